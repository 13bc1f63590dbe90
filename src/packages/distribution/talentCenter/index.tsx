import PageShell from '@/components/PageShell'
import TalentCenter from '@/features/distribution/components/TalentCenter'

definePageConfig({ navigationBarTitleText: '达人中心', enablePullDownRefresh: true })

export default function TalentCenterPage() {
  return (
    <PageShell>
      <TalentCenter />
    </PageShell>
  )
}
