import PageShell from '@/components/PageShell'
import OpenVip from '@/features/vip/components/OpenVip'

definePageConfig({ navigationBarTitleText: '开通会员', enableShareAppMessage: true, enableShareTimeline: true })

export default function OpenVipPage() {
  return (
    <PageShell>
      <OpenVip />
    </PageShell>
  )
}
