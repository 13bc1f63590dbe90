// The commerce side of my account: membership, orders, coupons, credits, addresses, the new-user
// gift (marked while unclaimed) and the invitation poster.
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { goHome, openRoute } from '@/components/navigation/navigate'
import { getBeginnerGift } from '@/core/api/commerce'
import { formatDate } from '@/core/format'
import type { UserInfo } from '@/core/session/atoms'
import './AccountShortcuts.scss'

const ITEMS = [
  { route: 'user-orders', label: '我的订单', icon: '单', testid: 'menu-orders' },
  { route: 'coupons-couponsPackage', label: '优惠券', icon: '券', testid: 'menu-coupons' },
  { route: 'credits-details', label: '积分', icon: '分', testid: 'menu-credits' },
  { route: 'common-shippingAddress', label: '收货地址', icon: '址', testid: 'menu-address' },
] as const

export default function AccountShortcuts({ user }: { user: UserInfo }) {
  const [giftOpen, setGiftOpen] = useState(false)
  const isVip = !!user.vip?.isVip

  const load = useCallback(() => {
    getBeginnerGift()
      .then((gift) => setGiftOpen(!gift.claimed && gift.coupons.length > 0))
      .catch(() => setGiftOpen(false))
  }, [])
  useEffect(load, [load])
  useOnReturn(load)

  return (
    <View className='account-shortcuts'>
      <View className={`account-shortcuts__vip${isVip ? ' account-shortcuts__vip--on' : ''}`} onClick={goHome} data-testid='portrait-vip'>
        <View className='account-shortcuts__vip-text'>
          <Text className='account-shortcuts__vip-title'>{isVip ? '心栈会员' : '开通心栈会员'}</Text>
          <Text className='account-shortcuts__vip-desc' data-testid='portrait-vip-expiry'>
            {isVip ? (user.vip?.expireAt ? `有效期至 ${formatDate(user.vip.expireAt)}` : '会员长期有效') : '全部课程、测评与练习畅享'}
          </Text>
        </View>
        <Text className='account-shortcuts__vip-go'>{isVip ? '续费' : '去开通'}</Text>
      </View>

      <View className='account-shortcuts__grid'>
        {ITEMS.map((item) => (
          <View key={item.route} className='account-shortcuts__item' onClick={() => void openRoute(item.route)} data-testid={item.testid}>
            <View className='account-shortcuts__icon'>{item.icon}</View>
            <Text className='account-shortcuts__label'>{item.label}</Text>
          </View>
        ))}
      </View>

      <View className='account-shortcuts__rows'>
        <View className='account-shortcuts__row' onClick={() => void openRoute('coupons-beginnerGuide')} data-testid='menu-beginner'>
          <Text className='account-shortcuts__row-label'>新人礼包</Text>
          {giftOpen ? (
            <Text className='account-shortcuts__badge' data-testid='menu-beginner-unclaimed'>
              待领取
            </Text>
          ) : null}
          <Text className='account-shortcuts__arrow'>›</Text>
        </View>
        <View className='account-shortcuts__row' onClick={() => void openRoute('common-poster')} data-testid='menu-poster'>
          <Text className='account-shortcuts__row-label'>邀请好友</Text>
          <Text className='account-shortcuts__hint'>生成专属海报</Text>
          <Text className='account-shortcuts__arrow'>›</Text>
        </View>
      </View>
    </View>
  )
}
