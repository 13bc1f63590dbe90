import PageShell from '@/components/PageShell'
import RankingBookLists from '@/features/teamreading/components/RankingBookLists'

definePageConfig({ navigationBarTitleText: '排行书单', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function RankingBookListsPage() {
  return (
    <PageShell>
      <RankingBookLists />
    </PageShell>
  )
}
