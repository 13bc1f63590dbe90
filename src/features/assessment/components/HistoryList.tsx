// 历史报告 (reportHistory, and the 我的 tab's second section): my reports, newest first. A report
// whose answers call for attention (PHQ-9 item 9 above 0) carries a 需要关注 marker; the
// headline is shown to its owner only, here, never sent anywhere else.
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/core/format'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { openRoute } from '@/components/navigation/navigate'
import { listReportHistory } from '@/features/assessment/api/catalogue'
import type { ReportItem } from '@/features/assessment/api/catalogue'
import { CoverBlock } from '@/features/assessment/components/AssessmentCard'
import { openReport } from '@/features/assessment/utils/browseNav'
import './MyLists.scss'

function ReportRow({ item }: { item: ReportItem }) {
  return (
    <View className='report-row' hoverClass='report-row--active' onClick={() => openReport(item.id)} data-testid={`report-item-${item.id}`} data-crisis={item.crisis ? 'true' : 'false'}>
      <CoverBlock color={item.coverColor} title={item.title} className='report-row__cover' />
      <View className='report-row__body'>
        <View className='report-row__head'>
          <Text className='report-row__title'>{item.title}</Text>
          {item.crisis ? <Text className='report-row__crisis'>需要关注</Text> : null}
          {item.locked ? <Text className='report-row__locked'>待解锁</Text> : null}
        </View>
        <Text className='report-row__headline'>{item.headline}</Text>
        <Text className='report-row__date'>{formatDate(item.createdAt)}</Text>
      </View>
      <Text className='report-row__arrow'>›</Text>
    </View>
  )
}

export default function HistoryList() {
  const list = usePagedList(listReportHistory)
  usePullDownReload(list.reload, list.loading)
  useOnReturn(list.reload)

  return (
    <View className='my-lists' data-testid='assessment-reports'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有测评报告，完成一次测评就会出现在这里' actionText='去测评' onAction={() => void openRoute('assessment-assessmentAll')} />
      ) : null}
      {list.items.map((r) => (
        <ReportRow key={r.id} item={r} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
