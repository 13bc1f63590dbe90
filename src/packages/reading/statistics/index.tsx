import PageShell from '@/components/PageShell'
import Statistics from '@/features/reading/components/Statistics'

definePageConfig({ navigationBarTitleText: '签到统计', enablePullDownRefresh: true })

export default function ReadingStatisticsPage() {
  return (
    <PageShell>
      <Statistics />
    </PageShell>
  )
}
