import PageShell from '@/components/PageShell'
import ReportPrivacy from '@/features/yearBill/components/ReportPrivacy'

definePageConfig({ navigationBarTitleText: '隐私说明', enableShareAppMessage: true, enableShareTimeline: true })

export default function ReportPrivacyPage() {
  return (
    <PageShell>
      <ReportPrivacy />
    </PageShell>
  )
}
