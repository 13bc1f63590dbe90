import PageShell from '@/components/PageShell'
import ChooseCoupons from '@/features/coupons/components/ChooseCoupons'

definePageConfig({ navigationBarTitleText: '选择优惠券', enableShareAppMessage: true, enableShareTimeline: true })

export default function ChooseCouponsPage() {
  return (
    <PageShell>
      <ChooseCoupons />
    </PageShell>
  )
}
