import PageShell from '@/components/PageShell'
import RemoveTeammates from '@/features/teamreading/components/RemoveTeammates'

definePageConfig({ navigationBarTitleText: '移除队友', enableShareAppMessage: true, enableShareTimeline: true })

export default function RemoveTeammatesPage() {
  return (
    <PageShell>
      <RemoveTeammates />
    </PageShell>
  )
}
