import PageShell from '@/components/PageShell'
import LearnStatistics from '@/features/learn/components/LearnStatistics'

definePageConfig({ navigationBarTitleText: '学习统计', enableShareAppMessage: true, enableShareTimeline: true })

export default function LearnStatisticsPage() {
  return (
    <PageShell>
      <LearnStatistics />
    </PageShell>
  )
}
