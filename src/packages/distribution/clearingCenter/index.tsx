import PageShell from '@/components/PageShell'
import ClearingCenter from '@/features/distribution/components/ClearingCenter'

definePageConfig({ navigationBarTitleText: '结算中心', enablePullDownRefresh: true })

export default function ClearingCenterPage() {
  return (
    <PageShell>
      <ClearingCenter />
    </PageShell>
  )
}
