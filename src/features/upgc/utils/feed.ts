// Pure helpers of the community lists: merging cursor pages without duplicates, comment threads,
// post times; the optimistic like is core/like.ts, re-exported here.
import type { Comment } from '@/features/upgc/api/upgc'
import { formatDate } from '@/core/format'

interface WithId {
  id: number
}

/**
 * Appends the posts of a next page that are not shown yet. The server's cursor already keeps new
 * posts from shifting pages; this only guards against an answer that repeats one (a retried page).
 */
export function appendUnique<T extends WithId>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((p) => p.id))
  const fresh = page.filter((p) => {
    if (seen.has(p.id)) return false
    seen.add(p.id)
    return true
  })
  return fresh.length ? [...shown, ...fresh] : shown
}

// The optimistic like lives in core (the punch-in timeline has hearts too).
export { flipLike, toggleLike, type LikeDeps } from '@/core/like'

export interface CommentThread {
  comment: Comment
  replies: Comment[]
}

/**
 * Comments as shown: first-level comments in writing order, each with its replies under it.
 * A reply whose first-level comment is not in the list (deleted) is shown on its own.
 */
export function threadComments(comments: Comment[]): CommentThread[] {
  const threads: CommentThread[] = []
  const byId = new Map<number, CommentThread>()
  const seen = new Set<number>()
  for (const c of comments) {
    if (seen.has(c.id)) continue
    seen.add(c.id)
    if (c.parentId === null) {
      const t = { comment: c, replies: [] as Comment[] }
      byId.set(c.id, t)
      threads.push(t)
      continue
    }
    const parent = byId.get(c.parentId)
    if (parent) parent.replies.push(c)
    else threads.push({ comment: c, replies: [] })
  }
  return threads
}

/** Relative time as the community shows it: 刚刚, N分钟前, N小时前, then the date. */
export function postTime(epochMs: number, now: number = Date.now()): string {
  const diff = Math.max(0, now - epochMs)
  if (diff < 60_000) return '刚刚'
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}分钟前`
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)}小时前`
  const date = formatDate(epochMs)
  // This year's posts drop the year: 03-01.
  return new Date(epochMs).getFullYear() === new Date(now).getFullYear() ? date.slice(5) : date
}
