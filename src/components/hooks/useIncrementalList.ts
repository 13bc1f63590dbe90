// A list that loads step by step, by page number or by cursor: the first step on mount and when
// `deps` change, the next one on reaching the page bottom, a reload, and the states a list shows
// (loading, empty, error, loading more, a failed next step). usePagedList and the community's
// cursor feeds are this with their own keys.
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '@/core/request/client'

/** One step of a list as loaded: its items and the key of the next step (null: nothing follows). */
export interface ListStep<T, K> {
  list: T[]
  next: K | null
  /** Items in the whole list, when the server says. */
  total?: number
}

export interface IncrementalList<T> {
  items: T[]
  total: number
  /** The first step is loading (nothing to show yet). */
  loading: boolean
  /** A next step is loading. */
  loadingMore: boolean
  hasMore: boolean
  /** The first step failed: show an error block with reload. */
  error: string
  /** A next step failed: the footer offers a retry. */
  moreError: string
  reload: () => void
  loadMore: () => void
  /** Changes the loaded items in place (one updated after a like or a cancelled order). */
  setItems: (change: (items: T[]) => T[]) => void
}

export interface IncrementalListOptions<T> {
  /** false: loads nothing yet (e.g. until login). */
  enabled?: boolean
  /** false: keeps the list but ignores the page bottom (a hidden tab). */
  active?: boolean
  /** How a loaded step joins the items (default: appended). */
  merge?: (items: T[], step: T[]) => T[]
}

const append = <T,>(items: T[], step: T[]) => [...items, ...step]

export function useIncrementalList<T, K>(
  load: (key: K | null) => Promise<ListStep<T, K>>,
  deps: unknown[] = [],
  { enabled = true, active = true, merge = append }: IncrementalListOptions<T> = {},
): IncrementalList<T> {
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [next, setNext] = useState<K | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState('')
  const [moreError, setMoreError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const busy = useRef(false)
  const loadRef = useRef(load)
  loadRef.current = load
  const mergeRef = useRef(merge)
  mergeRef.current = merge

  useEffect(() => {
    if (!enabled) {
      setLoading(false)
      return
    }
    const id = ++seq.current
    busy.current = true
    setLoading(true)
    setError('')
    setMoreError('')
    loadRef
      .current(null)
      .then((step) => {
        if (id !== seq.current) return
        setItems(mergeRef.current([], step.list))
        setTotal(step.total ?? 0)
        setNext(step.next)
      })
      .catch((e) => {
        if (id !== seq.current) return
        setItems([])
        setNext(null)
        setError(describeError(e))
      })
      .finally(() => {
        if (id !== seq.current) return
        busy.current = false
        setLoading(false)
      })
    // Reloads when the caller's deps change; `load` is read through a ref so a new closure alone does not reload.
  }, [enabled, attempt, ...deps])

  const loadMore = useCallback(() => {
    if (busy.current || next === null || !enabled) return
    const id = seq.current
    busy.current = true
    setLoadingMore(true)
    setMoreError('')
    loadRef
      .current(next)
      .then((step) => {
        if (id !== seq.current) return
        setItems((prev) => mergeRef.current(prev, step.list))
        if (step.total !== undefined) setTotal(step.total)
        setNext(step.next)
      })
      .catch((e) => {
        if (id === seq.current) setMoreError(describeError(e))
      })
      .finally(() => {
        if (id !== seq.current) return
        busy.current = false
        setLoadingMore(false)
      })
  }, [enabled, next])

  useReachBottom(() => {
    if (active && !moreError) loadMore()
  })

  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  return { items, total, loading, loadingMore, hasMore: next !== null, error, moreError, reload, loadMore, setItems }
}
