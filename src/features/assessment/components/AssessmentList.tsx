// A paged list of assessment cards from GET /assessment/list (15 a page, pull-up for more,
// pull-down to refresh): serves category, assessmentAll, AssessmentHot, AssessmentFree, search.
import { View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { listAssessments } from '@/features/assessment/api/catalogue'
import type { AssessmentFilter } from '@/features/assessment/api/catalogue'
import AssessmentCard from '@/features/assessment/components/AssessmentCard'

export interface AssessmentListProps {
  filter: AssessmentFilter
  emptyText: string
  testId?: string
}

export default function AssessmentList({ filter, emptyText, testId }: AssessmentListProps) {
  const key = JSON.stringify(filter)
  const list = usePagedList((page) => listAssessments(page, filter), [key])
  usePullDownReload(list.reload, list.loading)

  return (
    <View className='assessment-list' data-testid={testId} data-total={list.total}>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message={emptyText} /> : null}
      {list.items.map((a) => (
        <AssessmentCard key={a.id} card={a} highlight={filter.q} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
