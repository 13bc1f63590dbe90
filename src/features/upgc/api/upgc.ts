// Community calls (docs/COMMUNITY.md, route group /upgc). The shapes are the server's contract
// (@contract/upgc). Feeds are cursor-paged; comments are paged by page number.
import type { BlockState, Circle, Comment, CommunityProfile, CommunityStatus, CommunityUser, CursorPage, FollowState, LikeState, Notice, NoticeGroup, NoticeUnread, Post, Relation } from '@contract/upgc'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type { Circle, Comment, CommunityStatus, CursorPage, LikeState, Post }
export type { CommunityProfile, CommunityUser, FollowState, Relation }

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

// ---- people: someone's home, follows, fans, block, report (the 个人主页 / 我的关注 / 我的粉丝 pages) ----

/** People per page of 我的关注 / 我的粉丝 (the server's relations answer up to 50 at once). */
export const PEOPLE_PAGE_SIZE = 20

/** Reasons offered when reporting someone or something (shared: src/core/report.ts). */
export { REPORT_REASONS } from '@/core/report'

export function getUserHome(userId: number): Promise<CommunityProfile> {
  return get<CommunityProfile>('/upgc/user/home', { userId }, quiet)
}

export function getUserFeed(userId: number, cursor: string | null): Promise<CursorPage<Post>> {
  return get<CursorPage<Post>>('/upgc/feed/user', { userId, ...feedQuery(cursor) }, quiet)
}

export function setFollow(userId: number, followed: boolean): Promise<FollowState> {
  return post<FollowState>(followed ? '/upgc/follow' : '/upgc/unfollow', { userId }, { skipLoading: true })
}

/** Whom `userId` follows (`kind` follows) or who follows them (fans), newest first. */
export function listPeople(kind: 'follows' | 'fans', userId: number, pageNum: number): Promise<PageOf<CommunityUser>> {
  return getPage<PageOf<CommunityUser>>(`/upgc/${kind}`, pageNum, { userId, pageSize: PEOPLE_PAGE_SIZE }, quiet)
}

/** My relation (I follow them, they follow me) to each of these people. */
export function getRelations(userIds: number[]): Promise<Relation[]> {
  return get<Relation[]>('/upgc/relations', { userIds: userIds.join(',') }, quiet)
}

export function setBlock(userId: number, blocked: boolean): Promise<BlockState> {
  return post<BlockState>(blocked ? '/upgc/block' : '/upgc/unblock', { userId })
}

export function reportUser(userId: number, reason: string): Promise<unknown> {
  return post<unknown>('/upgc/report', { targetType: 'user', targetId: userId, reason })
}

/** The post a shared link names, without a toast: its landing page says itself when it is gone. */
export function findPost(postId: number): Promise<Post> {
  return get<Post>('/upgc/post/detail', { postId }, { skipLoading: true, silent: true })
}

// ---- safety: deleting my own posts and comments, reporting (docs/COMMUNITY.md) ----

export function deletePost(postId: number): Promise<null> {
  return post<null>('/upgc/post/delete', { postId })
}

export function deleteComment(commentId: number): Promise<null> {
  return post<null>('/upgc/comment/delete', { commentId })
}

/** Reports a post or a comment with one of REPORT_REASONS. */
export function reportContent(targetType: 'post' | 'comment', targetId: number, reason: string): Promise<unknown> {
  return post<unknown>('/upgc/report', { targetType, targetId, reason })
}

// ---- notices (互动消息) ----

export type { Notice, NoticeGroup, NoticeUnread }

/** Notices per page of 互动消息. */
export const NOTICE_PAGE_SIZE = 20

/** Newest first; `group` narrows to 赞 / 评论 / 关注. */
export function listNotices(group: NoticeGroup | undefined, pageNum: number): Promise<PageOf<Notice>> {
  return getPage<PageOf<Notice>>('/upgc/notice/list', pageNum, { pageSize: NOTICE_PAGE_SIZE, ...(group ? { group } : {}) }, quiet)
}

/** Unread notices by group; silent (a badge, not worth a toast). */
export function getUnreadNotices(): Promise<NoticeUnread> {
  return get<NoticeUnread>('/upgc/notice/unread', undefined, { skipLoading: true, silent: true })
}

/** Marks one group (or all) read up to `until`, the newest notice shown; answers the unread counts left. */
export function markNoticesRead(group: NoticeGroup | undefined, until: number | undefined): Promise<NoticeUnread> {
  return post<NoticeUnread>('/upgc/notice/read', { ...(group ? { group } : {}), ...(until !== undefined ? { until } : {}) }, { skipLoading: true, silent: true })
}
