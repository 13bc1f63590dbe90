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

// A post deleted (by its author on 动态详情 or from a card's menu): every list drops its card.
type RemovedListener = (postId: number) => void
const removedListeners = new Set<RemovedListener>()

/** Subscribes to deleted posts; returns the unsubscribe. */
export function onPostRemoved(listener: RemovedListener): () => void {
  removedListeners.add(listener)
  return () => {
    removedListeners.delete(listener)
  }
}

export function announcePostRemoved(postId: number): void {
  removedListeners.forEach((listener) => listener(postId))
}
