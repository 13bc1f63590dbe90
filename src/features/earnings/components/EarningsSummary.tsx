// The earnings account at a glance: 可提现 large, 待结算 / 提现中 / 累计提现 beside it, and what
// each of the four means behind 金额说明. Figures as the server has them (available may be below 0).
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fenToYuanFixed } from '@/core/format'
import type { Balances } from '@/features/earnings/api/earnings'
import './EarningsSummary.scss'

const MINOR: { key: Exclude<keyof Balances, 'availableFen'>; label: string }[] = [
  { key: 'pendingFen', label: '待结算' },
  { key: 'frozenFen', label: '提现中' },
  { key: 'withdrawnFen', label: '累计提现' },
]

const BUCKET_EXPLANATIONS: { label: string; text: string }[] = [
  { label: '待结算', text: '订单还在退款期内的收入，退款期结束后自动转为可提现' },
  { label: '可提现', text: '可以申请提现到微信零钱的金额' },
  { label: '提现中', text: '已申请提现、正在审核或转账的金额' },
  { label: '累计提现', text: '已转入微信零钱的金额（含手续费）' },
]

export interface EarningsSummaryProps {
  balances: Balances
}

export default function EarningsSummary({ balances }: EarningsSummaryProps) {
  const [explain, setExplain] = useState(false)
  return (
    <View className='earnings-summary' data-testid='earnings-summary'>
      <View className='earnings-summary__card'>
        <View className='earnings-summary__head'>
          <Text className='earnings-summary__label'>可提现（元）</Text>
          <Text className='earnings-summary__toggle' onClick={() => setExplain(!explain)} data-testid='earnings-explain-toggle'>
            {explain ? '收起说明' : '金额说明'}
          </Text>
        </View>
        <Text className='earnings-summary__available' data-testid='earnings-available'>
          {fenToYuanFixed(balances.availableFen)}
        </Text>
        <View className='earnings-summary__minor'>
          {MINOR.map((m) => (
            <View key={m.key} className='earnings-summary__cell'>
              <Text className='earnings-summary__cell-value' data-testid={`earnings-${m.key.replace('Fen', '')}`}>
                {fenToYuanFixed(balances[m.key])}
              </Text>
              <Text className='earnings-summary__cell-label'>{m.label}</Text>
            </View>
          ))}
        </View>
      </View>
      {balances.availableFen < 0 ? (
        <Text className='earnings-summary__negative' data-testid='earnings-negative'>
          有订单在提现后退款，扣回的收入超过了可提现余额；之后的收入会先补足这部分
        </Text>
      ) : null}
      {explain ? (
        <View className='earnings-summary__explain' data-testid='earnings-explain'>
          {BUCKET_EXPLANATIONS.map((e) => (
            <View key={e.label} className='earnings-summary__explain-row'>
              <Text className='earnings-summary__explain-label'>{e.label}</Text>
              <Text className='earnings-summary__explain-text'>{e.text}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}
