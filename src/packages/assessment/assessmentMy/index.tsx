import PageShell from '@/components/PageShell'
import AssessmentMy from '@/features/assessment/components/AssessmentMy'
import AssessmentShell from '@/features/assessment/components/AssessmentShell'

definePageConfig({ navigationBarTitleText: '我的测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentMyPage() {
  return (
    <PageShell>
      <AssessmentShell tab='my'>
        <AssessmentMy />
      </AssessmentShell>
    </PageShell>
  )
}
