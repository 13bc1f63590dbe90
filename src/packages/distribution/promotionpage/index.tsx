import PageShell from '@/components/PageShell'
import PromotionPage from '@/features/distribution/components/PromotionPage'

definePageConfig({ navigationBarTitleText: '推广中心', enablePullDownRefresh: true })

export default function PromotionPagePage() {
  return (
    <PageShell>
      <PromotionPage />
    </PageShell>
  )
}
