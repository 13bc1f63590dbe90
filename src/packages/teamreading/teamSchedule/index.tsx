import PageShell from '@/components/PageShell'
import TeamSchedule from '@/features/teamreading/components/TeamSchedule'

definePageConfig({ navigationBarTitleText: '共读进度', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function TeamSchedulePage() {
  return (
    <PageShell>
      <TeamSchedule />
    </PageShell>
  )
}
