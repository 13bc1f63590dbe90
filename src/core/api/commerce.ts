// Commerce shapes and calls that more than one area needs (docs/API.md, "Commerce"): the address,
// coupon and commodity shapes (the API contract's, @contract/commerce), the default address, and the
// new-user gift status (home, portrait, coupons). Calls that only one area makes live in that area's
// api folder.
import type { Address, BeginnerGift, Commodity, Coupon, CouponState } from '@contract/commerce'
import { get } from '@/core/request/client'

export type { Address, BeginnerGift, Commodity, Coupon, CouponState }

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
