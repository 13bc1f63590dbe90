import PageShell from '@/components/PageShell'
import TierOrders from '@/features/distribution/components/TierOrders'

definePageConfig({ navigationBarTitleText: '推广商品', enablePullDownRefresh: true })

export default function DistributorGoodsPage() {
  return (
    <PageShell>
      <TierOrders tier={2} />
    </PageShell>
  )
}
