import PageShell from '@/components/PageShell'
import SignupForm from '@/features/credentials/components/SignupForm'

definePageConfig({ navigationBarTitleText: '填写报名信息', enableShareAppMessage: true, enableShareTimeline: true })

export default function FamilyEducationSubmitPage() {
  return (
    <PageShell>
      {(page) => <SignupForm programme='familyEducation' source={{ inviteCode: page.params.inviteCode, sourceName: page.params.sourceName }} />}
    </PageShell>
  )
}
