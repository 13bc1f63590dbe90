import PageShell from '@/components/PageShell'
import FavoriteList from '@/features/assessment/components/FavoriteList'
import LoginGate from '@/features/assessment/components/LoginGate'

definePageConfig({ navigationBarTitleText: '我的收藏', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentCollectPage() {
  return (
    <PageShell>
      <LoginGate message='登录后查看你收藏的测评'>
        <FavoriteList />
      </LoginGate>
    </PageShell>
  )
}
