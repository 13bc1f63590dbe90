// 我的读书会 (login): my earnings from parties (settled so far, available to withdraw → 提现),
// the parties I organise (each with 管理, 统计 and 结算) and the ones I signed up for.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getMineSummary, listCreated, type PartyCard as Party } from '@/features/reading/api/reading'
import PartyCard from '@/features/reading/components/PartyCard'
import SignupList from '@/features/reading/components/SignupList'
import { openGetMoney, openPartyPage, type ReadingPage } from '@/features/reading/utils/nav'
import './MyCenter.scss'

type Tab = 'created' | 'joined'

function OrganiserLinks({ party }: { party: Party }) {
  const links: [ReadingPage, string][] = [
    ['reading-manage', '管理'],
    ['reading-statistics', '统计'],
    ['reading-settlement', '结算'],
  ]
  return (
    <View className='reading-mine__links'>
      {links.map(([page, label]) => (
        <Text
          key={page}
          className='reading-mine__link'
          onClick={(e) => {
            e.stopPropagation()
            openPartyPage(page, party.id)
          }}
          data-testid={`${page}-link`}
        >
          {label}
        </Text>
      ))}
    </View>
  )
}

function CreatedList() {
  const list = usePagedList(listCreated)
  useOnReturn(list.reload)
  if (list.loading) return <StateView status='loading' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) {
    return <StateView status='empty' message='还没有发起过读书会，发起一场和书友面对面聊聊吧' actionText='发起读书会' onAction={() => void openRoute('reading-creat')} />
  }
  return (
    <View data-testid='reading-created' data-count={list.items.length}>
      {list.items.map((party) => (
        <PartyCard key={party.id} party={party} onOpen={(p) => openPartyPage('reading-manage', p.id)} testId='reading-created-card' extra={<OrganiserLinks party={party} />} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

export default function MyCenter() {
  const { loggedIn } = useCurrentUser()
  const summary = useRequest(getMineSummary, [loggedIn], loggedIn)
  const [tab, setTab] = useState<Tab>('created')
  useOnReturn(summary.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看我的读书会' />
  const data = summary.data

  return (
    <View className='reading-mine' data-testid='reading-mycenter'>
      <View className='reading-mine__earnings' data-testid='reading-earnings' data-settled-fen={data?.settledFen ?? ''} data-available-fen={data?.earnings.availableFen ?? ''}>
        {summary.error && !data ? (
          <StateView status='error' compact message={summary.error} actionText='重新加载' onAction={summary.reload} />
        ) : (
          <>
            <Text className='reading-mine__caption'>读书会收入（已结算）</Text>
            <Text className='reading-mine__amount' data-testid='reading-settled'>
              ¥{data ? fenToYuanFixed(data.settledFen) : '--'}
            </Text>
            <View className='reading-mine__figures'>
              <Text>可提现 ¥{data ? fenToYuanFixed(data.earnings.availableFen) : '--'}</Text>
              <Text>提现中 ¥{data ? fenToYuanFixed(data.earnings.frozenFen) : '--'}</Text>
              <Text>已提现 ¥{data ? fenToYuanFixed(data.earnings.withdrawnFen) : '--'}</Text>
            </View>
            <TapButton variant='gold' size='small' onClick={openGetMoney} testId='reading-go-getmoney' className='reading-mine__withdraw'>
              去提现
            </TapButton>
          </>
        )}
      </View>
      <SegmentTabs<Tab>
        tabs={[
          { key: 'created', label: '我发起的', count: data?.createdCount },
          { key: 'joined', label: '我报名的', count: data?.signupCount },
        ]}
        active={tab}
        onChange={setTab}
        testIdPrefix='reading-mine-tab'
      />
      <View className='reading-mine__list'>{tab === 'created' ? <CreatedList /> : <SignupList />}</View>
    </View>
  )
}
