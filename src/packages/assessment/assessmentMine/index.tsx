import PageShell from '@/components/PageShell'
import LoginGate from '@/features/assessment/components/LoginGate'
import MineList from '@/features/assessment/components/MineList'

definePageConfig({ navigationBarTitleText: '测评记录', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentMinePage() {
  return (
    <PageShell>
      <LoginGate message='登录后查看你的测评记录'>
        <MineList />
      </LoginGate>
    </PageShell>
  )
}
