// 我的优惠券: usable, used and expired coupons, paged with pull-up.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { useRequest } from '@/components/hooks/useRequest'
import { goHome, openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import type { CouponState } from '@/core/api/commerce'
import { getCouponCounts, getMyCoupons } from '@/features/coupons/api/coupons'
import CouponCard from '@/features/coupons/components/CouponCard'
import './CouponsPackage.scss'

type Tab = Extract<CouponState, 'usable' | 'used' | 'expired'>

const EMPTY: Record<Tab, string> = {
  usable: '暂无可用优惠券',
  used: '还没有使用过优惠券',
  expired: '没有过期的优惠券',
}

export default function CouponsPackage() {
  const { loggedIn } = useCurrentUser()
  const [tab, setTab] = useState<Tab>('usable')
  const list = usePagedList((page) => getMyCoupons(page, tab), [tab], loggedIn)
  const counts = useRequest(getCouponCounts, [], loggedIn)

  useOnReturn(() => {
    list.reload()
    counts.reload()
  })

  if (!loggedIn) return <LoginRequired message='登录后查看你的优惠券' />

  const c = counts.data
  const tabs = [
    { key: 'usable' as const, label: '可使用', count: c?.usable },
    { key: 'used' as const, label: '已使用', count: c?.used },
    { key: 'expired' as const, label: '已过期', count: c?.expired },
  ]

  return (
    <View className='coupons-package' data-testid='coupons-package'>
      <SegmentTabs tabs={tabs} active={tab} onChange={setTab} testIdPrefix='coupons-tab' sticky />
      {tab === 'usable' && c && c.locked > 0 ? (
        <View className='coupons-package__locked' onClick={() => void openRoute('user-orders')} data-testid='coupons-locked'>
          另有 {c.locked} 张优惠券被待支付订单占用，支付或取消订单后可见 ›
        </View>
      ) : null}
      <View className='coupons-package__list'>
        {list.loading ? <StateView status='loading' /> : null}
        {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
        {!list.loading && !list.error && list.items.length === 0 ? (
          <StateView status='empty' message={EMPTY[tab]} actionText={tab === 'usable' ? '领取新人礼包' : undefined} onAction={() => void openRoute('coupons-beginnerGuide')} />
        ) : null}
        {list.items.map((coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            muted={tab !== 'usable'}
            action={
              tab === 'usable' ? (
                <Text className='coupon-card__use' onClick={goHome} data-testid='coupon-use'>
                  去使用
                </Text>
              ) : undefined
            }
          />
        ))}
        <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      </View>
      <View className='coupons-package__more' onClick={() => void openRoute('credits-exchange')}>
        <Text>积分可兑换更多优惠券 ›</Text>
      </View>
    </View>
  )
}
