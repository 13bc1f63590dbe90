// Coupon calls (docs/API.md "Coupons", spec 2.14).
import type { BeginnerGift, Coupon, CouponState } from '@/core/api/commerce'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type CouponCounts = Record<CouponState, number>

export function getMyCoupons(pageNum: number, state: CouponState): Promise<PageOf<Coupon>> {
  return getPage<PageOf<Coupon>>('/coupons/mine', pageNum, { state }, { skipLoading: true })
}

export function getCouponCounts(): Promise<CouponCounts> {
  return get<CouponCounts>('/coupons/counts', undefined, { skipLoading: true })
}

export interface UsableCoupons {
  usable: Array<Coupon & { discountFen: number }>
  unusable: Array<Coupon & { reason: string }>
}

/** The coupons of this order, best first, and the others with why they do not apply. */
export function getUsableCoupons(commodityId: number, purchaseQuantity: number): Promise<UsableCoupons> {
  return get<UsableCoupons>('/coupons/usable', { commodityId, purchaseQuantity }, { skipLoading: true })
}

export interface CouponBenefits {
  beginner: BeginnerGift
  counts: CouponCounts
  vipBenefits: string[]
}

export function getCouponBenefits(): Promise<CouponBenefits> {
  return get<CouponBenefits>('/coupons/benefits', undefined, { skipLoading: true })
}

export function claimBeginnerGift(): Promise<{ granted: boolean; coupons: Coupon[] }> {
  return post<{ granted: boolean; coupons: Coupon[] }>('/coupons/beginner/claim', {})
}
