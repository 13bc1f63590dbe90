// A paged list (spec 7: pageNum/pageSize, the server answers hasMore): first page, pull-up for
// the next ones, reload, and the states a list shows (loading, empty, error, loading more).
import type { Page } from '@contract/core'
import { useCallback } from 'react'
import { useIncrementalList, type IncrementalList } from '@/components/hooks/useIncrementalList'

/** A page of a paged answer, as the server sends it. */
export type PageOf<T> = Page<T>

export interface PagedList<T> extends Omit<IncrementalList<T>, 'setItems'> {
  /** Replaces one item in place (e.g. after cancelling an order). */
  update: (match: (item: T) => boolean, next: T) => void
}

/**
 * Loads page 1 on mount and whenever `deps` change, the next page on pull-up (reaching the
 * bottom of the page). `enabled: false` waits (e.g. for login).
 */
export function usePagedList<T>(load: (pageNum: number) => Promise<PageOf<T>>, deps: unknown[] = [], enabled = true): PagedList<T> {
  const { setItems, ...list } = useIncrementalList<T, number>(
    async (key) => {
      const pageNum = key ?? 1
      const page = await load(pageNum)
      return { list: page.list, total: page.total, next: page.hasMore ? pageNum + 1 : null }
    },
    deps,
    { enabled },
  )
  const update = useCallback(
    (match: (item: T) => boolean, next: T) => setItems((prev) => prev.map((item) => (match(item) ? next : item))),
    [setItems],
  )
  return { ...list, update }
}
