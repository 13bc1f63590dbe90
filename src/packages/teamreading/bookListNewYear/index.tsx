import PageShell from '@/components/PageShell'
import SharedBookList from '@/features/teamreading/components/SharedBookList'

definePageConfig({ navigationBarTitleText: '新年书单', enableShareAppMessage: true, enableShareTimeline: true })

export default function BookListNewYearPage() {
  return <PageShell>{({ params }) => <SharedBookList source={{ kind: 'symbol', symbol: params.symbol ?? '', theme: 'newyear' }} />}</PageShell>
}
