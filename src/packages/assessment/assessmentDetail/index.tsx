import PageShell from '@/components/PageShell'
import AssessmentDetail from '@/features/assessment/components/AssessmentDetail'

definePageConfig({ navigationBarTitleText: '测评详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentDetailPage() {
  return <PageShell>{(page) => <AssessmentDetail id={Number(page.params.id) || 0} />}</PageShell>
}
