import PageShell from '@/components/PageShell'
import OrderList from '@/features/order/components/OrderList'

definePageConfig({ navigationBarTitleText: '我的订单', enableShareAppMessage: true, enableShareTimeline: true })

export default function OrdersPage() {
  return (
    <PageShell>
      <OrderList />
    </PageShell>
  )
}
