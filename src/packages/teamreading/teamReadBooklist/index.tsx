import PageShell from '@/components/PageShell'
import ChooseBookList from '@/features/teamreading/components/ChooseBookList'

definePageConfig({ navigationBarTitleText: '共读书单', enableShareAppMessage: true, enableShareTimeline: true })

export default function ChooseBookListPage() {
  return (
    <PageShell>
      <ChooseBookList />
    </PageShell>
  )
}
