// A paged list (spec 7: pageNum/pageSize, the server answers hasMore): first page, pull-up for
// the next ones, reload, and the states a list shows (loading, empty, error, loading more).
import type { Page } from '@contract/core'
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '@/core/request/client'

/** A page of a paged answer, as the server sends it. */
export type PageOf<T> = Page<T>

export interface PagedList<T> {
  items: T[]
  total: number
  /** The first page is loading (nothing to show yet). */
  loading: boolean
  /** A next page is loading. */
  loadingMore: boolean
  hasMore: boolean
  /** The first page failed: show an error block with reload. */
  error: string
  /** A next page failed: the footer offers a retry. */
  moreError: string
  reload: () => void
  loadMore: () => void
  /** Replaces one item in place (e.g. after cancelling an order). */
  update: (match: (item: T) => boolean, next: T) => void
}

/**
 * Loads page 1 on mount and whenever `deps` change, the next page on pull-up (reaching the
 * bottom of the page). `enabled: false` waits (e.g. for login).
 */
export function usePagedList<T>(load: (pageNum: number) => Promise<PageOf<T>>, deps: unknown[] = [], enabled = true): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [pageNum, setPageNum] = useState(0)
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
      .current(1)
      .then((page) => {
        if (id !== seq.current) return
        setItems(page.list)
        setTotal(page.total)
        setPageNum(1)
        setHasMore(page.hasMore)
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
    // Reloads when the caller's deps change; `load` is read through a ref so a new closure alone does not reload.
  }, [enabled, attempt, ...deps])

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || !enabled) return
    const id = seq.current
    busy.current = true
    setLoadingMore(true)
    setMoreError('')
    loadRef
      .current(pageNum + 1)
      .then((page) => {
        if (id !== seq.current) return
        setItems((prev) => [...prev, ...page.list])
        setTotal(page.total)
        setPageNum(pageNum + 1)
        setHasMore(page.hasMore)
      })
      .catch((e) => {
        if (id === seq.current) setMoreError(describeError(e))
      })
      .finally(() => {
        if (id !== seq.current) return
        busy.current = false
        setLoadingMore(false)
      })
  }, [enabled, hasMore, pageNum])

  useReachBottom(() => {
    if (!moreError) loadMore()
  })

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const update = useCallback((match: (item: T) => boolean, next: T) => {
    setItems((prev) => prev.map((item) => (match(item) ? next : item)))
  }, [])

  return { items, total, loading, loadingMore, hasMore, error, moreError, reload, loadMore, update }
}
