import PageShell from '@/components/PageShell'
import ProgrammeIntro from '@/features/credentials/components/ProgrammeIntro'

definePageConfig({ navigationBarTitleText: '心理咨询师认证', enableShareAppMessage: true, enableShareTimeline: true })

export default function CredentialsIndexPage() {
  return (
    <PageShell>
      {(page) => <ProgrammeIntro programme='counsellor' source={{ inviteCode: page.params.inviteCode, sourceName: page.params.sourceName }} />}
    </PageShell>
  )
}
