import PageShell from '@/components/PageShell'
import MyReport from '@/features/reading/components/MyReport'

definePageConfig({ navigationBarTitleText: '我的报名' })

export default function ReadingMyReportPage() {
  return (
    <PageShell>
      <MyReport />
    </PageShell>
  )
}
