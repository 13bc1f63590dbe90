// Credits calls (docs/API.md "Credits", spec 2.6). 1 point = 1 fen.
import type { Commodity, ExchangeResult, LedgerEntry, Order } from '@contract/commerce'
import type { CreditRules, CreditsBalance, ExchangeBody, SignInResult } from '@contract/credits'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type { CreditsBalance, LedgerEntry }

export function getCreditsBalance(): Promise<CreditsBalance> {
  return get<CreditsBalance>('/credits/balance', undefined, { skipLoading: true })
}

export function getLedger(pageNum: number): Promise<PageOf<LedgerEntry>> {
  return getPage<PageOf<LedgerEntry>>('/credits/ledger', pageNum, undefined, { skipLoading: true })
}

export function getCreditRules(): Promise<CreditRules> {
  return get<CreditRules>('/credits/rules', undefined, { skipLoading: true })
}

export function getExchangeGoods(): Promise<Commodity[]> {
  return get<Commodity[]>('/credits/goods', undefined, { skipLoading: true })
}

export function exchange(commodityId: number, quantity: number, addressId?: number): Promise<ExchangeResult> {
  const body: ExchangeBody = { commodityId, quantity, ...(addressId ? { addressId } : {}) }
  return post<ExchangeResult>('/credits/exchange', body)
}

export function getExchangeRecords(pageNum: number): Promise<PageOf<Order>> {
  return getPage<PageOf<Order>>('/credits/exchange/records', pageNum, undefined, { skipLoading: true })
}

export function signIn(): Promise<SignInResult> {
  return post<SignInResult>('/credits/signin', {})
}
