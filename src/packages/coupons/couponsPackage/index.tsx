import PageShell from '@/components/PageShell'
import CouponsPackage from '@/features/coupons/components/CouponsPackage'

definePageConfig({ navigationBarTitleText: '我的优惠券', enableShareAppMessage: true, enableShareTimeline: true })

export default function CouponsPackagePage() {
  return (
    <PageShell>
      <CouponsPackage />
    </PageShell>
  )
}
