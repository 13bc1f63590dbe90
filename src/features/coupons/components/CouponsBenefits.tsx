// 优惠券权益: what coupons I have, the new-user gift, and what membership adds.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { goHome, openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getCouponBenefits } from '@/features/coupons/api/coupons'
import './CouponsBenefits.scss'

export default function CouponsBenefits() {
  const { loggedIn } = useCurrentUser()
  const { data, loading, error, reload } = useRequest(getCouponBenefits, [], loggedIn)

  if (!loggedIn) return <LoginRequired message='登录后查看你的优惠券权益' />
  if (loading && !data) return <StateView status='loading' />
  if (error || !data) return <StateView status='error' message={error || '加载失败'} actionText='重新加载' onAction={reload} />

  const stats = [
    { label: '可使用', value: data.counts.usable },
    { label: '已使用', value: data.counts.used },
    { label: '已过期', value: data.counts.expired },
  ]

  return (
    <View className='coupon-benefits' data-testid='coupons-benefits'>
      <View className='coupon-benefits__card' onClick={() => void openRoute('coupons-couponsPackage')} data-testid='benefits-package'>
        <View className='coupon-benefits__head'>
          <Text className='coupon-benefits__title'>我的优惠券</Text>
          <Text className='coupon-benefits__more'>查看全部 ›</Text>
        </View>
        <View className='coupon-benefits__stats'>
          {stats.map((s) => (
            <View key={s.label} className='coupon-benefits__stat'>
              <Text className='coupon-benefits__stat-value'>{s.value}</Text>
              <Text className='coupon-benefits__stat-label'>{s.label}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className='coupon-benefits__card coupon-benefits__gift' onClick={() => void openRoute('coupons-beginnerGuide')} data-testid='benefits-beginner'>
        <View className='coupon-benefits__gift-icon'>礼</View>
        <View className='coupon-benefits__gift-text'>
          <Text className='coupon-benefits__title'>新人礼包</Text>
          <Text className='coupon-benefits__desc'>{data.beginner.coupons.map((c) => c.label).join(' + ') || '敬请期待'}</Text>
        </View>
        <Text className={`coupon-benefits__badge${data.beginner.claimed ? ' coupon-benefits__badge--done' : ''}`}>
          {data.beginner.claimed ? '已领取' : '去领取'}
        </Text>
      </View>

      <View className='coupon-benefits__card'>
        <View className='coupon-benefits__head'>
          <Text className='coupon-benefits__title'>会员专属权益</Text>
          <Text className='coupon-benefits__more' onClick={goHome}>
            开通会员 ›
          </Text>
        </View>
        {data.vipBenefits.map((b) => (
          <View key={b} className='coupon-benefits__benefit'>
            <Text className='coupon-benefits__check'>✓</Text>
            <Text>{b}</Text>
          </View>
        ))}
      </View>

      <View className='coupon-benefits__card coupon-benefits__exchange' onClick={() => void openRoute('credits-exchange')}>
        <Text className='coupon-benefits__title'>积分兑好券</Text>
        <Text className='coupon-benefits__desc'>每日签到攒积分，兑换无门槛券与会员折扣券 ›</Text>
      </View>
    </View>
  )
}
