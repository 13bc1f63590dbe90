// A cursor-paged feed (docs/COMMUNITY.md "Feeds: cursor paging"): the first page on mount and
// when `deps` change, the next page from the server's `nextCursor` on reaching the bottom, a
// reload for pull-down, and in-place updates of one post (a like).
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CursorPage } from '@/features/upgc/api/upgc'
import { appendUnique } from '@/features/upgc/utils/feed'
import { describeError } from '@/core/request/client'

export interface CursorFeed<T> {
  items: T[]
  loading: boolean
  loadingMore: boolean
  hasMore: boolean
  error: string
  moreError: string
  reload: () => void
  loadMore: () => void
  patch: (id: number, change: Partial<T>) => void
}

/**
 * `active: false` keeps the list but ignores the page bottom (a hidden tab); `enabled: false`
 * loads nothing (a visitor on a login-only feed).
 */
export function useCursorFeed<T extends { id: number }>(
  load: (cursor: string | null) => Promise<CursorPage<T>>,
  deps: unknown[] = [],
  { enabled = true, active = true }: { enabled?: boolean; active?: boolean } = {},
): CursorFeed<T> {
  const [items, setItems] = useState<T[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [hasMore, setHasMore] = useState(false)
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState('')
  const [moreError, setMoreError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const busy = useRef(false)
  const loadRef = useRef(load)
  loadRef.current = load

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
      .then((page) => {
        if (id !== seq.current) return
        setItems(appendUnique([], page.list))
        setCursor(page.nextCursor)
        setHasMore(page.hasMore && !!page.nextCursor)
      })
      .catch((e) => {
        if (id !== seq.current) return
        setItems([])
        setHasMore(false)
        setError(describeError(e))
      })
      .finally(() => {
        if (id !== seq.current) return
        busy.current = false
        setLoading(false)
      })
  }, [enabled, attempt, ...deps])

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || !cursor || !enabled) return
    const id = seq.current
    busy.current = true
    setLoadingMore(true)
    setMoreError('')
    loadRef
      .current(cursor)
      .then((page) => {
        if (id !== seq.current) return
        setItems((prev) => appendUnique(prev, page.list))
        setCursor(page.nextCursor)
        setHasMore(page.hasMore && !!page.nextCursor)
      })
      .catch((e) => {
        if (id === seq.current) setMoreError(describeError(e))
      })
      .finally(() => {
        if (id !== seq.current) return
        busy.current = false
        setLoadingMore(false)
      })
  }, [enabled, hasMore, cursor])

  useReachBottom(() => {
    if (active && !moreError) loadMore()
  })

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const patch = useCallback((id: number, change: Partial<T>) => {
    setItems((prev) => (prev.some((item) => item.id === id) ? prev.map((item) => (item.id === id ? { ...item, ...change } : item)) : prev))
  }, [])

  return { items, loading, loadingMore, hasMore, error, moreError, reload, loadMore, patch }
}
