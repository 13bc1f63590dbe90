import PageShell from '@/components/PageShell'
import Ranking from '@/features/punch/components/Ranking'

definePageConfig({ navigationBarTitleText: '打卡排行榜', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function PunchRankingPage() {
  return (
    <PageShell>
      <Ranking />
    </PageShell>
  )
}
