import PageShell from '@/components/PageShell'
import InteractionList from '@/features/upgc/components/InteractionList'

definePageConfig({ navigationBarTitleText: '互动消息', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function InteractionListPage() {
  return (
    <PageShell>
      <InteractionList />
    </PageShell>
  )
}
