import PageShell from '@/components/PageShell'
import Detailed from '@/features/punch/components/Detailed'

definePageConfig({ navigationBarTitleText: '打卡详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function PunchDetailedPage() {
  return (
    <PageShell>
      <Detailed />
    </PageShell>
  )
}
