import PageShell from '@/components/PageShell'
import HotProducts from '@/features/distribution/components/HotProducts'

definePageConfig({ navigationBarTitleText: '热推商品', enablePullDownRefresh: true })

export default function HotProductsListPage() {
  return (
    <PageShell>
      <HotProducts />
    </PageShell>
  )
}
