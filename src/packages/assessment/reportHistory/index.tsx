import PageShell from '@/components/PageShell'
import LoginGate from '@/features/assessment/components/LoginGate'
import HistoryList from '@/features/assessment/components/HistoryList'

definePageConfig({ navigationBarTitleText: '历史报告', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function ReportHistoryPage() {
  return (
    <PageShell>
      <LoginGate message='登录后查看你的历史测评报告'>
        <HistoryList />
      </LoginGate>
    </PageShell>
  )
}
