import PageShell from '@/components/PageShell'
import AssessmentList from '@/features/assessment/components/AssessmentList'

definePageConfig({ navigationBarTitleText: '免费测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentFreePage() {
  return (
    <PageShell>
      <AssessmentList filter={{ free: true }} emptyText='暂时没有免费测评' testId='assessment-free-list' />
    </PageShell>
  )
}
