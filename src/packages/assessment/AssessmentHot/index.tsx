import PageShell from '@/components/PageShell'
import AssessmentList from '@/features/assessment/components/AssessmentList'

definePageConfig({ navigationBarTitleText: '热门测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentHotPage() {
  return (
    <PageShell>
      <AssessmentList filter={{ hot: true }} emptyText='暂时没有热门测评' testId='assessment-hot-list' />
    </PageShell>
  )
}
