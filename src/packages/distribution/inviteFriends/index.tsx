import PageShell from '@/components/PageShell'
import InviteFriends from '@/features/distribution/components/InviteFriends'

definePageConfig({ navigationBarTitleText: '邀请好友' })

export default function InviteFriendsPage() {
  return (
    <PageShell>
      <InviteFriends />
    </PageShell>
  )
}
