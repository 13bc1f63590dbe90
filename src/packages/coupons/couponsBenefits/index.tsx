import PageShell from '@/components/PageShell'
import CouponsBenefits from '@/features/coupons/components/CouponsBenefits'

definePageConfig({ navigationBarTitleText: '优惠券权益', enableShareAppMessage: true, enableShareTimeline: true })

export default function CouponsBenefitsPage() {
  return (
    <PageShell>
      <CouponsBenefits />
    </PageShell>
  )
}
