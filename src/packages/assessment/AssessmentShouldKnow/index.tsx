import PageShell from '@/components/PageShell'
import ShouldKnow from '@/features/assessment/components/ShouldKnow'

definePageConfig({ navigationBarTitleText: '测评须知', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentShouldKnowPage() {
  return <PageShell miniPlayer={false}>{(page) => <ShouldKnow assessmentId={Number(page.params.id)} />}</PageShell>
}
