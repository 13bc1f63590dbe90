// 选择优惠券: the coupons usable for this order (best first), "no coupon", and the others with why
// they do not apply. The choice goes back to the confirm page through the session's coupon choice.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { goBack } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan } from '@/core/format'
import { couponChoiceAtom, sessionStore } from '@/core/session/atoms'
import { routeUrl } from '@/routes/match'
import { getUsableCoupons } from '@/features/coupons/api/coupons'
import CouponCard from '@/features/coupons/components/CouponCard'
import './ChooseCoupons.scss'

function Radio({ on }: { on: boolean }) {
  return <View className={`coupon-card__radio${on ? ' coupon-card__radio--on' : ''}`}>{on ? '✓' : ''}</View>
}

export default function ChooseCoupons() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const commodityId = Number(params.commodityId) || 0
  const quantity = Number(params.quantity) || 1
  const selected = Number(params.selected) || 0
  const { data, loading, error, reload } = useRequest(() => getUsableCoupons(commodityId, quantity), [commodityId, quantity], loggedIn && commodityId > 0)

  if (!loggedIn) return <LoginRequired message='登录后选择优惠券' />
  if (!commodityId) return <StateView status='error' message='请从确认订单页选择优惠券' actionText='返回' onAction={() => goBack()} />

  const choose = (couponId: number) => {
    sessionStore.set(couponChoiceAtom, { commodityId, couponId })
    goBack(routeUrl('common-orderPay', { productId: commodityId, quantity }))
  }

  if (loading && !data) return <StateView status='loading' />
  if (error || !data) return <StateView status='error' message={error || '优惠券加载失败'} actionText='重新加载' onAction={reload} />

  return (
    <View className='choose-coupons' data-testid='choose-coupons'>
      <Text className='choose-coupons__heading'>可用优惠券（{data.usable.length}）</Text>
      {data.usable.length === 0 ? <StateView status='empty' compact message='本单暂无可用的优惠券' /> : null}
      {data.usable.map((coupon, i) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          selected={coupon.id === selected}
          onClick={() => choose(coupon.id)}
          note={`本单可减 ¥${fenToYuan(coupon.discountFen)}${i === 0 ? ' · 最优惠' : ''}`}
          action={<Radio on={coupon.id === selected} />}
          testId='choose-coupon'
        />
      ))}
      {data.unusable.length ? <Text className='choose-coupons__heading'>不可用优惠券（{data.unusable.length}）</Text> : null}
      {data.unusable.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} muted note={coupon.reason} testId='unusable-coupon' />
      ))}
      <View className='choose-coupons__bar'>
        <TapButton block variant='outline' onClick={() => choose(0)} testId='choose-no-coupon'>
          {selected === 0 ? '✓ 不使用优惠券' : '不使用优惠券'}
        </TapButton>
      </View>
    </View>
  )
}
