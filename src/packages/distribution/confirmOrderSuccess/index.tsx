import PageShell from '@/components/PageShell'
import PurchaseSuccess from '@/features/distribution/components/PurchaseSuccess'
import { getOrderDetail } from '@/features/order/api/orders'

definePageConfig({ navigationBarTitleText: '下单成功' })

export default function ConfirmOrderSuccessPage() {
  return (
    <PageShell>
      <PurchaseSuccess loadOrder={getOrderDetail} />
    </PageShell>
  )
}
