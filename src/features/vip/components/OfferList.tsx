// The offers of GET /vip/offers with their loading, empty and error states.
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import StateView from '@/components/StateView'
import { openRoute } from '@/components/navigation/navigate'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import type { VipOffer } from '@/features/vip/api/offers'
import OfferCard from '@/features/vip/components/OfferCard'
import { useVipOffers } from '@/features/vip/hooks/useVipOffers'
import './OfferList.scss'

function buy(offer: VipOffer) {
  // Buying itself comes with the commerce issue; the order page is a route of its own.
  void openRoute('common-openVip', { offerId: offer.id })
}

/**
 * Two card-sized placeholders while the offers load: the sections below keep their place
 * instead of jumping when the cards arrive (it was a 0.25 layout shift on the home page).
 */
function OfferSkeletons() {
  return (
    <View className='offer-list__skeletons' data-testid='state-loading' aria-label='正在加载'>
      <View className='offer-list__skeleton' />
      <View className='offer-list__skeleton' />
    </View>
  )
}

export default function OfferList() {
  const { data, loading, error, reload } = useVipOffers()
  const isVip = Boolean(useAtomValue(userInfoAtom, { store: sessionStore })?.vip?.isVip)
  return (
    <View className='offer-list' data-testid='vip-offers'>
      <View className='offer-list__title'>
        <Text>选择会员方案</Text>
      </View>
      {loading && !data ? <OfferSkeletons /> : null}
      {!loading && error ? <StateView status='error' compact message={error} actionText='重新加载' onAction={reload} /> : null}
      {!loading && !error && data && data.length === 0 ? <StateView status='empty' compact message='暂时没有可开通的会员方案' /> : null}
      {data?.map((offer) => <OfferCard key={offer.id} offer={offer} onBuy={buy} renew={isVip} />)}
    </View>
  )
}
