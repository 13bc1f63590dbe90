// VIP offers of the pay home (docs/API.md, "VIP (shell part)").
import type { VipOffer } from '@contract/vip'
import { get } from '@/core/request/client'

export type { VipOffer }

export function getVipOffers(): Promise<VipOffer[]> {
  return get<VipOffer[]>('/vip/offers', undefined, { skipLoading: true })
}
