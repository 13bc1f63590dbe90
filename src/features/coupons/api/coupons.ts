// Coupon calls (docs/API.md "Coupons", spec 2.14).
import type { BeginnerClaim, Coupon, CouponCounts, CouponState, UsableCoupons } from '@contract/commerce'
import type { CouponBenefits, MyCouponsQuery, UsableCouponsQuery } from '@contract/coupons'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export function getMyCoupons(pageNum: number, state: CouponState): Promise<PageOf<Coupon>> {
  const query: MyCouponsQuery = { state }
  return getPage<PageOf<Coupon>>('/coupons/mine', pageNum, query, { skipLoading: true })
}

export function getCouponCounts(): Promise<CouponCounts> {
  return get<CouponCounts>('/coupons/counts', undefined, { skipLoading: true })
}

/** The coupons of this order, best first, and the others with why they do not apply. */
export function getUsableCoupons(commodityId: number, purchaseQuantity: number): Promise<UsableCoupons> {
  const query: UsableCouponsQuery = { commodityId, purchaseQuantity }
  return get<UsableCoupons>('/coupons/usable', query, { skipLoading: true })
}

export function getCouponBenefits(): Promise<CouponBenefits> {
  return get<CouponBenefits>('/coupons/benefits', undefined, { skipLoading: true })
}

export function claimBeginnerGift(): Promise<BeginnerClaim> {
  return post<BeginnerClaim>('/coupons/beginner/claim', {})
}
