// 新人礼包 (scene 532): the new-user gift, previewed, claimed once, then on to use it.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { notifyError } from '@/components/feedback/notifyError'
import { goHome, openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getBeginnerGift } from '@/core/api/commerce'
import type { Coupon } from '@/core/api/commerce'
import { toast } from '@/core/toast'
import { claimBeginnerGift } from '@/features/coupons/api/coupons'
import CouponCard from '@/features/coupons/components/CouponCard'
import './BeginnerGuide.scss'

export default function BeginnerGuide() {
  const { loggedIn } = useCurrentUser()
  const gift = useRequest(getBeginnerGift, [], loggedIn)
  const [claimed, setClaimed] = useState<Coupon[] | null>(null)
  const [claiming, setClaiming] = useState(false)

  const claim = async () => {
    setClaiming(true)
    try {
      const result = await claimBeginnerGift()
      setClaimed(result.coupons)
      toast(result.granted ? '领取成功，已放入券包' : '你已领取过新人礼包')
    } catch (e) {
      notifyError(e)
    } finally {
      setClaiming(false)
    }
  }

  const isClaimed = !!claimed || !!gift.data?.claimed
  const coupons = claimed ?? gift.data?.coupons ?? []

  return (
    <View className='beginner-guide' data-testid='beginner-guide' data-claimed={isClaimed ? 'true' : 'false'}>
      <View className='beginner-guide__hero'>
        <Text className='beginner-guide__kicker'>欢迎来到心栈</Text>
        <Text className='beginner-guide__title'>新人专享礼包</Text>
        <Text className='beginner-guide__sub'>{isClaimed ? '礼包已放入你的券包，开通会员时可直接抵扣' : '注册即送，开通会员立享优惠'}</Text>
      </View>
      <View className='beginner-guide__panel'>
        {!loggedIn ? <LoginRequired message='登录后即可领取新人礼包' /> : null}
        {loggedIn && gift.loading && !gift.data ? <StateView status='loading' compact /> : null}
        {loggedIn && gift.error ? <StateView status='error' compact message={gift.error} actionText='重新加载' onAction={gift.reload} /> : null}
        {loggedIn && gift.data && coupons.length === 0 ? <StateView status='empty' compact message='新人礼包已发完，敬请期待下一期活动' /> : null}
        {coupons.map((coupon, i) => (
          // The preview of an unclaimed gift has no coupon ids yet (id 0).
          <CouponCard key={coupon.id || `preview-${coupon.templateId}-${i}`} coupon={isClaimed ? coupon : { ...coupon, state: 'usable' }} testId='beginner-coupon' />
        ))}
        {loggedIn && gift.data && coupons.length ? (
          <View className='beginner-guide__actions'>
            {isClaimed ? (
              <>
                <TapButton block variant='gold' onClick={goHome} testId='beginner-use'>
                  去开通会员
                </TapButton>
                <Text className='beginner-guide__link' onClick={() => void openRoute('coupons-couponsPackage')} data-testid='beginner-to-package'>
                  查看我的优惠券 ›
                </Text>
              </>
            ) : (
              <TapButton block variant='gold' onClick={claim} disabled={claiming} testId='beginner-claim'>
                {claiming ? '正在领取…' : '一键领取'}
              </TapButton>
            )}
          </View>
        ) : null}
      </View>
      <View className='beginner-guide__rules'>
        <Text className='beginner-guide__rules-title'>活动说明</Text>
        <Text className='beginner-guide__rule'>1. 每位新用户限领一次，领取后放入“我的优惠券”。</Text>
        <Text className='beginner-guide__rule'>2. 优惠券有效期以券面为准，过期自动失效。</Text>
        <Text className='beginner-guide__rule'>3. 每笔订单限用一张优惠券，订单关闭后优惠券自动退回。</Text>
      </View>
    </View>
  )
}
