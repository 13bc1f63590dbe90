import PageShell from '@/components/PageShell'
import PurchaseGoods from '@/features/distribution/components/PurchaseGoods'

definePageConfig({ navigationBarTitleText: '购买商品', enableShareAppMessage: true, enableShareTimeline: true })

export default function PurchaseGoodsPage() {
  return (
    <PageShell>
      <PurchaseGoods />
    </PageShell>
  )
}
