// What changed on a post (a like, a comment) told to every list showing it: the feeds of pages
// kept alive below 动态详情, and the other tab of 社区, update their card without a reload.
import type { Post } from '@/features/upgc/api/upgc'

export type PostChange = Partial<Pick<Post, 'liked' | 'likeCount' | 'commentCount'>>
type Listener = (postId: number, change: PostChange) => void

const listeners = new Set<Listener>()

/** Subscribes; returns the unsubscribe. */
export function onPostChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function announcePostChange(postId: number, change: PostChange): void {
  listeners.forEach((listener) => listener(postId, change))
}
