import PageShell from '@/components/PageShell'
import TierOrders from '@/features/distribution/components/TierOrders'

definePageConfig({ navigationBarTitleText: '推广订单', enablePullDownRefresh: true })

export default function OrderForGoodsPage() {
  return (
    <PageShell>
      <TierOrders tier={1} />
    </PageShell>
  )
}
