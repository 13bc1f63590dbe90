import PageShell from '@/components/PageShell'
import TeamHome from '@/features/teamreading/components/TeamHome'

definePageConfig({ navigationBarTitleText: '组队共读', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function TeamHomePage() {
  return (
    <PageShell>
      <TeamHome />
    </PageShell>
  )
}
