import PageShell from '@/components/PageShell'
import Timeline from '@/features/punch/components/Timeline'

definePageConfig({ navigationBarTitleText: '打卡动态', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function PunchTimelinePage() {
  return (
    <PageShell>
      <Timeline />
    </PageShell>
  )
}
