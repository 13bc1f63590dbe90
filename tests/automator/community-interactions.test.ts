// The community's 互动消息 and ··· menus in the mini-program, driven by miniprogram-automator
// against the real API server: B likes, comments on and follows A through the API; A's 社区 shows
// the unread badge, 互动消息 lists the three notices and seeing them leaves nothing unread on the
// server. A deletes their own post from its card's ··· menu (after the confirm dialog) and the
// server no longer has it; B reports A's post with a reason and the operators' list holds it.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import type { Circle, Comment, NoticeUnread, Post, Report } from '@contract/upgc'
import { admin, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storeToken, textOf } from './pages'

const MINI_ECOLOGY = 'miniXfs'
const page = (name: string) => routeByName(name).page

describe('mini-program: community 互动消息 and ··· menus', () => {
  let s: MiniProgramSession
  let a: ApiUser
  let b: ApiUser
  before(async () => {
    s = await startMiniProgram()
    a = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    b = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
  })
  after(async () => {
    await s?.close()
  })

  /** The mini-program, relaunched logged in as `user`. */
  const useAs = async (user: ApiUser) => {
    await storeToken(s.mp, user.token)
    await s.relaunch()
  }

  /** A post by `author` in 读书会, released when it waits for review (a new account's post). */
  const publishedPost = async (author: ApiUser, text: string): Promise<Post> => {
    const circle = (await asUser<Circle[]>(s.server, author, 'GET', '/upgc/circle/list')).data.find((c) => c.name === '读书会')
    assert.ok(circle, 'the demo circle 读书会 is seeded')
    assert.equal((await asUser(s.server, author, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)
    const created = await asUser<Post>(s.server, author, 'POST', '/upgc/post/create', { circleId: circle.id, text })
    assert.equal(created.state, 1, created.msg)
    if (created.data.status === 'held') {
      assert.equal((await admin(s.server, 'POST', '/upgc/review', { type: 'post', id: created.data.id, verdict: 'release' })).state, 1)
    }
    return created.data
  }

  const cardOf = (postId: number) => `${byTestId('feed-recommend')} ${byTestId('post-card')}[data-post-id=${postId}]`

  test('互动消息: B likes, comments and follows; A sees the badge, the three notices, and nothing is left unread', async () => {
    const text = `小程序里等来的第一条互动 ${Date.now()}`
    const post = await publishedPost(a, text)
    assert.equal((await asUser(s.server, b, 'POST', '/upgc/like', { targetType: 'post', targetId: post.id })).state, 1)
    const comment = await asUser<Comment>(s.server, b, 'POST', '/upgc/comment/create', { postId: post.id, text: '在小程序里读到了，一起加油' })
    assert.equal(comment.state, 1, comment.msg)
    assert.equal((await asUser(s.server, b, 'POST', '/upgc/follow', { userId: a.userId })).state, 1)
    const before = await asUser<NoticeUnread>(s.server, a, 'GET', '/upgc/notice/unread')
    assert.deepEqual(before.data, { like: 1, comment: 1, follow: 1, total: 3 })

    await useAs(a)
    const index = await openPage(s.mp, 'upgc-index', page('upgc-index'))
    const badge = await element(index, `${byTestId('community-unread')}[data-count=3]`)
    assert.equal(await badge.text(), '3')

    await (await element(index, byTestId('community-messages'))).tap()
    const list = await settledPage(s.mp, 'upgc-interactionList', page('upgc-interactionList'))
    await element(list, `${byTestId('notice-list')}[data-count=3]`)
    const notices = await list.$$(byTestId('notice'))
    const attributes = ['data-kind', 'data-actor-id', 'data-post-id', 'data-read']
    const shown = await Promise.all(notices.map((n: Element) => Promise.all(attributes.map(async (name) => String(await n.attribute(name))))))
    // Newest first, each still marked unread for this visit.
    assert.deepEqual(shown, [
      ['follow', String(b.userId), '', 'false'],
      ['post_comment', String(b.userId), String(post.id), 'false'],
      ['post_like', String(b.userId), String(post.id), 'false'],
    ])
    const commentRow = `${byTestId('notice')}[data-kind=post_comment]`
    assert.equal(await textOf(list, `${commentRow} ${byTestId('notice-text')}`), '在小程序里读到了，一起加油')
    assert.equal(await textOf(list, `${commentRow} ${byTestId('notice-target')}`), text)
    assert.equal(await textOf(list, `${byTestId('notice')}[data-kind=follow] ${byTestId('notice-action')}`), '关注了你')

    // Seen: the page shows nothing unread, and neither does the server.
    await element(list, `${byTestId('interactions')}[data-unread=0]`)
    const unread = await waitUntil(
      'the server counts nothing unread',
      async () => (await asUser<NoticeUnread>(s.server, a, 'GET', '/upgc/notice/unread')).data,
      (u) => u.total === 0,
    )
    assert.deepEqual(unread, { like: 0, comment: 0, follow: 0, total: 0 })

    // Back in 社区 (asked again when it shows): the badge is gone.
    await s.mp.callWxMethod('navigateBack', { delta: 1 })
    const back = await settledPage(s.mp, 'upgc-index', page('upgc-index'))
    await element(back, `${byTestId('community-unread')}[data-count=0]`)
  })

  test('··· menus: A deletes their own post after the confirm; B reports A’s post with a reason', async () => {
    const doomed = await publishedPost(a, `小程序里会被删除的动态 ${Date.now()}`)
    const reported = await publishedPost(a, `小程序里会被举报的动态 ${Date.now()}`)

    // A: the menu on their own card offers 删除 (no 举报); the confirm dialog deletes it.
    await useAs(a)
    const index = await openPage(s.mp, 'upgc-index', page('upgc-index'))
    await (await element(index, `${cardOf(doomed.id)} ${byTestId('post-more')}`)).tap()
    await element(index, `${byTestId('content-menu')}[data-type=post][data-id=${doomed.id}]`)
    assert.equal(await index.$(byTestId('content-report')), null, 'my own post: no 举报')
    await (await element(index, byTestId('content-delete'))).tap()
    await element(index, byTestId('confirm-ok'))
    assert.equal((await asUser(s.server, a, 'GET', `/upgc/post/detail?postId=${doomed.id}`)).state, 1, 'nothing is deleted before the confirm')
    await (await element(index, byTestId('confirm-ok'))).tap()
    await waitUntil('the card leaves 社区', () => index.$(cardOf(doomed.id)), (card) => card === null)
    const gone = await asUser(s.server, b, 'GET', `/upgc/post/detail?postId=${doomed.id}`)
    assert.equal(gone.state, 4653, 'the server no longer shows the deleted post')
    if (s.runtime) {
      const toasts = s.runtime.calls.filter((c) => c.api === 'showToast').map((c) => (c.args[0] as { title?: string }).title)
      assert.ok(toasts.includes('动态已删除'), `toasts: ${toasts.join(', ')}`)
    }
    assert.equal((await asUser<Post>(s.server, b, 'GET', `/upgc/post/detail?postId=${reported.id}`)).state, 1, 'only the chosen post is deleted')

    // B: the menu on A's card offers 举报 (no 删除); a reason sends the report.
    await useAs(b)
    const bIndex = await openPage(s.mp, 'upgc-index', page('upgc-index'))
    await (await element(bIndex, `${cardOf(reported.id)} ${byTestId('post-more')}`)).tap()
    await element(bIndex, `${byTestId('content-menu')}[data-type=post][data-id=${reported.id}]`)
    assert.equal(await bIndex.$(byTestId('content-delete')), null, 'not B’s post: no 删除')
    await (await element(bIndex, byTestId('content-report'))).tap()
    await (await element(bIndex, `${byTestId('content-report-sheet')} ${byTestId('content-report-reason')}[data-reason=人身攻击]`)).tap()
    const reports = await waitUntil(
      'the server holds the report',
      async () => ((await admin(s.server, 'GET', '/upgc/reports')).data as Report[]).filter((r) => r.reporterId === b.userId),
      (r) => r.length > 0,
    )
    assert.deepEqual(
      reports.map((r) => [r.targetType, r.targetId, r.reason, r.status]),
      [['post', reported.id, '人身攻击', 'open']],
    )
    await waitUntil('the menu closes', () => bIndex.$(byTestId('content-report-sheet')), (sheet) => sheet === null)
  })
})
