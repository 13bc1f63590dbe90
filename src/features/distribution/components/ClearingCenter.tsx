// 结算中心 (clearingCenter): commission 待结算 / 已结算 / 已扣回 / 待付款, when the next commission
// settles and how much, the earnings account (可提现 with 去提现, 提现中, 累计提现), the refund-window
// rule in the server's figures, and the commissions by state.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed, formatDateTime } from '@/core/format'
import { getClearing, type Clearing } from '@/features/distribution/api/distribution'
import CommissionList from '@/features/distribution/components/CommissionList'
import Figures from '@/features/distribution/components/Figures'
import { settlementRule } from '@/features/distribution/utils/explain'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './ClearingCenter.scss'

const TABS = [
  { key: 'pending' as const, label: '待结算' },
  { key: 'settled' as const, label: '已结算' },
  { key: 'reversed' as const, label: '已扣回' },
]

function Summary({ c }: { c: Clearing }) {
  return (
    <>
      <View className='dist-clearing__hero'>
        <Text className='dist-clearing__caption'>待结算佣金（元）</Text>
        <Text className='dist-clearing__pending' data-testid='clearing-pending' data-value={c.pendingFen}>
          {fenToYuanFixed(c.pendingFen)}
        </Text>
        <Text className='dist-clearing__next' data-testid='clearing-next' data-at={c.nextSettleAt ?? ''} data-fen={c.nextSettleFen}>
          {c.nextSettleAt !== null ? `下次结算 ${formatDateTime(c.nextSettleAt)}，预计 ¥${fenToYuanFixed(c.nextSettleFen)}` : '暂无待结算的佣金'}
        </Text>
        <Figures
          dark
          className='dist-clearing__figures'
          cells={[
            { label: '已结算', value: c.settledFen, money: true, testId: 'clearing-settled' },
            { label: '已扣回', value: c.reversedFen, money: true, testId: 'clearing-reversed' },
            { label: '待付款', value: c.unpaidFen, money: true, testId: 'clearing-unpaid' },
          ]}
        />
      </View>
      <View className='dist-clearing__account'>
        <Figures
          className='dist-clearing__account-figures'
          cells={[
            { label: '可提现', value: c.availableFen, money: true, testId: 'clearing-available' },
            { label: '提现中', value: c.frozenFen, money: true, testId: 'clearing-frozen' },
            { label: '累计提现', value: c.withdrawnFen, money: true, testId: 'clearing-withdrawn' },
          ]}
        />
        <View className='dist-clearing__account-actions'>
          <TapButton size='small' variant='outline' onClick={() => openDist(DIST.ledger)} testId='clearing-ledger'>
            收支明细
          </TapButton>
          <TapButton size='small' onClick={() => openDist(DIST.cashOut)} testId='clearing-cash-out'>
            去提现
          </TapButton>
        </View>
      </View>
      <View className='dist-clearing__rule' data-testid='clearing-rule'>
        <Text className='dist-clearing__rule-title'>结算规则</Text>
        {settlementRule(c.refundWindowDays).map((line, i) => (
          <Text key={line} className='dist-clearing__rule-line'>
            {i + 1}. {line}
          </Text>
        ))}
      </View>
    </>
  )
}

export default function ClearingCenter() {
  const { loggedIn } = useCurrentUser()
  const clearing = useRequest(getClearing, [loggedIn], loggedIn)
  usePullDownReload(clearing.reload, clearing.loading)
  useOnReturn(clearing.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看佣金结算' />
  const data = clearing.data
  return (
    <View className='dist-clearing' data-testid='dist-clearing'>
      {clearing.loading && !data ? <StateView status='loading' compact /> : null}
      {!clearing.loading && !data ? <StateView status='error' compact message={clearing.error || '加载失败'} actionText='重新加载' onAction={clearing.reload} /> : null}
      {data ? <Summary c={data} /> : null}
      <CommissionList tabs={TABS} emptyText='这里还没有佣金' testIdPrefix='clearing-tab' />
    </View>
  )
}
