// The community in the mini-program, driven by miniprogram-automator against the real API server:
// the 社区 feed shows what the server's recommended feed holds, a like from the card reaches the
// server, and a post with a photo is published through wx.chooseImage and wx.uploadFile (the
// server's image pipeline makes its thumbnail) and waits for review as a new account's post.
// Following someone from their 个人主页 reaches the server and shows in 我的粉丝 / 我的关注, and
// 选择圈子 chooses the circle a post from 发布动态 lands in.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import type { TextareaElement } from 'miniprogram-automator/out/Element'
import type { Circle, CursorPage, Post, Relation } from '@contract/upgc'
import { admin, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storeToken, textOf } from './pages'

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

  test('following someone from their 个人主页: the server holds it, 我的粉丝 and 我的关注 show it, unfollow from the list', async () => {
    const author = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    const relation = async () => (await asUser<Relation[]>(s.server, reader, 'GET', `/upgc/relations?userIds=${author.userId}`)).data[0]

    const home = await openPage(s.mp, 'upgc-dynamic', page('upgc-dynamic'), `?userId=${author.userId}`)
    await element(home, `${byTestId('person-home')}[data-user-id=${author.userId}][data-mine=false]`)
    await (await element(home, `${byTestId('person-follow')}[data-followed=false]`)).tap()
    await element(home, `${byTestId('person-follow')}[data-followed=true]`)
    await waitUntil('the server holds the follow', relation, (r) => r.followed)
    await element(home, `${byTestId('person-fans')}[data-value=1]`)

    await (await element(home, byTestId('person-fans'))).tap()
    const fans = await settledPage(s.mp, 'upgc-fans', page('upgc-fans'))
    await element(fans, `${byTestId('people-list')}[data-kind=fans] ${byTestId('person')}[data-user-id=${reader.userId}]`)

    const follows = await openPage(s.mp, 'upgc-follow', page('upgc-follow'))
    const row = `${byTestId('person')}[data-user-id=${author.userId}]`
    assert.equal(await textOf(follows, `${row} ${byTestId('person-follow')}[data-followed=true]`), '已关注')
    await (await element(follows, `${row} ${byTestId('person-follow')}`)).tap()
    await element(follows, `${row} ${byTestId('person-follow')}[data-followed=false]`)
    await waitUntil('the server holds the unfollow', relation, (r) => !r.followed)
  })

  test('选择圈子 → 发布动态: the chosen circle is shown and the post lands in it', async () => {
    await joinReadingCircle(reader)
    const calm = (await asUser<Circle[]>(s.server, reader, 'GET', '/upgc/circle/list')).data.find((c) => c.name === '冥想练习')
    assert.ok(calm, 'the demo circle 冥想练习 is seeded')
    assert.equal((await asUser(s.server, reader, 'POST', '/upgc/circle/join', { circleId: calm.id })).state, 1)

    const publish = await openPage(s.mp, 'upgc-publish', page('upgc-publish'))
    await (await element(publish, byTestId('publish-circle'))).tap()
    const choose = await settledPage(s.mp, 'upgc-chooseTopic', page('upgc-chooseTopic'))
    await (await element(choose, `${byTestId('topic-option')}[data-circle-id=${calm.id}]`)).tap()

    const back = await settledPage(s.mp, 'upgc-publish', page('upgc-publish'))
    await element(back, `${byTestId('publish-circle')}[data-circle-id=${calm.id}][data-selected=true]`)
    assert.equal(await textOf(back, byTestId('publish-circle-name')), '# 冥想练习')
    const text = '在小程序里选好圈子再发布'
    await ((await element(back, byTestId('publish-text'))) as TextareaElement).input(text)
    await (await element(back, byTestId('publish-submit'))).tap()

    const detail = await settledPage(s.mp, 'upgc-postDetail', page('upgc-postDetail'), { timeout: 15_000 })
    const post = (await asUser<Post>(s.server, reader, 'GET', `/upgc/post/detail?postId=${Number(detail.query.postId)}`)).data
    assert.equal(post.text, text)
    assert.equal(post.circle.id, calm.id)
  })
})
