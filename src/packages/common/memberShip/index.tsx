import PageShell from '@/components/PageShell'
import MembershipAgreement from '@/features/vip/components/MembershipAgreement'

definePageConfig({ navigationBarTitleText: '会员服务协议', enableShareAppMessage: true, enableShareTimeline: true })

export default function MemberShipPage() {
  return (
    <PageShell>
      <MembershipAgreement />
    </PageShell>
  )
}
