import PageShell from '@/components/PageShell'
import Guide from '@/features/distribution/components/Guide'

definePageConfig({ navigationBarTitleText: '推广指南', enableShareAppMessage: true, enableShareTimeline: true })

export default function DistributionGuidePage() {
  return (
    <PageShell>
      <Guide />
    </PageShell>
  )
}
