// 邀请好友 (inviteFriends, ?tab=customers|team): the invite poster, my customers (buyers bound to
// me: since when, until when, signed up through my link, their orders and my commission) and my
// team (promoters I brought in: their state, their customers, what I earned through them), paged.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Avatar from '@/components/Avatar'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed, formatDate } from '@/core/format'
import { getCustomers, getTeam, type Customer, type SubPromoter } from '@/features/distribution/api/distribution'
import { PROMOTER_TONE } from '@/features/distribution/utils/labels'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './InviteFriends.scss'

type Tab = 'customers' | 'team'

const PROMOTER_STATE_TEXT: Record<SubPromoter['status'], string> = { pending: '审核中', active: '推广中', rejected: '未通过', suspended: '已暂停' }

function CustomerRow({ c }: { c: Customer }) {
  return (
    <View className='dist-people__row' data-testid='dist-customer' data-user-id={c.userId}>
      <Avatar src={c.avatar} name={c.nickname} size={40} />
      <View className='dist-people__body'>
        <View className='dist-people__line'>
          <Text className='dist-people__name'>{c.nickname}</Text>
          {c.newUser ? <Text className='dist-people__tag'>新用户</Text> : null}
        </View>
        <Text className='dist-people__sub'>
          {formatDate(c.boundAt)} 绑定 · {formatDate(c.expiresAt)} 到期
        </Text>
      </View>
      <View className='dist-people__figures'>
        <Text className='dist-people__money' data-testid='dist-customer-commission' data-fen={c.commissionFen}>
          ¥{fenToYuanFixed(c.commissionFen)}
        </Text>
        <Text className='dist-people__sub'>{c.orders}笔订单</Text>
      </View>
    </View>
  )
}

function TeamRow({ p }: { p: SubPromoter }) {
  return (
    <View className='dist-people__row' data-testid='dist-sub-promoter' data-user-id={p.userId}>
      <Avatar src={p.avatar} name={p.nickname} size={40} />
      <View className='dist-people__body'>
        <View className='dist-people__line'>
          <Text className='dist-people__name'>{p.nickname}</Text>
          <Text className={`dist-people__state dist-people__state--${PROMOTER_TONE[p.status]}`}>{PROMOTER_STATE_TEXT[p.status]}</Text>
        </View>
        <Text className='dist-people__sub'>
          {p.activatedAt ? `${formatDate(p.activatedAt)} 加入 · ` : ''}
          {p.customers}位客户
        </Text>
      </View>
      <View className='dist-people__figures'>
        <Text className='dist-people__money' data-fen={p.commissionFen}>
          ¥{fenToYuanFixed(p.commissionFen)}
        </Text>
        <Text className='dist-people__sub'>团队佣金</Text>
      </View>
    </View>
  )
}

function Customers() {
  const list = usePagedList(getCustomers)
  if (list.loading) return <StateView status='loading' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) return <StateView status='empty' message='还没有客户：好友通过你的链接或海报打开心栈后，会成为你的客户' />
  return (
    <View data-testid='dist-customers' data-total={list.total}>
      {list.items.map((c) => (
        <CustomerRow key={c.userId} c={c} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

function Team() {
  const list = usePagedList(getTeam)
  if (list.loading) return <StateView status='loading' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) return <StateView status='empty' message='还没有团队成员：你的客户申请成为推广达人后，会加入你的团队' />
  return (
    <View data-testid='dist-team' data-total={list.total}>
      {list.items.map((p) => (
        <TeamRow key={p.userId} p={p} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

export default function InviteFriends() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const [tab, setTab] = useState<Tab>(params.tab === 'team' ? 'team' : 'customers')
  if (!loggedIn) return <LoginRequired message='登录后查看你的客户和团队' />

  return (
    <View className='dist-people' data-testid='dist-invite'>
      <View className='dist-people__invite'>
        <View className='dist-people__invite-text'>
          <Text className='dist-people__invite-title'>邀请好友</Text>
          <Text className='dist-people__invite-sub'>好友扫码或打开你的链接后成为你的客户；客户成为推广达人后加入你的团队</Text>
        </View>
        <TapButton size='small' variant='gold' onClick={() => openDist(DIST.poster)} testId='invite-poster'>
          邀请海报
        </TapButton>
      </View>
      <SegmentTabs<Tab>
        tabs={[
          { key: 'customers', label: '我的客户' },
          { key: 'team', label: '我的团队' },
        ]}
        active={tab}
        onChange={setTab}
        testIdPrefix='invite-tab'
        sticky
      />
      <View className='dist-people__list'>{tab === 'customers' ? <Customers /> : <Team />}</View>
    </View>
  )
}
