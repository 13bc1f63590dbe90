import PageShell from '@/components/PageShell'
import BookListDetail from '@/features/course/components/BookListDetail'

definePageConfig({ navigationBarTitleText: '书单详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function BookListDetailPage() {
  // `subjectId` of the legacy path is the book list's id.
  return (
    <PageShell>{(page) => <BookListDetail id={Number(page.params.subjectId ?? page.params.id)} />}</PageShell>
  )
}
