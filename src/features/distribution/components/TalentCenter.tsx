// 达人中心 (talentCenter): the promoter's overview — commission 待结算 / 已结算, the earnings account
// (可提现 with 去提现, 提现中, 累计提现), today's link figures, customers and sub-promoters, and
// every tool and record. A suspended promoter still sees their money; someone who never applied,
// or waits for review, sees where they stand and the way to apply.
import { Text, View } from '@tarojs/components'
import Avatar from '@/components/Avatar'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getCenter, type Center } from '@/features/distribution/api/distribution'
import EntryGrid, { type Entry } from '@/features/distribution/components/EntryGrid'
import Figures from '@/features/distribution/components/Figures'
import { JoinPanel } from '@/features/distribution/components/PromoterState'
import { copyText } from '@/features/distribution/utils/copy'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './TalentCenter.scss'

const TOOLS: Entry[] = [
  { page: DIST.hotList, label: '热推商品', mark: '热', testId: 'center-go-products' },
  { page: DIST.poster, label: '推广海报', mark: '报', testId: 'center-go-poster' },
  { page: DIST.invite, label: '邀请好友', mark: '邀', testId: 'center-go-invite' },
  { page: DIST.promotion, label: '推广中心', mark: '推', testId: 'center-go-promotion' },
]

const RECORDS: Entry[] = [
  { page: DIST.tier1, label: '推广订单', mark: '单', testId: 'center-go-orders' },
  { page: DIST.tier2, label: '团队订单', mark: '团', testId: 'center-go-team-orders' },
  { page: DIST.clearing, label: '结算中心', mark: '结', testId: 'center-go-clearing' },
  { page: DIST.ledger, label: '收支明细', mark: '账', testId: 'center-go-ledger' },
  { page: DIST.records, label: '提现记录', mark: '提', testId: 'center-go-records' },
  { page: DIST.equity, label: '权益中心', mark: '级', testId: 'center-go-equity' },
  { page: DIST.guide, label: '推广指南', mark: '南', testId: 'center-go-guide' },
]

function Overview({ center }: { center: Center }) {
  const { user } = useCurrentUser()
  const promoter = center.promoter!
  const active = promoter.status === 'active'
  const name = user?.nickname || promoter.realName

  return (
    <View className='dist-center' data-testid='dist-center' data-status={promoter.status}>
      <View className='dist-center__hero'>
        <View className='dist-center__who'>
          <Avatar src={user?.avatar} name={name} size={44} />
          <View className='dist-center__who-text'>
            <Text className='dist-center__name'>{name}</Text>
            <View className='dist-center__tags'>
              <Text className='dist-center__level' onClick={() => openDist(DIST.equity)} data-testid='center-level'>
                {promoter.level?.name ?? '推广达人'}
              </Text>
              {!active ? (
                <Text className='dist-center__suspended' data-testid='center-status'>
                  {promoter.statusText}
                </Text>
              ) : null}
            </View>
          </View>
          <Text className='dist-center__code' onClick={() => copyText(promoter.code, '推广码')} data-testid='center-code'>
            推广码 {promoter.code}
          </Text>
        </View>
        <Figures
          dark
          className='dist-center__commission'
          cells={[
            { label: '待结算佣金', value: center.commission.pendingFen, money: true, testId: 'center-pending', onClick: () => openDist(DIST.clearing) },
            { label: '已结算佣金', value: center.commission.settledFen, money: true, testId: 'center-settled', onClick: () => openDist(DIST.clearing) },
          ]}
        />
        <View className='dist-center__account'>
          <View className='dist-center__available'>
            <Text className='dist-center__available-label'>可提现（元）</Text>
            <Text className='dist-center__available-value' data-testid='center-available' data-value={center.account.availableFen}>
              {fenToYuanFixed(center.account.availableFen)}
            </Text>
            <Text className='dist-center__account-minor'>
              提现中 ¥{fenToYuanFixed(center.account.frozenFen)} · 累计提现 ¥{fenToYuanFixed(center.account.withdrawnFen)}
            </Text>
          </View>
          <TapButton variant='gold' size='small' onClick={() => openDist(DIST.cashOut)} testId='center-cash-out'>
            去提现
          </TapButton>
        </View>
      </View>

      {!active ? (
        <Text className='dist-center__notice' data-testid='center-notice'>
          {promoter.reviewNote ? `推广资格已暂停（${promoter.reviewNote}）。` : '推广资格已暂停。'}
          已获得的佣金照常结算，可以正常提现。
        </Text>
      ) : null}

      <View className='dist-center__panel' onClick={() => openDist(DIST.today)} data-testid='center-today'>
        <View className='dist-center__panel-head'>
          <Text className='dist-center__panel-title'>今日推广</Text>
          <Text className='dist-center__more'>详细数据 ›</Text>
        </View>
        <Figures
          cells={[
            { label: '访客', value: center.today.visits, testId: 'center-today-visits' },
            { label: '新绑定', value: center.today.bindings, testId: 'center-today-bindings' },
            { label: '订单', value: center.today.ordersPlaced, testId: 'center-today-orders' },
            { label: '佣金(元)', value: center.today.commissionFen, money: true, testId: 'center-today-commission' },
          ]}
        />
      </View>

      <View className='dist-center__panel dist-center__people'>
        <View className='dist-center__person' onClick={() => openDist(DIST.invite, { tab: 'customers' })} data-testid='center-customers' data-value={center.customers}>
          <Text className='dist-center__person-value'>{center.customers}</Text>
          <Text className='dist-center__person-label'>我的客户 ›</Text>
        </View>
        <View className='dist-center__person' onClick={() => openDist(DIST.invite, { tab: 'team' })} data-testid='center-team' data-value={center.subPromoters}>
          <Text className='dist-center__person-value'>{center.subPromoters}</Text>
          <Text className='dist-center__person-label'>我的团队 ›</Text>
        </View>
      </View>

      {active ? <EntryGrid title='推广工具' entries={TOOLS} /> : null}
      <EntryGrid title='我的收益' entries={RECORDS} />
    </View>
  )
}

export default function TalentCenter() {
  const { loggedIn } = useCurrentUser()
  const center = useRequest(getCenter, [loggedIn], loggedIn)
  usePullDownReload(center.reload, center.loading)
  // Back from 提现 or a record: the balances may have moved.
  useOnReturn(center.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的推广收益' />
  const data = center.data
  if (center.loading && !data) return <StateView status='loading' message='正在读取你的推广数据…' />
  if (!data) return <StateView status='error' message={center.error || '加载失败'} actionText='重新加载' onAction={center.reload} />
  const status = data.promoter?.status
  return status === 'active' || status === 'suspended' ? <Overview center={data} /> : <JoinPanel center={data} />
}
