// The logged-in user for any page: reactive to login/logout, loads the profile when it is missing.
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { describeError } from '@/core/request/client'
import { tokenAtom, userInfoAtom } from '@/core/session/atoms'
import type { UserInfo } from '@/core/session/atoms'
import { fetchCurrentUser } from '@/components/session/userInfo'

export interface CurrentUser {
  user: UserInfo | null
  loggedIn: boolean
  /** The profile is being fetched. */
  loading: boolean
  /** Why the profile could not be loaded, in Chinese. */
  error: string
  reload: () => void
}

export function useCurrentUser(): CurrentUser {
  const token = useAtomValue(tokenAtom)
  const user = useAtomValue(userInfoAtom)
  const loggedIn = !!token && token.expiresAt > Date.now()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!loggedIn || user) return
    let cancelled = false
    setLoading(true)
    setError('')
    fetchCurrentUser()
      .catch((e) => {
        if (!cancelled) setError(describeError(e))
      })
      .finally(() => {
        if (!cancelled) setLoading(false)
      })
    return () => {
      cancelled = true
    }
  }, [loggedIn, user, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { user: loggedIn ? user : null, loggedIn, loading: loading && !user, error, reload }
}
