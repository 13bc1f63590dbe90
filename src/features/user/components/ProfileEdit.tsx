// The edit page body: waits for the profile, then the form.
import LoginRequired from '@/components/session/LoginRequired'
import StateView from '@/components/StateView'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import ProfileEditForm from '@/features/user/components/ProfileEditForm'

export default function ProfileEdit() {
  const { user, loggedIn, error, reload } = useCurrentUser()
  if (!loggedIn) return <LoginRequired message='登录后即可编辑你的资料' />
  if (!user) {
    return error ? <StateView status='error' message={error} actionText='重新加载' onAction={reload} /> : <StateView status='loading' />
  }
  return <ProfileEditForm user={user} />
}
