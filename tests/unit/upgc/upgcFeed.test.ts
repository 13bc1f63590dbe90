// The community client's logic: cursor pages merged without repeats, the optimistic like (at
// once, settled by the server, rolled back on failure), comment threads, the per-post draft.
import type { Comment, LikeState } from '@contract/upgc'
import { __resetStorage } from '../mocks/taro'
import { clearDraft, clearPostDraft, readDraft, readPostDraft, writeDraft, writePostDraft } from '@/features/upgc/utils/draft'
import { announcePostChange, onPostChange } from '@/features/upgc/utils/postEvents'
import { appendUnique, flipLike, postTime, threadComments, toggleLike } from '@/features/upgc/utils/feed'

beforeEach(() => __resetStorage())

test('a next page adds only posts not shown yet, in order', () => {
  const shown = [{ id: 9 }, { id: 8 }, { id: 7 }]
  expect(appendUnique(shown, [{ id: 7 }, { id: 6 }, { id: 5 }, { id: 6 }])).toEqual([{ id: 9 }, { id: 8 }, { id: 7 }, { id: 6 }, { id: 5 }])
  // Nothing new: the same array, so React does not re-render.
  expect(appendUnique(shown, [{ id: 8 }])).toBe(shown)
  expect(appendUnique([], [{ id: 1 }, { id: 1 }])).toEqual([{ id: 1 }])
})

test('a tap flips the like and its count, never below zero', () => {
  expect(flipLike({ liked: false, likeCount: 3 })).toEqual({ liked: true, likeCount: 4 })
  expect(flipLike({ liked: true, likeCount: 4 })).toEqual({ liked: false, likeCount: 3 })
  expect(flipLike({ liked: true, likeCount: 0 })).toEqual({ liked: false, likeCount: 0 })
})

test('the like shows at once, then the server’s count', async () => {
  const shown: LikeState[] = []
  let release: (s: LikeState) => void = () => undefined
  const fail = jest.fn()
  const send = jest.fn((liked: boolean) => new Promise<LikeState>((resolve) => (release = resolve)).then((s) => ({ ...s, liked })))
  const done = toggleLike({ liked: false, likeCount: 2 }, { send, apply: (s) => shown.push(s), fail })
  // Before the server answers, the card already shows the like.
  expect(shown).toEqual([{ liked: true, likeCount: 3 }])
  expect(send).toHaveBeenCalledWith(true)
  // Someone else liked meanwhile: the server's count wins.
  release({ liked: true, likeCount: 5 })
  await expect(done).resolves.toEqual({ liked: true, likeCount: 5 })
  expect(shown).toEqual([
    { liked: true, likeCount: 3 },
    { liked: true, likeCount: 5 },
  ])
  expect(fail).not.toHaveBeenCalled()
})

test('a refused like (or unlike) goes back to what it was and reports the failure', async () => {
  const shown: LikeState[] = []
  const error = new Error('帖子不存在')
  const fail = jest.fn()
  const before = { liked: true, likeCount: 7 }
  const end = await toggleLike(before, { send: () => Promise.reject(error), apply: (s) => shown.push(s), fail })
  expect(shown).toEqual([{ liked: false, likeCount: 6 }, before])
  expect(end).toEqual(before)
  expect(fail).toHaveBeenCalledWith(error)
})

const user = (id: number) => ({ id, nickname: `u${id}`, avatar: '' })
const comment = (id: number, parentId: number | null, replyTo: number | null = null): Comment => ({
  id,
  postId: 1,
  parentId,
  replyTo: replyTo ? user(replyTo) : null,
  text: `c${id}`,
  status: 'visible',
  author: user(id),
  likeCount: 0,
  liked: false,
  mine: false,
  createdAt: id,
})

test('replies go under their first-level comment; an orphan reply stands alone; repeats are dropped', () => {
  const threads = threadComments([comment(1, null), comment(2, null), comment(3, 1), comment(4, 1, 3), comment(5, 99), comment(3, 1)])
  expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
    [1, [3, 4]],
    [2, []],
    [5, []],
  ])
})

test('a comment draft is kept per post until sent', () => {
  writeDraft(1, { text: '写了一半' })
  writeDraft(2, { text: '回复中', parentId: 10, replyName: '小明' })
  expect(readDraft(1)).toEqual({ text: '写了一半' })
  expect(readDraft(2)).toEqual({ text: '回复中', parentId: 10, replyName: '小明' })
  expect(readDraft(3)).toBeUndefined()
  writeDraft(1, { text: '' })
  expect(readDraft(1)).toBeUndefined()
  clearDraft(2)
  expect(readDraft(2)).toBeUndefined()
})

test('the post being written is kept until published; an empty one is not kept', () => {
  const images = [{ url: '/api/files/202611/abcdefgh.png', thumbnailUrl: '/api/files/202611/abcdefgh-t.webp' }]
  writePostDraft({ text: '写了一半', circleId: 3, images })
  expect(readPostDraft()).toEqual({ text: '写了一半', circleId: 3, images })
  writePostDraft({ text: '', circleId: 3, images: [] })
  expect(readPostDraft()).toBeUndefined()
  writePostDraft({ text: '', circleId: null, images })
  expect(readPostDraft()?.images).toEqual(images)
  clearPostDraft()
  expect(readPostDraft()).toBeUndefined()
})

test('post times: just now, minutes, hours, then the date', () => {
  const now = new Date(2026, 10, 25, 12, 0, 0).getTime()
  expect(postTime(now - 10_000, now)).toBe('刚刚')
  expect(postTime(now - 5 * 60_000, now)).toBe('5分钟前')
  expect(postTime(now - 3 * 3_600_000, now)).toBe('3小时前')
  expect(postTime(new Date(2026, 0, 2).getTime(), now)).toBe('01-02')
  expect(postTime(new Date(2025, 11, 31).getTime(), now)).toBe('2025-12-31')
})

test('a change on a post reaches every list subscribed until it unsubscribes', () => {
  const first = jest.fn()
  const second = jest.fn()
  const stopFirst = onPostChange(first)
  const stopSecond = onPostChange(second)
  announcePostChange(7, { liked: true, likeCount: 3 })
  expect(first).toHaveBeenCalledWith(7, { liked: true, likeCount: 3 })
  expect(second).toHaveBeenCalledWith(7, { liked: true, likeCount: 3 })
  stopFirst()
  announcePostChange(7, { commentCount: 2 })
  expect(first).toHaveBeenCalledTimes(1)
  expect(second).toHaveBeenCalledTimes(2)
  stopSecond()
})
