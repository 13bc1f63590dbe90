import PageShell from '@/components/PageShell'
import LearnRanking from '@/features/learn/components/LearnRanking'

definePageConfig({ navigationBarTitleText: '学习排行榜', enableShareAppMessage: true, enableShareTimeline: true, enablePullDownRefresh: true })

export default function LearnRankingPage() {
  return (
    <PageShell>
      <LearnRanking />
    </PageShell>
  )
}
