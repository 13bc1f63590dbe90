// 积分记录: every change of my credits, newest first, paged with pull-up.
import { View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getLedger } from '@/features/credits/api/credits'
import LedgerItem from '@/features/credits/components/LedgerItem'

export default function CreditsRecord() {
  const { loggedIn } = useCurrentUser()
  const list = usePagedList(getLedger, [], loggedIn)
  if (!loggedIn) return <LoginRequired message='登录后查看你的积分记录' />
  return (
    <View className='credits-record' data-testid='credits-record'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='还没有积分记录' /> : null}
      <View style={{ marginTop: '12px' }}>
        {list.items.map((entry) => (
          <LedgerItem key={entry.id} entry={entry} />
        ))}
      </View>
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
