import PageShell from '@/components/PageShell'
import Ranking from '@/features/punch/components/Ranking'

definePageConfig({ navigationBarTitleText: '打卡排行榜', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function LearnPunchRankPage() {
  return (
    <PageShell>
      <Ranking listen />
    </PageShell>
  )
}
