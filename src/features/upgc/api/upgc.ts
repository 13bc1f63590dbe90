// Community calls (docs/COMMUNITY.md, route group /upgc). The shapes are the server's contract
// (@contract/upgc). Feeds are cursor-paged; comments are paged by page number.
import type { Circle, Comment, CommunityStatus, CursorPage, LikeState, Post } from '@contract/upgc'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type { Circle, Comment, CommunityStatus, CursorPage, LikeState, Post }

/** Limits the server enforces (schemas.ts POST_TEXT_MAX, COMMENT_TEXT_MAX, POST_IMAGES_MAX). */
export const POST_TEXT_MAX = 2000
export const COMMENT_TEXT_MAX = 500
export const POST_IMAGES_MAX = 9
export const FEED_PAGE_SIZE = 15
/** Comments read per page: first-level comments and their replies come in writing order. */
export const COMMENT_PAGE_SIZE = 50

export type FeedKind = 'recommend' | 'following'

const quiet = { skipLoading: true }

export function listCircles(): Promise<Circle[]> {
  return get<Circle[]>('/upgc/circle/list', undefined, quiet)
}

export function getCircle(circleId: number): Promise<Circle> {
  return get<Circle>('/upgc/circle/detail', { circleId }, quiet)
}

export function joinCircle(circleId: number): Promise<Circle> {
  return post<Circle>('/upgc/circle/join', { circleId })
}

export function leaveCircle(circleId: number): Promise<Circle> {
  return post<Circle>('/upgc/circle/leave', { circleId })
}

export function myCircles(): Promise<Circle[]> {
  return get<Circle[]>('/upgc/circle/mine', undefined, quiet)
}

export function createPost(body: { circleId: number; text: string; images?: string[] }): Promise<Post> {
  return post<Post>('/upgc/post/create', body)
}

export function getPost(postId: number): Promise<Post> {
  return get<Post>('/upgc/post/detail', { postId }, quiet)
}

function feedQuery(cursor: string | null): Record<string, unknown> {
  return cursor ? { cursor, pageSize: FEED_PAGE_SIZE } : { pageSize: FEED_PAGE_SIZE }
}

export function getFeed(kind: FeedKind, cursor: string | null): Promise<CursorPage<Post>> {
  return get<CursorPage<Post>>(`/upgc/feed/${kind}`, feedQuery(cursor), quiet)
}

export function getCircleFeed(circleId: number, cursor: string | null): Promise<CursorPage<Post>> {
  return get<CursorPage<Post>>('/upgc/feed/circle', { circleId, ...feedQuery(cursor) }, quiet)
}

export function listComments(postId: number, pageNum: number): Promise<PageOf<Comment>> {
  return getPage<PageOf<Comment>>('/upgc/comment/list', pageNum, { postId, pageSize: COMMENT_PAGE_SIZE }, quiet)
}

export function createComment(body: { postId: number; parentId?: number; text: string }): Promise<Comment> {
  return post<Comment>('/upgc/comment/create', body)
}

/** Like or unlike; silent so the caller rolls back and shows its own toast. */
export function setLike(targetType: 'post' | 'comment', targetId: number, liked: boolean): Promise<LikeState> {
  return post<LikeState>(liked ? '/upgc/like' : '/upgc/unlike', { targetType, targetId }, { skipLoading: true, silent: true })
}
