import PageShell from '@/components/PageShell'
import TeamBookList from '@/features/teamreading/components/TeamBookList'

definePageConfig({ navigationBarTitleText: '战队书单', enableShareAppMessage: true, enableShareTimeline: true })

export default function TeamBookListPage() {
  return (
    <PageShell>
      <TeamBookList />
    </PageShell>
  )
}
