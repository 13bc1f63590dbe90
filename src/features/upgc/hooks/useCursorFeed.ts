// A cursor-paged feed (docs/COMMUNITY.md "Feeds: cursor paging"): the first page on mount and
// when `deps` change, the next page from the server's `nextCursor` on reaching the bottom, a
// reload for pull-down, and in-place updates of one post (a like).
import { useCallback } from 'react'
import { useIncrementalList, type IncrementalList } from '@/components/hooks/useIncrementalList'
import type { CursorPage } from '@/features/upgc/api/upgc'
import { appendUnique } from '@/features/upgc/utils/feed'

export interface CursorFeed<T> extends Omit<IncrementalList<T>, 'setItems' | 'total'> {
  /** Changes one post in place (a like), when it is loaded. */
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
  const { setItems, total: _total, ...feed } = useIncrementalList<T, string>(
    async (cursor) => {
      const page = await load(cursor)
      return { list: page.list, next: page.hasMore && page.nextCursor ? page.nextCursor : null }
    },
    deps,
    // A page may repeat posts already shown (new ones arrived above): they are dropped.
    { enabled, active, merge: appendUnique },
  )
  const patch = useCallback(
    (id: number, change: Partial<T>) =>
      setItems((prev) => (prev.some((item) => item.id === id) ? prev.map((item) => (item.id === id ? { ...item, ...change } : item)) : prev)),
    [setItems],
  )
  return { ...feed, patch }
}
