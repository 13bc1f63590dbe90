// 推广指南 (public): how the programme works, every figure from the server's settings — who may
// promote, how long a link binds a buyer, the two tiers and the highest rates, the refund window
// before commission settles, the levels — and the way to apply.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { getGuide } from '@/features/distribution/api/distribution'
import LevelList from '@/features/distribution/components/LevelList'
import { guideSteps } from '@/features/distribution/utils/explain'
import { rateText } from '@/features/distribution/utils/labels'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './Guide.scss'

export default function Guide() {
  const guide = useRequest(getGuide)
  const g = guide.data
  if (guide.loading && !g) return <StateView status='loading' />
  if (!g) return <StateView status='error' message={guide.error || '推广指南加载失败'} actionText='重新加载' onAction={guide.reload} />

  return (
    <View className='dist-guide' data-testid='dist-guide'>
      <View className='dist-guide__hero'>
        <Text className='dist-guide__title'>分享好内容，赚取推广佣金</Text>
        <View className='dist-guide__facts'>
          <View className='dist-guide__fact'>
            <Text className='dist-guide__fact-value' data-testid='guide-tier1' data-value={g.maxTier1RateBp}>
              {rateText(g.maxTier1RateBp)}
            </Text>
            <Text className='dist-guide__fact-label'>直推佣金最高</Text>
          </View>
          <View className='dist-guide__fact'>
            <Text className='dist-guide__fact-value' data-testid='guide-tier2' data-value={g.maxTier2RateBp}>
              {rateText(g.maxTier2RateBp)}
            </Text>
            <Text className='dist-guide__fact-label'>团队佣金最高</Text>
          </View>
          <View className='dist-guide__fact'>
            <Text className='dist-guide__fact-value' data-testid='guide-products' data-value={g.products}>
              {g.products}
            </Text>
            <Text className='dist-guide__fact-label'>推广商品</Text>
          </View>
        </View>
      </View>

      <View className='dist-guide__panel'>
        <Text className='dist-guide__heading'>怎样推广</Text>
        {guideSteps(g).map((step, i) => (
          <View key={step.title} className='dist-guide__step' data-testid='guide-step'>
            <Text className='dist-guide__no'>{i + 1}</Text>
            <View className='dist-guide__step-body'>
              <Text className='dist-guide__step-title'>{step.title}</Text>
              <Text className='dist-guide__step-text'>{step.text}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className='dist-guide__panel'>
        <Text className='dist-guide__heading'>规则</Text>
        <View className='dist-guide__rules' data-testid='guide-rules'>
          <Text>· 绑定有效期 {g.bindDays} 天；好友已与其他推广达人绑定且仍在有效期内的，不会改绑</Text>
          <Text>· 佣金最多两级：你的客户购买，你得直推佣金；你邀请的推广达人的客户购买，你得团队佣金</Text>
          <Text>· 按比例的佣金以买家实付金额计算（优惠券和积分抵扣的部分不计），不足1分的部分不计</Text>
          <Text>· 退款期 {g.refundWindowDays} 天：期内退款佣金扣回，结算后退款从可提现余额扣回</Text>
          <Text>· 不能绑定自己，自己购买不给自己产生佣金</Text>
        </View>
      </View>

      <View className='dist-guide__panel'>
        <Text className='dist-guide__heading'>达人等级</Text>
        <Text className='dist-guide__sub'>累计结算的直推销售额越高，等级越高，直推佣金比例越高</Text>
        <LevelList levels={g.levels} />
      </View>

      <View className='dist-guide__apply'>
        {g.enabled ? (
          <TapButton block onClick={() => openDist(DIST.agreement)} testId='guide-apply'>
            申请成为推广达人
          </TapButton>
        ) : (
          <Text className='dist-guide__closed'>推广计划暂未开放，敬请期待</Text>
        )}
      </View>
    </View>
  )
}
