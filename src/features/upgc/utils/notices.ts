// What 互动消息 says about a notice, and what reading a page of them marks read.
import type { Notice, NoticeGroup, NoticeUnread } from '@/features/upgc/api/upgc'

export type NoticeTab = 'all' | NoticeGroup

export const NOTICE_TABS: { key: NoticeTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'like', label: '赞' },
  { key: 'comment', label: '评论' },
  { key: 'follow', label: '关注' },
]

const ACTION: Record<Notice['kind'], string> = {
  post_like: '赞了你的动态',
  comment_like: '赞了你的评论',
  post_comment: '评论了你的动态',
  comment_reply: '回复了你',
  follow: '关注了你',
}

export function noticeAction(kind: Notice['kind']): string {
  return ACTION[kind]
}

/** The group a tab reads (undefined: all of them). */
export function tabGroup(tab: NoticeTab): NoticeGroup | undefined {
  return tab === 'all' ? undefined : tab
}

/** Unread notices a tab shows. */
export function tabUnread(unread: NoticeUnread | undefined, tab: NoticeTab): number {
  if (!unread) return 0
  return tab === 'all' ? unread.total : unread[tab]
}

/** The newest time among notices shown: what seeing them marks read (undefined when none). */
export function readUpTo(notices: Notice[]): number | undefined {
  return notices.length ? Math.max(...notices.map((n) => n.createdAt)) : undefined
}

/** Where tapping a notice goes: the post it is about, or the person who followed. */
export function noticeTarget(notice: Notice): { route: 'upgc-postDetail'; query: { postId: number } } | { route: 'upgc-dynamic'; query: { userId: number } } {
  return notice.postId === null ? { route: 'upgc-dynamic', query: { userId: notice.actor.id } } : { route: 'upgc-postDetail', query: { postId: notice.postId } }
}
