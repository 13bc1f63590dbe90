// A page a promoter's general link or code lands on (the home page: `/?inviteCode=<code>`, or the
// mini-program code's `scene=i=<code>`): the visit is counted for the promoter and the buyer is
// bound to them (now, or right after logging in on the page). Renders nothing.
import { usePageRoute } from '@/components/PageShell/context'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { useLinkBinding } from '@/features/distribution/hooks/useLinkBinding'
import { useLinkVisit } from '@/features/distribution/hooks/useLinkVisit'
import { landingLink } from '@/features/distribution/utils/landing'

export default function LinkLanding({ page }: { page: string }) {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const { code } = landingLink(params)
  useLinkVisit(code, page, !params.inviteCode)
  useLinkBinding(code, loggedIn)
  return null
}
