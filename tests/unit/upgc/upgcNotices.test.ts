// 互动消息's wording and reading rules, and the announcement that drops a deleted post from
// every list showing it.
import type { Notice } from '@contract/upgc'
import { announcePostRemoved, onPostRemoved } from '@/features/upgc/utils/postEvents'
import { noticeAction, noticeTarget, readUpTo, tabGroup, tabUnread } from '@/features/upgc/utils/notices'

const notice = (over: Partial<Notice>): Notice => ({
  id: 'post_like:1:2',
  kind: 'post_like',
  group: 'like',
  actor: { id: 2, nickname: '小林', avatar: '' },
  postId: 1,
  commentId: null,
  text: '',
  target: '我的动态',
  read: false,
  createdAt: 1000,
  ...over,
})

test('each kind of notice says what happened', () => {
  expect(noticeAction('post_like')).toBe('赞了你的动态')
  expect(noticeAction('comment_like')).toBe('赞了你的评论')
  expect(noticeAction('post_comment')).toBe('评论了你的动态')
  expect(noticeAction('comment_reply')).toBe('回复了你')
  expect(noticeAction('follow')).toBe('关注了你')
})

test('a notice opens its post, a follow opens the follower’s home', () => {
  expect(noticeTarget(notice({ postId: 7 }))).toEqual({ route: 'upgc-postDetail', query: { postId: 7 } })
  expect(noticeTarget(notice({ kind: 'follow', group: 'follow', postId: null, actor: { id: 9, nickname: '阿强', avatar: '' } }))).toEqual({
    route: 'upgc-dynamic',
    query: { userId: 9 },
  })
})

test('seeing a page marks read up to its newest notice; tabs count their own unread', () => {
  expect(readUpTo([notice({ createdAt: 5 }), notice({ createdAt: 9 }), notice({ createdAt: 7 })])).toBe(9)
  expect(readUpTo([])).toBeUndefined()
  expect(tabGroup('all')).toBeUndefined()
  expect(tabGroup('comment')).toBe('comment')
  const unread = { like: 2, comment: 1, follow: 0, total: 3 }
  expect([tabUnread(unread, 'all'), tabUnread(unread, 'like'), tabUnread(unread, 'follow'), tabUnread(undefined, 'all')]).toEqual([3, 2, 0, 0])
})

test('a deleted post is announced to every list until it unsubscribes', () => {
  const a = jest.fn()
  const b = jest.fn()
  const offA = onPostRemoved(a)
  const offB = onPostRemoved(b)
  announcePostRemoved(42)
  offA()
  announcePostRemoved(43)
  offB()
  announcePostRemoved(44)
  expect(a.mock.calls).toEqual([[42]])
  expect(b.mock.calls).toEqual([[42], [43]])
})
