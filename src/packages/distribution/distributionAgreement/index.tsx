import PageShell from '@/components/PageShell'
import Agreement from '@/features/distribution/components/Agreement'

definePageConfig({ navigationBarTitleText: '推广服务协议' })

export default function DistributionAgreementPage() {
  return (
    <PageShell>
      <Agreement />
    </PageShell>
  )
}
