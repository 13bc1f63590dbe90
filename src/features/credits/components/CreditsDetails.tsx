// 积分明细 (kept alive): balance and daily sign-in, the ways to use and earn credits, recent changes.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getCreditsBalance, getLedger } from '@/features/credits/api/credits'
import type { CreditsBalance } from '@/features/credits/api/credits'
import CreditsHeader from '@/features/credits/components/CreditsHeader'
import LedgerItem from '@/features/credits/components/LedgerItem'
import './CreditsDetails.scss'

const ENTRIES = [
  { route: 'credits-exchange', label: '积分兑换', desc: '好券好物', icon: '兑', testid: 'credits-entry-exchange' },
  { route: 'credits-record', label: '积分记录', desc: '收支明细', icon: '记', testid: 'credits-entry-record' },
  { route: 'credits-exchangeRecord', label: '兑换记录', desc: '我的兑换', icon: '单', testid: 'credits-entry-exchange-record' },
  { route: 'credits-rule', label: '积分规则', desc: '如何赚积分', icon: '规', testid: 'credits-entry-rule' },
] as const

export default function CreditsDetails() {
  const { loggedIn } = useCurrentUser()
  const balance = useRequest(getCreditsBalance, [], loggedIn)
  const recent = useRequest(() => getLedger(1), [], loggedIn)
  const [current, setCurrent] = useState<CreditsBalance | undefined>(undefined)

  useEffect(() => setCurrent(balance.data), [balance.data])
  // Kept alive: coming back after an exchange or a purchase shows the new figures.
  useOnReturn(() => {
    if (!loggedIn) return
    balance.reload()
    recent.reload()
  })

  if (!loggedIn) return <LoginRequired message='登录后查看你的积分，每日签到赚积分' />

  return (
    <View className='credits-details' data-testid='credits-details'>
      {balance.error ? (
        <StateView status='error' compact message={balance.error} actionText='重新加载' onAction={balance.reload} />
      ) : (
        <CreditsHeader
          balance={current}
          onChange={(next) => {
            setCurrent(next)
            recent.reload()
          }}
          link={{ label: '积分规则', route: 'credits-rule' }}
        />
      )}

      <View className='credits-details__entries'>
        {ENTRIES.map((e) => (
          <View key={e.route} className='credits-details__entry' onClick={() => void openRoute(e.route)} data-testid={e.testid}>
            <View className='credits-details__icon'>{e.icon}</View>
            <Text className='credits-details__entry-label'>{e.label}</Text>
            <Text className='credits-details__entry-desc'>{e.desc}</Text>
          </View>
        ))}
      </View>

      <View className='credits-details__section'>
        <View className='credits-details__section-head'>
          <Text className='credits-details__section-title'>最近变动</Text>
          <Text className='credits-details__section-more' onClick={() => void openRoute('credits-record')}>
            全部记录 ›
          </Text>
        </View>
        {recent.loading && !recent.data ? <StateView status='loading' compact /> : null}
        {recent.error ? <StateView status='error' compact message={recent.error} actionText='重新加载' onAction={recent.reload} /> : null}
        {recent.data && recent.data.list.length === 0 ? <StateView status='empty' compact message='还没有积分变动，签到领取第一笔积分吧' /> : null}
        {recent.data?.list.slice(0, 5).map((entry) => <LedgerItem key={entry.id} entry={entry} />)}
      </View>
    </View>
  )
}
