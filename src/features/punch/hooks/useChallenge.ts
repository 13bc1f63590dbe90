// The challenge a page is about (?challengeId=) with the caller's status, reloaded when the page
// is shown again (back from punching, the calendar or the messages).
import { usePageRoute } from '@/components/PageShell/context'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getChallenge } from '@/features/punch/api/punch'
import { challengeIdOf } from '@/features/punch/utils/nav'

export function useChallenge() {
  const { params } = usePageRoute()
  const challengeId = challengeIdOf(params)
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getChallenge(challengeId ?? 0), [challengeId, loggedIn], loggedIn && challengeId !== null)
  useOnReturn(request.reload)
  return { challengeId, loggedIn, inviteCode: params.inviteCode, params, request }
}
