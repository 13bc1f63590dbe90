// Credits calls (docs/API.md "Credits", spec 2.6). 1 point = 1 fen.
import type { Commodity } from '@/core/api/commerce'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export interface CreditsBalance {
  balance: number
  signedToday: boolean
  /** Points of today's sign-in (the rule's), for the button. */
  signInPoints: number
}

export interface LedgerEntry {
  id: number
  delta: number
  reason: string
  reasonText: string
  ref: string | null
  balanceAfter: number
  createdAt: number
}

export interface CreditRule {
  action: string
  name: string
  points: number
  dailyCap: number | null
  totalCap: number | null
  description: string
  active: boolean
}

export interface CreditRules {
  rules: CreditRule[]
  fenPerPoint: number
  maxSharePercent: number
  notes: string[]
}

export interface ExchangeOrder {
  orderNumber: string
  status: string
  statusText: string
  commodityName: string
  commodityType: string
  quantity: number
  creditsUsed: number
  address: { fullAddress: string; name: string } | null
  createdAt: number
}

export interface ExchangeResult {
  order: ExchangeOrder
  balance: number
  couponIds: number[]
  vipExpireAt: number | null
}

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
  return post<ExchangeResult>('/credits/exchange', { commodityId, quantity, ...(addressId ? { addressId } : {}) })
}

export function getExchangeRecords(pageNum: number): Promise<PageOf<ExchangeOrder>> {
  return getPage<PageOf<ExchangeOrder>>('/credits/exchange/records', pageNum, undefined, { skipLoading: true })
}

export function signIn(): Promise<{ points: number; balance: number; signedToday: true }> {
  return post<{ points: number; balance: number; signedToday: true }>('/credits/signin', {})
}
