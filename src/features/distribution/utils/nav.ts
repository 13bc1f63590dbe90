// Where the distribution pages open (route names of src/routes/table.ts). The cash-out pages
// (提现, 提现记录, 收支明细) are the earnings feature's, under the same route group.
import { openRoute } from '@/components/navigation/navigate'

export const DIST = {
  agreement: 'distribution-distributionAgreement',
  apply: 'distribution-partnerAgreementAdd',
  promotion: 'distribution-promotionpage',
  talent: 'distribution-talentCenter',
  guide: 'distribution-distributionGuide',
  equity: 'distribution-equitycenter',
  hotList: 'distribution-hotproductsList',
  hotCategory: 'distribution-hotproductsDetail',
  poster: 'distribution-sharePlacard',
  invite: 'distribution-inviteFriends',
  today: 'distribution-linkcounttoday',
  tier1: 'distribution-orderforgoods',
  tier2: 'distribution-distributorgoods',
  clearing: 'distribution-clearingCenter',
  cashOut: 'distribution-cashOutpage',
  records: 'distribution-recordWithdrawal',
  ledger: 'distribution-incomeExpenditure',
  purchase: 'distribution-purchaseGoods',
  confirm: 'distribution-confirmOrder',
  paying: 'distribution-paymentLoading',
  success: 'distribution-confirmOrderSuccess',
} as const

export type DistPage = (typeof DIST)[keyof typeof DIST]

export function openDist(page: DistPage, query?: Record<string, string | number | undefined>): void {
  void openRoute(page, query)
}

/** A positive integer from a query value, else null. */
export function positiveId(value: string | undefined): number | null {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : null
}
