// Renders its children for a logged-in user, the login prompt for a visitor (the children, and
// their requests, wait until login).
import type { ReactNode } from 'react'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'

export default function LoginGate({ message, children }: { message: string; children: ReactNode }) {
  const { loggedIn } = useCurrentUser()
  return loggedIn ? <>{children}</> : <LoginRequired message={message} />
}
