import PageShell from '@/components/PageShell'
import AssessmentHome from '@/features/assessment/components/AssessmentHome'
import AssessmentShell from '@/features/assessment/components/AssessmentShell'

definePageConfig({ navigationBarTitleText: '心理测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentHomePage() {
  return (
    <PageShell>
      <AssessmentShell tab='home'>
        <AssessmentHome />
      </AssessmentShell>
    </PageShell>
  )
}
