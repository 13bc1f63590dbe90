import PageShell from '@/components/PageShell'
import BookLists from '@/features/course/components/BookLists'

definePageConfig({ navigationBarTitleText: '书单', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function BookListPage() {
  return (
    <PageShell>
      <BookLists />
    </PageShell>
  )
}
