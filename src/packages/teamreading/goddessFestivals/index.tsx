import PageShell from '@/components/PageShell'
import SharedBookList from '@/features/teamreading/components/SharedBookList'

definePageConfig({ navigationBarTitleText: '女神节书单', enableShareAppMessage: true, enableShareTimeline: true })

export default function GoddessFestivalsPage() {
  return <PageShell>{({ params }) => <SharedBookList source={{ kind: 'symbol', symbol: params.symbol ?? '', theme: 'goddess' }} />}</PageShell>
}
