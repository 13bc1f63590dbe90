import PageShell from '@/components/PageShell'
import PartyIndex from '@/features/reading/components/PartyIndex'

definePageConfig({ navigationBarTitleText: '读书会', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function ReadingPartyIndexPage() {
  return (
    <PageShell>
      <PartyIndex />
    </PageShell>
  )
}
