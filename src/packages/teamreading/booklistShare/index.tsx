import PageShell from '@/components/PageShell'
import SharedBookList from '@/features/teamreading/components/SharedBookList'

definePageConfig({ navigationBarTitleText: '书单分享', enableShareAppMessage: true, enableShareTimeline: true })

export default function BooklistSharePage() {
  return <PageShell>{({ params }) => <SharedBookList source={{ kind: 'list', bookListId: Number(params.bookListId) }} />}</PageShell>
}
