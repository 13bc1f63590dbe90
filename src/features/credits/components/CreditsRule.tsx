// 积分规则 (public): how credits are earned, what they are worth, the fine print.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { getCreditRules } from '@/features/credits/api/credits'
import './CreditsRule.scss'

function capText(rule: { dailyCap: number | null; totalCap: number | null }): string {
  if (rule.dailyCap) return `每天${rule.dailyCap}次`
  if (rule.totalCap) return rule.totalCap === 1 ? '限1次' : `限${rule.totalCap}次`
  return ''
}

export default function CreditsRule() {
  const { data, loading, error, reload } = useRequest(getCreditRules)
  if (loading && !data) return <StateView status='loading' />
  if (error || !data) return <StateView status='error' message={error || '规则加载失败'} actionText='重新加载' onAction={reload} />
  const active = data.rules.filter((r) => r.active)
  return (
    <View className='credits-rule' data-testid='credits-rule'>
      <View className='credits-rule__card'>
        <Text className='credits-rule__title'>如何获得积分</Text>
        {active.length === 0 ? <Text className='credits-rule__p'>暂无进行中的积分活动</Text> : null}
        {active.map((rule) => (
          <View key={rule.action} className='credits-rule__rule' data-testid='credits-rule-item'>
            <View className='credits-rule__rule-text'>
              <Text className='credits-rule__rule-name'>{rule.name}</Text>
              <Text className='credits-rule__rule-desc'>{rule.description}</Text>
            </View>
            <View className='credits-rule__rule-points'>
              <Text className='credits-rule__points'>+{rule.points}</Text>
              <Text className='credits-rule__cap'>{capText(rule)}</Text>
            </View>
          </View>
        ))}
      </View>
      <View className='credits-rule__card'>
        <Text className='credits-rule__title'>如何使用积分</Text>
        <Text className='credits-rule__p'>
          · 下单抵现：1积分抵{data.fenPerPoint / 100}元，每笔订单最多抵扣使用优惠券后金额的{data.maxSharePercent}%。
        </Text>
        <Text className='credits-rule__p'>· 积分兑换：在“积分兑换”中兑换优惠券、会员体验卡和心栈周边。</Text>
      </View>
      {data.notes.length ? (
        <View className='credits-rule__card'>
          <Text className='credits-rule__title'>说明</Text>
          {data.notes.map((note) => (
            <Text key={note} className='credits-rule__p'>
              · {note}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}
