// How withdrawals and ledger rows read: a withdrawal's colour and what happens next, the pages a
// withdrawal leads back to, and a ledger row's signed amount and bucket.
import { fenToYuanFixed } from '@/core/format'
import type { Balances, LedgerRow, Withdrawal, WithdrawalFrom } from '@/features/earnings/api/earnings'

/** The colour of a withdrawal's state: done (green), action (waits for the person), wait, fail (red), off (grey). */
export type WithdrawalTone = 'done' | 'action' | 'wait' | 'fail' | 'off'

export function withdrawalTone(w: Pick<Withdrawal, 'status' | 'confirm'>): WithdrawalTone {
  switch (w.status) {
    case 'succeeded':
      return 'done'
    case 'reviewing':
      return 'wait'
    case 'transferring':
      return w.confirm ? 'action' : 'wait'
    case 'failed':
    case 'rejected':
      return 'fail'
    case 'cancelled':
      return 'off'
  }
}

/** What happens next, in a sentence under the state. */
export function nextStepText(w: Withdrawal): string {
  switch (w.status) {
    case 'reviewing':
      return '金额较大，平台审核通过后将转入你的微信零钱；审核未通过，金额退回可提现余额'
    case 'transferring':
      if (w.confirm) return '请确认收款，确认后转入你的微信零钱；24小时内未确认，金额将退回可提现余额'
      if (w.providerState === 'CANCELING') return '正在撤销转账，撤销后金额退回可提现余额'
      return '微信正在处理转账，通常几分钟内到账'
    case 'succeeded':
      return `¥${fenToYuanFixed(w.netFen)} 已转入你的微信零钱`
    case 'failed':
      return `${w.failReason ? `${w.failReason}，` : ''}金额已退回可提现余额，可重新申请提现`
    case 'rejected':
      return `${w.rejectReason ? `原因：${w.rejectReason}。` : ''}金额已退回可提现余额`
    case 'cancelled':
      return '金额已退回可提现余额'
  }
}

export const FROM_TEXT: Record<WithdrawalFrom, string> = { distribution: '推广收益', reading: '读书会收入' }

/** Where a withdrawal's pages lead back to: the area it was made from, and its own success page. */
export const AREA_OF: Record<WithdrawalFrom, { home: string; homeText: string; success: string }> = {
  distribution: { home: 'distribution-talentCenter', homeText: '返回达人中心', success: 'distribution-cashOutSuccess' },
  reading: { home: 'reading-mycenter', homeText: '返回我的读书会', success: 'reading-getMoneySucess' },
}

/** The cash-out pages shared by both areas (under /distribution). */
export const CASH_OUT_ROUTE = 'distribution-cashOutpage'
export const RECORDS_ROUTE = 'distribution-recordWithdrawal'
export const LEDGER_ROUTE = 'distribution-incomeExpenditure'

/** A query's `from`, as one of the two areas (distribution when missing or unknown). */
export const fromParam = (value: string | undefined): WithdrawalFrom => (value === 'reading' ? 'reading' : 'distribution')

type Bucket = keyof Balances

export const BUCKET_TEXT: Record<Bucket, string> = {
  pendingFen: '待结算',
  availableFen: '可提现',
  frozenFen: '提现中',
  withdrawnFen: '累计提现',
}

/** The bucket a row is shown by, when several moved: what the person can spend first. */
const BUCKET_ORDER: Bucket[] = ['availableFen', 'pendingFen', 'frozenFen', 'withdrawnFen']

export interface LedgerMovement {
  /** The signed change of `bucket` (fen). */
  amountFen: number
  bucket: Bucket
  /** 可提现, or 可提现 → 提现中 when the money moved on to another bucket. */
  bucketText: string
}

/**
 * A ledger row as one signed amount of one bucket: the first of 可提现, 待结算, 提现中, 累计提现
 * that changed; when another bucket took the opposite amount, the move between them.
 */
export function ledgerMovement(row: Pick<LedgerRow, 'delta'>): LedgerMovement {
  const bucket = BUCKET_ORDER.find((b) => row.delta[b] !== 0) ?? 'availableFen'
  const amountFen = row.delta[bucket]
  const other = BUCKET_ORDER.find((b) => b !== bucket && amountFen !== 0 && row.delta[b] === -amountFen)
  let bucketText = BUCKET_TEXT[bucket]
  if (other) bucketText = amountFen < 0 ? `${BUCKET_TEXT[bucket]} → ${BUCKET_TEXT[other]}` : `${BUCKET_TEXT[other]} → ${BUCKET_TEXT[bucket]}`
  return { amountFen, bucket, bucketText }
}

/** +12.34 / -12.34 / 0.00 */
export function signedYuan(fen: number): string {
  return `${fen > 0 ? '+' : fen < 0 ? '-' : ''}${fenToYuanFixed(Math.abs(fen))}`
}

/** What a row's `ref` is, in words ('' when it says nothing to a person, e.g. a party's own id). */
export function ledgerRefText(row: Pick<LedgerRow, 'source' | 'ref'>): string {
  if (!row.ref) return ''
  switch (row.source) {
    case 'withdrawal':
      return `提现单号 ${row.ref}`
    case 'admin':
      return `说明：${row.ref}`
    default:
      return /^party:/.test(row.ref) ? '' : `订单号 ${row.ref}`
  }
}
