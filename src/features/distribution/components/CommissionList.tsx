// Commissions by state, paged: 推广订单 (tier 1, my customers' orders), 团队订单 (tier 2, orders
// through my sub-promoters, each naming the sub-promoter) and 结算中心's list (any tier).
import { View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { getCommissions, type CommissionStatus } from '@/features/distribution/api/distribution'
import CommissionCard from '@/features/distribution/components/CommissionCard'

export type CommissionTab = 'all' | CommissionStatus

export interface CommissionListProps {
  tier?: 1 | 2
  tabs: { key: CommissionTab; label: string }[]
  /** Said when a tab has nothing. */
  emptyText: string
  testIdPrefix: string
}

function Items({ tier, status, emptyText }: { tier?: 1 | 2; status: CommissionTab; emptyText: string }) {
  const list = usePagedList((pageNum) => getCommissions(pageNum, { tier, status: status === 'all' ? undefined : status }), [tier, status])
  usePullDownReload(list.reload, list.loading)
  useOnReturn(list.reload)
  if (list.loading) return <StateView status='loading' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) return <StateView status='empty' message={emptyText} />
  return (
    <View data-testid='dist-commissions' data-total={list.total}>
      {list.items.map((item) => (
        <CommissionCard key={item.id} item={item} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

export default function CommissionList({ tier, tabs, emptyText, testIdPrefix }: CommissionListProps) {
  const [status, setStatus] = useState<CommissionTab>(tabs[0].key)
  return (
    <View>
      <SegmentTabs<CommissionTab> tabs={tabs} active={status} onChange={setStatus} testIdPrefix={testIdPrefix} sticky />
      <View className='dist-commission-list'>
        <Items tier={tier} status={status} emptyText={emptyText} />
      </View>
    </View>
  )
}
