// The balance with the daily sign-in, shared by 积分明细 and 积分兑换.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { notifyError } from '@/components/feedback/notifyError'
import { openRoute } from '@/components/navigation/navigate'
import { toast } from '@/core/toast'
import { signIn } from '@/features/credits/api/credits'
import type { CreditsBalance } from '@/features/credits/api/credits'
import './CreditsHeader.scss'

export interface CreditsHeaderProps {
  balance: CreditsBalance | undefined
  /** After a sign-in, with the new figures. */
  onChange: (next: CreditsBalance) => void
  /** 积分规则 link (the details page) or 兑换记录 (the exchange page). */
  link: { label: string; route: string }
}

export default function CreditsHeader({ balance, onChange, link }: CreditsHeaderProps) {
  const [busy, setBusy] = useState(false)
  const signed = !!balance?.signedToday

  const sign = async () => {
    if (!balance || signed || busy) return
    setBusy(true)
    try {
      const result = await signIn()
      onChange({ ...balance, balance: result.balance, signedToday: true })
      toast(`签到成功，积分+${result.points}`)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='credits-header'>
      <View className='credits-header__top'>
        <Text className='credits-header__label'>我的积分</Text>
        <Text className='credits-header__link' onClick={() => void openRoute(link.route)}>
          {link.label} ›
        </Text>
      </View>
      <View className='credits-header__row'>
        <Text className='credits-header__balance' data-testid='credits-balance'>
          {balance ? balance.balance : '--'}
        </Text>
        <View
          className={`credits-header__sign${signed ? ' credits-header__sign--done' : ''}`}
          onClick={sign}
          data-testid='credits-signin'
          data-signed={signed ? 'true' : 'false'}
        >
          {signed ? '今日已签到' : busy ? '签到中…' : `签到 +${balance?.signInPoints ?? 0}`}
        </View>
      </View>
      <Text className='credits-header__hint'>1积分可抵0.01元，下单时最多抵扣订单金额的50%</Text>
    </View>
  )
}
