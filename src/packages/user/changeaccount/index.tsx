import PageShell from '@/components/PageShell'
import ChangeAccount from '@/features/user/components/ChangeAccount'

definePageConfig({ navigationBarTitleText: '切换账号', enableShareAppMessage: true, enableShareTimeline: true })

export default function ChangeAccountPage() {
  return (
    <PageShell>
      <ChangeAccount />
    </PageShell>
  )
}
