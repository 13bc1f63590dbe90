import { useRequest } from '@/components/hooks/useRequest'
import { getVipOffers } from '@/features/vip/api/offers'

export function useVipOffers() {
  return useRequest(getVipOffers)
}
