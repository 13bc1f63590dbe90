// 收支明细 (/distribution/incomeExpenditure, `?source=distribution|reading`): every movement of the
// earnings account, newest first, paged, by source — why, when, the signed amount and its bucket.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { usePageRoute } from '@/components/PageShell/context'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import { getLedger } from '@/features/earnings/api/earnings'
import type { LedgerFilter, LedgerRow } from '@/features/earnings/api/earnings'
import { ledgerMovement, ledgerRefText, signedYuan } from '@/features/earnings/utils/labels'
import './EarningsLedger.scss'

const TABS: { key: LedgerFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'distribution', label: '推广收益' },
  { key: 'reading', label: '读书会' },
]

const EMPTY: Record<LedgerFilter, string> = {
  all: '还没有收支记录，推广成交或读书会结算后会在这里看到',
  distribution: '还没有推广收益',
  reading: '还没有读书会收入',
}

function LedgerItem({ row }: { row: LedgerRow }) {
  const move = ledgerMovement(row)
  const ref = ledgerRefText(row)
  const sign = move.amountFen > 0 ? 'plus' : move.amountFen < 0 ? 'minus' : 'zero'
  return (
    <View className='ledger-item' data-testid='ledger-row' data-reason={row.reason} data-bucket={move.bucket}>
      <View className='ledger-item__text'>
        <Text className='ledger-item__reason' data-testid='ledger-row-reason'>
          {row.reasonText}
        </Text>
        <Text className='ledger-item__meta'>{formatDateTime(row.createdAt)}</Text>
        {ref ? <Text className='ledger-item__meta'>{ref}</Text> : null}
      </View>
      <View className='ledger-item__money'>
        <Text className={`ledger-item__amount ledger-item__amount--${sign}`} data-testid='ledger-row-amount'>
          {signedYuan(move.amountFen)}
        </Text>
        <Text className='ledger-item__bucket' data-testid='ledger-row-bucket'>
          {move.bucketText}
        </Text>
      </View>
    </View>
  )
}

export default function EarningsLedger() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const [filter, setFilter] = useState<LedgerFilter>(params.source === 'distribution' || params.source === 'reading' ? params.source : 'all')
  const list = usePagedList((page) => getLedger(page, filter), [filter], loggedIn)
  usePullDownReload(list.reload, list.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看你的收支明细' />

  return (
    <View className='earnings-ledger' data-testid='earnings-ledger'>
      <SegmentTabs tabs={TABS} active={filter} onChange={setFilter} testIdPrefix='ledger-tab' sticky />
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message={EMPTY[filter]} /> : null}
      {list.items.length ? (
        <View className='earnings-ledger__rows'>
          {list.items.map((row) => (
            <LedgerItem key={row.id} row={row} />
          ))}
        </View>
      ) : null}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
