// Where the new-user gift banner goes on the pay home, mini-program variant: bundled with the
// home page (the mini-program loads no code on demand). Same export as BeginnerSlot.tsx.
import { useCurrentUser } from '@/components/session/useCurrentUser'
import BeginnerBanner from '@/features/vip/components/BeginnerBanner'

export default function BeginnerSlot() {
  const { loggedIn } = useCurrentUser()
  return loggedIn ? <BeginnerBanner /> : null
}
