// 权益中心: my level, my settled direct sales and how far the next level is (a progress bar), then
// every level with its bonus and benefits. Someone who is not a promoter sees the levels and the
// way to apply.
import { Text, View } from '@tarojs/components'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan, fenToYuanFixed } from '@/core/format'
import { getEquity } from '@/features/distribution/api/distribution'
import LevelList, { bonusText } from '@/features/distribution/components/LevelList'
import { levelProgress } from '@/features/distribution/utils/labels'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './EquityCenter.scss'

export default function EquityCenter() {
  const { loggedIn } = useCurrentUser()
  const equity = useRequest(getEquity, [loggedIn])
  const data = equity.data
  if (equity.loading && !data) return <StateView status='loading' />
  if (!data) return <StateView status='error' message={equity.error || '等级信息加载失败'} actionText='重新加载' onAction={equity.reload} />

  const sales = data.settledSalesFen
  const progress = sales === null ? null : levelProgress(sales, data.level, data.nextLevel)

  return (
    <View className='dist-equity' data-testid='dist-equity'>
      <View className='dist-equity__card' data-testid='equity-mine' data-level-id={data.level?.id ?? ''}>
        {sales === null || !progress ? (
          <>
            <Text className='dist-equity__caption'>达人等级</Text>
            <Text className='dist-equity__level'>成为推广达人后开始累计</Text>
            <TapButton variant='gold' size='small' onClick={() => openDist(DIST.agreement)} testId='equity-apply' className='dist-equity__apply'>
              申请成为推广达人
            </TapButton>
          </>
        ) : (
          <>
            <Text className='dist-equity__caption'>我的等级</Text>
            <Text className='dist-equity__level' data-testid='equity-level'>
              {data.level?.name ?? '暂无等级'}
            </Text>
            {data.level ? <Text className='dist-equity__bonus'>{bonusText(data.level)}</Text> : null}
            <Text className='dist-equity__sales' data-testid='equity-sales' data-fen={sales}>
              累计结算销售额 ¥{fenToYuanFixed(sales)}
            </Text>
            <ProgressBar value={progress.percent} testId='equity-progress' className='dist-equity__bar' />
            <Text className='dist-equity__next' data-testid='equity-next'>
              {data.nextLevel ? `再结算¥${fenToYuan(progress.remainingFen)}销售额升级为${data.nextLevel.name}` : '你已是最高等级'}
            </Text>
          </>
        )}
      </View>
      <View className='dist-equity__panel'>
        <Text className='dist-equity__heading'>等级权益</Text>
        <Text className='dist-equity__sub'>等级按累计结算的直推销售额计算（结算后退款的订单不计）</Text>
        <LevelList levels={data.levels} currentId={data.level?.id} />
      </View>
    </View>
  )
}
