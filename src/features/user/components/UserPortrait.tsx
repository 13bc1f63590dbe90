// My profile page body: visitor, loading, error and the profile itself.
import LoginRequired from '@/components/session/LoginRequired'
import StateView from '@/components/StateView'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import AccountShortcuts from '@/features/user/components/AccountShortcuts'
import ProfileCard from '@/features/user/components/ProfileCard'
import ProfileMenu from '@/features/user/components/ProfileMenu'

export default function UserPortrait() {
  const { user, loggedIn, error, reload } = useCurrentUser()
  if (!loggedIn) return <LoginRequired message='登录后查看和管理你的个人资料' />
  if (!user) {
    return error ? <StateView status='error' message={error} actionText='重新加载' onAction={reload} /> : <StateView status='loading' />
  }
  return (
    <>
      <ProfileCard user={user} />
      <AccountShortcuts user={user} />
      <ProfileMenu profileCompleted={user.profileCompleted} />
    </>
  )
}
