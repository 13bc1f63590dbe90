// 推广订单 (orderforgoods, tier 1: my customers' orders) and 推广商品 (distributorgoods, tier 2:
// orders of my sub-promoters' customers), by state.
import { Text, View } from '@tarojs/components'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import CommissionList from '@/features/distribution/components/CommissionList'
import { COMMISSION_TABS } from '@/features/distribution/utils/labels'
import './TierOrders.scss'

const TIER = {
  1: {
    intro: '你的客户购买推广商品的订单。付款后佣金进入待结算，退款期结束后结算为可提现。',
    empty: '还没有推广订单：分享商品给好友，好友购买后订单会显示在这里',
  },
  2: {
    intro: '你团队成员的客户购买的订单，你获得团队佣金（二级），结算规则与直推佣金相同。',
    empty: '还没有团队订单：邀请好友成为推广达人，他们的客户购买后订单会显示在这里',
  },
} as const

export default function TierOrders({ tier }: { tier: 1 | 2 }) {
  const { loggedIn } = useCurrentUser()
  if (!loggedIn) return <LoginRequired message='登录后查看你的推广订单' />
  return (
    <View className='dist-tier' data-testid={`dist-tier${tier}`}>
      <Text className='dist-tier__intro'>{TIER[tier].intro}</Text>
      <CommissionList tier={tier} tabs={COMMISSION_TABS} emptyText={TIER[tier].empty} testIdPrefix='commission-tab' />
    </View>
  )
}
