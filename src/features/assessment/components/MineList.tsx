// 测评记录 (assessmentMine, and the 我的 tab's first section): the assessments I started or
// finished, latest activity first, with 继续作答 for an open test and 查看报告 for the last report.
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/core/format'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { openRoute } from '@/components/navigation/navigate'
import { listMyAssessments } from '@/features/assessment/api/catalogue'
import type { MineItem } from '@/features/assessment/api/catalogue'
import AssessmentCard from '@/features/assessment/components/AssessmentCard'
import { openReport, resumeTake } from '@/features/assessment/utils/browseNav'
import './MyLists.scss'

function MineActions({ item }: { item: MineItem }) {
  const { assessment, unfinished, lastReport } = item
  return (
    <View className='my-lists__actions' data-testid={`assessment-mine-${assessment.id}`}>
      <Text className='my-lists__note'>
        {item.reports ? `${item.reports}份报告` : '未完成'} · {formatDate(item.updatedAt)}
      </Text>
      {lastReport ? (
        <Text
          className='my-lists__button my-lists__button--ghost'
          onClick={(e) => {
            e.stopPropagation()
            openReport(lastReport.id)
          }}
          data-testid={`assessment-mine-report-${assessment.id}`}
        >
          查看报告
        </Text>
      ) : null}
      {unfinished ? (
        <Text
          className='my-lists__button'
          onClick={(e) => {
            e.stopPropagation()
            resumeTake(assessment.id, unfinished.sessionId)
          }}
          data-testid={`assessment-mine-resume-${assessment.id}`}
        >
          继续作答（已答{unfinished.answered}题）
        </Text>
      ) : null}
    </View>
  )
}

export default function MineList() {
  const list = usePagedList(listMyAssessments)
  usePullDownReload(list.reload, list.loading)
  // Back from answering: the counts and the open test have changed.
  useOnReturn(list.reload)

  return (
    <View className='my-lists' data-testid='assessment-mine'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有做过测评' actionText='去测评' onAction={() => void openRoute('assessment-assessmentAll')} />
      ) : null}
      {list.items.map((m) => (
        <AssessmentCard key={m.assessment.id} card={m.assessment} extra={<MineActions item={m} />} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
