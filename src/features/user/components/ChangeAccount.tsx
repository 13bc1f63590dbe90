import LoginRequired from '@/components/session/LoginRequired'
import StateView from '@/components/StateView'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import ChangeAccountForm from '@/features/user/components/ChangeAccountForm'

export default function ChangeAccount() {
  const { user, loggedIn, error, reload } = useCurrentUser()
  if (!loggedIn) return <LoginRequired message='登录后才能切换账号' />
  if (!user) {
    return error ? <StateView status='error' message={error} actionText='重新加载' onAction={reload} /> : <StateView status='loading' />
  }
  return <ChangeAccountForm user={user} />
}
