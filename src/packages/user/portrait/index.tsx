import PageShell from '@/components/PageShell'
import UserPortrait from '@/features/user/components/UserPortrait'

definePageConfig({ navigationBarTitleText: '我的资料', enableShareAppMessage: true, enableShareTimeline: true })

export default function PortraitPage() {
  return (
    <PageShell>
      <UserPortrait />
    </PageShell>
  )
}
