// Loads data for a page section: loading, data, a Chinese error and a reload, with stale answers dropped.
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError, isApiError } from '@/core/request/client'

export interface RequestState<T> {
  data: T | undefined
  loading: boolean
  /** describeError() of the last failure, '' when none. */
  error: string
  /** The failure was the server's answer (e.g. 课程不存在或已下架): reloading gives the same. */
  refused: boolean
  reload: () => void
}

/**
 * Runs `load` on mount and whenever `deps` change (and on reload()). Pass `enabled: false` to
 * wait (e.g. until the visitor is logged in).
 */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[] = [], enabled = true): RequestState<T> {
  const [data, setData] = useState<T | undefined>(undefined)
  const [loading, setLoading] = useState(enabled)
  const [error, setError] = useState('')
  const [refused, setRefused] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    if (!enabled) {
      setLoading(false)
      return
    }
    const id = ++seq.current
    setLoading(true)
    setError('')
    setRefused(false)
    loadRef
      .current()
      .then((value) => {
        if (id === seq.current) setData(value)
      })
      .catch((e) => {
        if (id !== seq.current) return
        setError(describeError(e))
        setRefused(isApiError(e) && e.kind === 'business')
      })
      .finally(() => {
        if (id === seq.current) setLoading(false)
      })
    // Reloads when the caller's deps change; `load` is read through a ref so a new closure alone does not reload.
  }, [enabled, attempt, ...deps])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, loading, error, refused, reload }
}
