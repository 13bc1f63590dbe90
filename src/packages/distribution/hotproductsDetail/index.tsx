import PageShell from '@/components/PageShell'
import CategoryProducts from '@/features/distribution/components/CategoryProducts'

definePageConfig({ navigationBarTitleText: '商品详情', enablePullDownRefresh: true })

export default function HotProductsDetailPage() {
  return (
    <PageShell>
      <CategoryProducts />
    </PageShell>
  )
}
