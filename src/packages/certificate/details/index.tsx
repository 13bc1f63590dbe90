import PageShell from '@/components/PageShell'
import CertificateDetails from '@/features/certificate/components/CertificateDetails'

definePageConfig({ navigationBarTitleText: '证书详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function CertificateDetailsPage() {
  return (
    <PageShell>
      <CertificateDetails />
    </PageShell>
  )
}
