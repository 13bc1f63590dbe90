import PageShell from '@/components/PageShell'
import AssessmentInvite from '@/features/assessment/components/AssessmentInvite'

definePageConfig({ navigationBarTitleText: '邀请好友测评', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentInvitePage() {
  return <PageShell>{(page) => <AssessmentInvite presetId={Number(page.params.id) || 0} />}</PageShell>
}
