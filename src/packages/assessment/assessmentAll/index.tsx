import PageShell from '@/components/PageShell'
import AssessmentBrowser from '@/features/assessment/components/AssessmentBrowser'

definePageConfig({ navigationBarTitleText: '全部测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentAllPage() {
  return <PageShell>{(page) => <AssessmentBrowser access={page.params.access} />}</PageShell>
}
