// 提现记录 (/distribution/recordWithdrawal): every withdrawal, newest first, paged; pull down to
// refresh; 确认收款 and 撤销 on the ones that allow it.
import { View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { backToRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getWithdrawals } from '@/features/earnings/api/earnings'
import type { Withdrawal } from '@/features/earnings/api/earnings'
import WithdrawalCard from '@/features/earnings/components/WithdrawalCard'
import { useWithdrawalActions } from '@/features/earnings/hooks/useWithdrawalActions'
import { CASH_OUT_ROUTE } from '@/features/earnings/utils/labels'

export default function WithdrawalRecords() {
  const { loggedIn } = useCurrentUser()
  const list = usePagedList((page) => getWithdrawals(page), [], loggedIn)
  const replace = (next: Withdrawal) => list.update((w) => w.id === next.id, next)
  const actions = useWithdrawalActions(replace)
  usePullDownReload(list.reload, list.loading)
  // Back from a result page: a transfer may have finished meanwhile.
  useOnReturn(list.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的提现记录' />

  return (
    <View className='withdrawal-records' data-testid='withdrawal-records'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有提现记录' actionText='去提现' onAction={() => backToRoute(CASH_OUT_ROUTE)} />
      ) : null}
      {list.items.map((w) => (
        <WithdrawalCard key={w.id} withdrawal={w} onConfirm={(x) => void actions.confirm(x)} onCancel={actions.askCancel} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      {actions.elements}
    </View>
  )
}
