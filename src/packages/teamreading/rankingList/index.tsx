import PageShell from '@/components/PageShell'
import Ranking from '@/features/teamreading/components/Ranking'

definePageConfig({ navigationBarTitleText: '共读排行榜', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function RankingPage() {
  return (
    <PageShell>
      <Ranking />
    </PageShell>
  )
}
