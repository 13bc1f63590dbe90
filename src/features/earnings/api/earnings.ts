// Earnings and cash-out calls (docs/EARNINGS.md, routes under /earnings), behind the distribution
// pages (提现, 提现记录, 提现成功, 收支明细) and the reading party's 提现 pages. The shapes are the
// server's contract (@contract/earnings); every amount is integer fen and comes from the server.
import type {
  ApplyBody,
  Balances,
  EarningsAccount,
  LedgerQuery,
  LedgerRow,
  SandboxConfirmBody,
  Withdrawal,
  WithdrawalRulesView,
  WithdrawalsQuery,
} from '@contract/earnings'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type { Balances, EarningsAccount, LedgerRow, Withdrawal, WithdrawalRulesView }

/** The page a withdrawal is made from; its success page links back there. */
export type WithdrawalFrom = ApplyBody['from']
/** 收支明细's filter: one source's rows, or all of them. */
export type LedgerFilter = 'all' | 'distribution' | 'reading'

const quiet = { skipLoading: true }

export function getAccount(): Promise<EarningsAccount> {
  return get<EarningsAccount>('/earnings/account', undefined, quiet)
}

export function getLedger(pageNum: number, filter: LedgerFilter): Promise<PageOf<LedgerRow>> {
  const query: Omit<LedgerQuery, 'pageNum' | 'pageSize'> = filter === 'all' ? {} : { source: filter }
  return getPage<PageOf<LedgerRow>>('/earnings/ledger', pageNum, query, quiet)
}

/** Applies for a withdrawal; a refusal (below the minimum, over a limit…) rejects with the server's message. */
export function applyWithdrawal(body: ApplyBody): Promise<Withdrawal> {
  return post<Withdrawal>('/earnings/withdrawals', body)
}

export function getWithdrawals(pageNum: number): Promise<PageOf<Withdrawal>> {
  const query: Omit<WithdrawalsQuery, 'pageNum' | 'pageSize'> = {}
  return getPage<PageOf<Withdrawal>>('/earnings/withdrawals', pageNum, query, quiet)
}

export function getWithdrawal(id: number): Promise<Withdrawal> {
  return get<Withdrawal>(`/earnings/withdrawals/${id}`, undefined, quiet)
}

export function cancelWithdrawal(id: number): Promise<Withdrawal> {
  return post<Withdrawal>(`/earnings/withdrawals/${id}/cancel`)
}

/** Asks the transfer's provider now (after WeChat's confirm page), instead of waiting for its notification. */
export function refreshWithdrawal(id: number): Promise<Withdrawal> {
  return post<Withdrawal>(`/earnings/withdrawals/${id}/refresh`)
}

/** The sandbox's confirm sheet: the person confirms (or refuses) the transfer waiting for them. */
export function confirmSandboxTransfer(id: number, result: SandboxConfirmBody['result']): Promise<Withdrawal> {
  const body: SandboxConfirmBody = { id, result }
  return post<Withdrawal>('/earnings/sandbox/transfer/confirm', body)
}
