import PageShell from '@/components/PageShell'
import ApplyForm from '@/features/distribution/components/ApplyForm'

definePageConfig({ navigationBarTitleText: '合伙人协议' })

export default function PartnerAgreementAddPage() {
  return (
    <PageShell>
      <ApplyForm />
    </PageShell>
  )
}
