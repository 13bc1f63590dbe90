import PageShell from '@/components/PageShell'
import CertificateList from '@/features/certificate/components/CertificateList'

definePageConfig({ navigationBarTitleText: '我的证书', enableShareAppMessage: true, enableShareTimeline: true })

export default function CertificateListPage() {
  return (
    <PageShell>
      <CertificateList />
    </PageShell>
  )
}
