import PageShell from '@/components/PageShell'
import CreditsRecord from '@/features/credits/components/CreditsRecord'

definePageConfig({ navigationBarTitleText: '积分记录', enableShareAppMessage: true, enableShareTimeline: true })

export default function CreditsRecordPage() {
  return (
    <PageShell>
      <CreditsRecord />
    </PageShell>
  )
}
