import PageShell from '@/components/PageShell'
import LinkToday from '@/features/distribution/components/LinkToday'

definePageConfig({ navigationBarTitleText: '今日推广数据', enablePullDownRefresh: true })

export default function LinkCountTodayPage() {
  return (
    <PageShell>
      <LinkToday />
    </PageShell>
  )
}
