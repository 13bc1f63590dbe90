import PageShell from '@/components/PageShell'
import OrderPay from '@/features/order/components/OrderPay'

definePageConfig({ navigationBarTitleText: '确认订单', enableShareAppMessage: true, enableShareTimeline: true })

export default function OrderPayPage() {
  return (
    <PageShell>
      <OrderPay />
    </PageShell>
  )
}
