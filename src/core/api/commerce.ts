// Commerce shapes and calls that more than one area needs (docs/API.md, "Commerce"): the address
// and coupon shapes, the default address, and the new-user gift status (home, portrait, coupons).
// Calls that only one area makes live in that area's api folder.
import { get } from '@/core/request/client'

export interface Address {
  id: number
  name: string
  /** As entered: a mainland mobile or a landline. */
  mobile: string
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  /** '' when the city has no districts. */
  districtCode: string
  districtName: string
  detail: string
  fullAddress: string
  isDefault: boolean
  updatedAt: number
}

export type CouponState = 'usable' | 'locked' | 'used' | 'expired'

export interface Coupon {
  id: number
  templateId: number
  name: string
  /** 满20减10, 5元无门槛, 8.5折: made by the server from fen. */
  label: string
  kind: 'amount' | 'percent'
  amountFen: number
  /** Share paid: 85 = 8.5折. */
  percent: number
  maxDiscountFen: number | null
  thresholdFen: number
  /** Commodity types it applies to; empty: all. */
  applicableTypes: string[]
  description: string
  state: CouponState
  stateText: string
  source: string
  validFrom: number
  validUntil: number
  usedAt: number | null
  createdAt: number
}

/** Goods and coupon commodities as the order and credits calls answer them. */
export interface Commodity {
  id: number
  code: string
  type: 'vip' | 'goods' | 'coupon' | 'course' | 'assessment'
  name: string
  priceFen: number
  originalPriceFen: number
  durationDays: number
  creditsPrice: number
  /** null: unlimited. */
  stock: number | null
  needsAddress: boolean
  description: string
  image: string
  benefits: string[]
  badge: string
  couponTemplateId: number | null
  active: boolean
}

export interface BeginnerGift {
  claimed: boolean
  claimedAt: number | null
  /** The coupons received, or a preview of the gift while unclaimed. */
  coupons: Coupon[]
}

export function getDefaultAddress(): Promise<Address | null> {
  return get<Address | null>('/address/default', undefined, { skipLoading: true })
}

/** The new-user gift (新人礼包): claimed or not, and its coupons. */
export function getBeginnerGift(): Promise<BeginnerGift> {
  return get<BeginnerGift>('/coupons/beginner', undefined, { skipLoading: true })
}

export function getAddressDetail(id: number): Promise<Address> {
  return get<Address>('/address/detail', { id }, { skipLoading: true })
}
