// The community in the mini-program, driven by miniprogram-automator against the real API server:
// the 社区 feed shows what the server's recommended feed holds, a like from the card reaches the
// server, and a post with a photo is published through wx.chooseImage and wx.uploadFile (the
// server's image pipeline makes its thumbnail) and waits for review as a new account's post.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import type { TextareaElement } from 'miniprogram-automator/out/Element'
import type { Circle, CursorPage, Post } from '@contract/upgc'
import { admin, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storeToken } from './pages'

const MINI_ECOLOGY = 'miniXfs'
const page = (name: string) => routeByName(name).page

describe('mini-program: community', () => {
  let s: MiniProgramSession
  let reader: ApiUser
  before(async () => {
    s = await startMiniProgram()
    reader = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    await storeToken(s.mp, reader.token)
    await s.relaunch()
  })
  after(async () => {
    await s?.close()
  })

  /** The demo circle 读书会, joined by `user`. */
  const joinReadingCircle = async (user: ApiUser): Promise<Circle> => {
    const circle = (await asUser<Circle[]>(s.server, user, 'GET', '/upgc/circle/list')).data.find((c) => c.name === '读书会')
    assert.ok(circle, 'the demo circle 读书会 is seeded')
    assert.equal((await asUser(s.server, user, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)
    return circle
  }

  test('the 社区 feed shows the server feed, and a like on a card reaches the server', async () => {
    const author = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    const circle = await joinReadingCircle(author)
    const created = await asUser<Post>(s.server, author, 'POST', '/upgc/post/create', { circleId: circle.id, text: '小程序里读到的第一句话' })
    assert.equal(created.state, 1, created.msg)
    if (created.data.status === 'held') {
      assert.equal((await admin(s.server, 'POST', '/upgc/review', { type: 'post', id: created.data.id, verdict: 'release' })).state, 1)
    }
    const feed = (await asUser<CursorPage<Post>>(s.server, reader, 'GET', '/upgc/feed/recommend')).data
    assert.equal(feed.list[0].id, created.data.id, 'the newest post leads the feed')

    const index = await openPage(s.mp, 'upgc-index', page('upgc-index'))
    const cards = await waitUntil('the post cards', () => index.$$(byTestId('post-card')), (c) => c.length >= Math.min(feed.list.length, 3))
    const shown = await Promise.all(cards.map((c: Element) => c.attribute('data-post-id')))
    assert.deepEqual(shown.slice(0, 3).map(Number), feed.list.slice(0, 3).map((p) => p.id))
    assert.equal(await (await element(index, `${byTestId('post-card')}[data-post-id=${created.data.id}] ${byTestId('post-text')}`)).text(), '小程序里读到的第一句话')

    await (await element(index, `${byTestId('post-card')}[data-post-id=${created.data.id}] ${byTestId('post-like')}`)).tap()
    await element(index, `${byTestId('post-card')}[data-post-id=${created.data.id}] ${byTestId('post-like')}[data-liked=true]`)
    const liked = await waitUntil(
      'the server holds the like',
      async () => (await asUser<Post>(s.server, reader, 'GET', `/upgc/post/detail?postId=${created.data.id}`)).data,
      (p) => p.liked && p.likeCount === 1,
    )
    assert.equal(liked.likeCount, 1)
  })

  test('publishing with a photo: wx.chooseImage, wx.uploadFile through the image pipeline, held for review', async () => {
    const circle = await joinReadingCircle(reader)
    const publish = await openPage(s.mp, 'upgc-publish', page('upgc-publish'), `?circleId=${circle.id}`)
    await element(publish, `${byTestId('publish-circle')}[data-circle-id=${circle.id}][data-selected=true]`)
    await (await element(publish, byTestId('publish-add-image'))).tap()
    await waitUntil('the photo is uploaded', () => publish.$$(byTestId('publish-image')), (images) => images.length === 1, { timeout: 15_000 })
    const text = '在小程序里发一条带图的动态'
    await ((await element(publish, byTestId('publish-text'))) as TextareaElement).input(text)
    await (await element(publish, byTestId('publish-submit'))).tap()

    const detail = await settledPage(s.mp, 'upgc-postDetail', page('upgc-postDetail'), { timeout: 15_000 })
    await element(detail, byTestId('post-status'))
    const postId = Number(detail.query.postId)
    const post = (await asUser<Post>(s.server, reader, 'GET', `/upgc/post/detail?postId=${postId}`)).data
    assert.equal(post.text, text)
    assert.equal(post.status, 'held', "a new account's first posts wait for review")
    assert.equal(post.images.length, 1)
    assert.match(post.images[0], /^\/api\/files\/\d{6}\/[\w-]+\.png$/)
    if (s.runtime) {
      const uploads = s.runtime.calls.filter((c) => c.api === 'uploadFile')
      assert.equal(uploads.length, 1, 'one wx.uploadFile')
    }
  })
})
