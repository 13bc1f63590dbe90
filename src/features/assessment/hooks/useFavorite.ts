// The favourite toggle of one assessment: asks a visitor to log in, sends the wanted state
// (idempotent on the server), keeps the answered state, and says what happened.
import { useEffect, useState } from 'react'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { notifyError } from '@/components/feedback/notifyError'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { setAssessmentFavorite } from '@/features/assessment/api/catalogue'

export interface FavoriteToggle {
  favorite: boolean
  busy: boolean
  toggle: () => void
}

export function useFavorite(assessmentId: number, initial: boolean, onChange?: (favorite: boolean) => void): FavoriteToggle {
  const { loggedIn } = useCurrentUser()
  const [favorite, setFavorite] = useState(initial)
  const [busy, setBusy] = useState(false)
  // A reloaded detail (after login, after coming back) brings the server's state.
  useEffect(() => setFavorite(initial), [initial, assessmentId])

  const toggle = () => {
    if (busy) return
    if (!loggedIn) {
      promptLogin()
      return
    }
    setBusy(true)
    setAssessmentFavorite(assessmentId, !favorite)
      .then((result) => {
        setFavorite(result.favorite)
        toast(result.favorite ? '已收藏' : '已取消收藏')
        onChange?.(result.favorite)
      })
      .catch(notifyError)
      .finally(() => setBusy(false))
  }

  return { favorite, busy, toggle }
}
