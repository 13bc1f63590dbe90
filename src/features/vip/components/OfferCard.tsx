// One VIP offer: name, price in yuan with the struck original, what it includes, a buy button.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import type { VipOffer } from '@/features/vip/api/offers'
import { fenToYuan } from '@/core/format'
import { durationLabel, perDayLabel } from '@/features/vip/utils/price'
import './OfferCard.scss'

export interface OfferCardProps {
  offer: VipOffer
  onBuy: (offer: VipOffer) => void
  /** 立即续费 for members, 立即开通 for everyone else. */
  renew?: boolean
}

export default function OfferCard({ offer, onBuy, renew = false }: OfferCardProps) {
  const original = offer.originalPriceFen && offer.originalPriceFen > offer.priceFen ? offer.originalPriceFen : 0
  return (
    <View className='offer-card' data-testid='vip-offer' data-offer-id={String(offer.id)}>
      {offer.badge ? <View className='offer-card__badge'>{offer.badge}</View> : null}
      <View className='offer-card__head'>
        <Text className='offer-card__name'>{offer.name}</Text>
        <Text className='offer-card__duration'>{durationLabel(offer.durationDays)}</Text>
      </View>
      <View className='offer-card__price-row'>
        <Text className='offer-card__currency'>¥</Text>
        <Text className='offer-card__price' data-testid='vip-offer-price'>
          {fenToYuan(offer.priceFen)}
        </Text>
        {original ? (
          <Text className='offer-card__original' data-testid='vip-offer-original'>
            ¥{fenToYuan(original)}
          </Text>
        ) : null}
        <Text className='offer-card__per-day'>{perDayLabel(offer.priceFen, offer.durationDays)}</Text>
      </View>
      {offer.benefits.length ? (
        <View className='offer-card__benefits'>
          {offer.benefits.map((benefit) => (
            <View className='offer-card__benefit' key={benefit}>
              <Text className='offer-card__check'>✓</Text>
              <Text>{benefit}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <TapButton className='offer-card__buy' variant='gold' block onClick={() => onBuy(offer)} testId='vip-offer-buy'>
        {renew ? '立即续费' : '立即开通'}
      </TapButton>
    </View>
  )
}
