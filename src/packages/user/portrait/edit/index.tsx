import PageShell from '@/components/PageShell'
import ProfileEdit from '@/features/user/components/ProfileEdit'

definePageConfig({ navigationBarTitleText: '编辑资料', enableShareAppMessage: true, enableShareTimeline: true })

export default function PortraitEditPage() {
  return (
    <PageShell>
      <ProfileEdit />
    </PageShell>
  )
}
