// Joining a challenge from its pages, with the invitation code of the link that opened them:
// one call at a time; `then` runs once the server has said yes (a refusal shows its message).
import { useState } from 'react'
import { toast } from '@/core/toast'
import { joinChallenge } from '@/features/punch/api/punch'

export function useJoin(inviteCode: string | undefined) {
  const [joining, setJoining] = useState(false)
  const join = (challengeId: number, joined: string, then: () => void) => {
    if (joining) return
    setJoining(true)
    joinChallenge(challengeId, inviteCode)
      .then(() => {
        toast(joined)
        then()
      })
      .catch(() => undefined)
      .finally(() => setJoining(false))
  }
  return { joining, join }
}
