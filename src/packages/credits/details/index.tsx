import PageShell from '@/components/PageShell'
import CreditsDetails from '@/features/credits/components/CreditsDetails'

definePageConfig({ navigationBarTitleText: '积分明细', enableShareAppMessage: true, enableShareTimeline: true })

export default function CreditsDetailsPage() {
  return (
    <PageShell>
      <CreditsDetails />
    </PageShell>
  )
}
