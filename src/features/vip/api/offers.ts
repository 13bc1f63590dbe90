// VIP offers of the pay home (docs/API.md, "VIP (shell part)").
import { get } from '@/core/request/client'

export interface VipOffer {
  id: number | string
  name: string
  /** Price in fen (integer). */
  priceFen: number
  /** Price before the discount, in fen; equal to or absent when there is none. */
  originalPriceFen?: number | null
  durationDays: number
  benefits: string[]
  /** Short label such as 超值推荐; empty for none. */
  badge?: string | null
}

export function getVipOffers(): Promise<VipOffer[]> {
  return get<VipOffer[]>('/vip/offers', undefined, { skipLoading: true })
}
