// /common/openVip: the chosen tier (switchable), what it includes, how many, the membership
// agreement, and on to the confirm page (/common/orderPay) where the server prices and we pay.
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import PayBar from '@/components/PayBar'
import QuantityStepper from '@/components/QuantityStepper'
import StateView from '@/components/StateView'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan, formatDate } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import type { VipOffer } from '@/features/vip/api/offers'
import { useVipOffers } from '@/features/vip/hooks/useVipOffers'
import { durationLabel, perDayLabel } from '@/features/vip/utils/price'
import './OpenVip.scss'

/** More than this many periods at once is almost surely a slip of the finger. */
const MAX_PERIODS = 10

function TierCard({ offer, selected, onSelect }: { offer: VipOffer; selected: boolean; onSelect: () => void }) {
  const original = offer.originalPriceFen && offer.originalPriceFen > offer.priceFen ? offer.originalPriceFen : 0
  return (
    <View
      className={`open-vip__tier${selected ? ' open-vip__tier--on' : ''}`}
      onClick={onSelect}
      data-testid='open-vip-tier'
      data-offer-id={String(offer.id)}
      data-selected={selected ? 'true' : 'false'}
    >
      {offer.badge ? <Text className='open-vip__tier-badge'>{offer.badge}</Text> : null}
      <Text className='open-vip__tier-name'>{offer.name}</Text>
      <View className='open-vip__tier-price'>
        <Text className='open-vip__tier-currency'>¥</Text>
        <Text className='open-vip__tier-yuan'>{fenToYuan(offer.priceFen)}</Text>
      </View>
      {original ? <Text className='open-vip__tier-original'>¥{fenToYuan(original)}</Text> : <Text className='open-vip__tier-original'> </Text>}
      <Text className='open-vip__tier-day'>{perDayLabel(offer.priceFen, offer.durationDays)}</Text>
    </View>
  )
}

export default function OpenVip() {
  const { params } = usePageRoute()
  const { data: offers, loading, error, reload } = useVipOffers()
  const { user, loggedIn } = useCurrentUser()
  const [selectedId, setSelectedId] = useState(String(params.offerId ?? params.productId ?? ''))
  const [quantity, setQuantity] = useState(1)
  const [agreed, setAgreed] = useState(false)
  const [shake, setShake] = useState(false)

  useEffect(() => {
    if (!offers?.length) return
    if (!offers.some((o) => String(o.id) === selectedId)) setSelectedId(String(offers[0].id))
  }, [offers, selectedId])

  if (loading && !offers) return <StateView status='loading' message='正在加载会员方案…' />
  if (error) return <StateView status='error' message={error} actionText='重新加载' onAction={reload} />
  if (!offers?.length) return <StateView status='empty' message='暂时没有可开通的会员方案' />

  const offer = offers.find((o) => String(o.id) === selectedId) ?? offers[0]
  const isVip = !!user?.vip?.isVip
  const expireAt = user?.vip?.expireAt

  const next = () => {
    if (!loggedIn) {
      promptLogin()
      return
    }
    if (!agreed) {
      toast('请先阅读并同意《心栈会员服务协议》')
      setShake(true)
      setTimeout(() => setShake(false), 500)
      return
    }
    void openRoute('common-orderPay', { productId: offer.id, productType: 'vip', quantity, agreed: 1 })
  }

  return (
    <View className='open-vip' data-testid='open-vip'>
      <View className='open-vip__hero'>
        <Text className='open-vip__hero-title'>{isVip ? '续费心栈会员' : '开通心栈会员'}</Text>
        <Text className='open-vip__hero-sub' data-testid='open-vip-status'>
          {!loggedIn
            ? '登录后开通，权益与账号绑定'
            : isVip
              ? expireAt
                ? `当前会员有效期至 ${formatDate(expireAt)}，续费后顺延`
                : '你已是心栈会员'
              : '开通后立即生效，全部课程与测评畅享'}
        </Text>
      </View>

      <View className='open-vip__section open-vip__section--tiers'>
        <ScrollView scrollX className='open-vip__tiers'>
          <View className='open-vip__tiers-row'>
            {offers.map((o) => (
              <TierCard
                key={o.id}
                offer={o}
                selected={o.id === offer.id}
                onSelect={() => {
                  setSelectedId(String(o.id))
                  setQuantity(1)
                }}
              />
            ))}
          </View>
        </ScrollView>
      </View>

      <View className='open-vip__section' data-testid='open-vip-benefits'>
        <Text className='open-vip__heading'>{offer.name}权益</Text>
        <View className='open-vip__benefits'>
          {offer.benefits.map((b, i) => (
            <View className='open-vip__benefit' key={b}>
              <View className='open-vip__benefit-icon'>{i + 1}</View>
              <Text className='open-vip__benefit-text'>{b}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className='open-vip__section open-vip__row'>
        <View className='open-vip__row-text'>
          <Text className='open-vip__heading open-vip__heading--inline'>购买数量</Text>
          <Text className='open-vip__row-hint'>共{durationLabel(offer.durationDays * quantity)}，可与现有会员时长叠加</Text>
        </View>
        <QuantityStepper value={quantity} max={MAX_PERIODS} onChange={setQuantity} testId='open-vip-quantity' />
      </View>

      <PayBar
        priceFen={offer.priceFen * quantity}
        priceLabel='合计'
        note='优惠券下一步可用'
        tone='gold'
        buttonText={isVip ? '立即续费' : '立即开通'}
        buttonVariant='gold'
        onSubmit={next}
        agreement={{
          checked: agreed,
          onChange: setAgreed,
          document: '《心栈会员服务协议》',
          onOpen: () => void openRoute('common-memberShip'),
          testId: 'open-vip-agree',
          shake,
        }}
        testIds={{ price: 'open-vip-total', submit: 'open-vip-submit' }}
      />
    </View>
  )
}
