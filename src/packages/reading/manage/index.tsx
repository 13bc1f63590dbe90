import PageShell from '@/components/PageShell'
import Manage from '@/features/reading/components/Manage'

definePageConfig({ navigationBarTitleText: '读书会管理', enablePullDownRefresh: true })

export default function ReadingManagePage() {
  return (
    <PageShell>
      <Manage />
    </PageShell>
  )
}
