import PageShell from '@/components/PageShell'
import ProgrammeIntro from '@/features/credentials/components/ProgrammeIntro'

definePageConfig({ navigationBarTitleText: '家庭教育指导师认证', enableShareAppMessage: true, enableShareTimeline: true })

export default function FamilyEducationIndexPage() {
  return (
    <PageShell>
      {(page) => <ProgrammeIntro programme='familyEducation' source={{ inviteCode: page.params.inviteCode, sourceName: page.params.sourceName }} />}
    </PageShell>
  )
}
