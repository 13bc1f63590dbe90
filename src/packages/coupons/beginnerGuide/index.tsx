import PageShell from '@/components/PageShell'
import BeginnerGuide from '@/features/coupons/components/BeginnerGuide'

definePageConfig({ navigationBarTitleText: '新人礼包', enableShareAppMessage: true, enableShareTimeline: true })

export default function BeginnerGuidePage() {
  return (
    <PageShell>
      <BeginnerGuide />
    </PageShell>
  )
}
