import PageShell from '@/components/PageShell'
import MyTeams from '@/features/teamreading/components/MyTeams'

definePageConfig({ navigationBarTitleText: '我的战队', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function MyTeamsPage() {
  return (
    <PageShell>
      <MyTeams />
    </PageShell>
  )
}
