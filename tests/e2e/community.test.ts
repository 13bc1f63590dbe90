// The community in Chromium with two people: A posts into a demo circle through the API; B opens
// 社区, finds A's post (its text shown as written, never as HTML), opens it, likes it (at once),
// leaves a half-written comment, comes back to find it kept, sends it; A then reads the like and
// the comment from the server. Also: 圈子主页 shows the circle and its feed, and B joins it.
// Interactions: A posts with an image through 发布动态, B follows A from A's home and likes and
// comments through the page, A sees the unread badge, reads 互动消息 and the badge clears. A
// post with an operator's keyword is held until released. Safety: reporting a post and a
// comment with a reason, deleting one's own comment and post (it leaves 社区).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { Circle, Comment, NoticeUnread, Post, Report } from '@contract/upgc'
import type { Page as ListPage } from '@contract/core'
import { admin, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'

const e2e = useServerAndBrowser()
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

/** A phone already logged in as `user` (API login, token in storage). */
const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

/** A joins the demo circle 读书会 and posts `text`; a new account's post waits for review, so an operator releases it. */
async function postAsA(a: ApiUser, text: string): Promise<{ post: Post; circle: Circle }> {
  const circles = await asUser<Circle[]>(e2e.server, a, 'GET', '/upgc/circle/list')
  const circle = circles.data.find((c) => c.name === '读书会')
  assert.ok(circle, 'the demo circle 读书会 is seeded')
  assert.equal((await asUser(e2e.server, a, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)
  const created = await asUser<Post>(e2e.server, a, 'POST', '/upgc/post/create', { circleId: circle.id, text })
  assert.equal(created.state, 1, created.msg)
  if (created.data.status === 'held') {
    const released = await admin(e2e.server, 'POST', '/upgc/review', { type: 'post', id: created.data.id, verdict: 'release' })
    assert.equal(released.state, 1, released.msg)
  }
  return { post: created.data, circle }
}

test('B sees A’s post in 社区, opens it, likes it and comments; A reads the like and the comment', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const text = `今天读完了《活出生命的意义》<b>不是HTML</b> ${Date.now()}`
  const { post } = await postAsA(a, text)

  const { page, errors } = await phoneOf(b)
  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await page.locator('[data-testid="community-tab-recommend"][data-active="true"]').waitFor()
  const card = page.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${post.id}"]`)
  await card.waitFor()
  // The text is plain text: the markup shows as written and makes no element.
  assert.equal(await card.locator('[data-testid="post-text"]').textContent(), text)
  assert.equal(await card.locator('b').count(), 0)
  assert.equal(await card.locator('[data-testid="post-circle"]').textContent(), '# 读书会')
  assert.equal(await card.locator('[data-testid="post-like-count"]').getAttribute('data-count'), '0')
  // Every post once: the recommended feed has no repeats.
  const ids = await page.locator('[data-testid="feed-recommend"] [data-testid="post-card"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-post-id')))
  assert.equal(new Set(ids).size, ids.length)
  await screenshot(page, 'community-index')

  // 关注: B follows nobody yet.
  await testid(page, 'community-tab-following').click()
  await page.locator('[data-testid="feed-following"] [data-testid="state-empty"]').waitFor()
  await testid(page, 'community-tab-recommend').click()

  // Open the post and like it: the heart and the count change.
  await card.click()
  await page.waitForSelector(`${pageRoot('upgc-postDetail')}[data-guard="done"]`)
  const detail = page.locator(`[data-testid="post-detail"][data-post-id="${post.id}"]`)
  await detail.waitFor()
  assert.equal(await detail.locator('[data-testid="post-text"]').textContent(), text)
  await detail.locator('[data-testid="comment-list"] [data-testid="state-empty"]').waitFor()
  await detail.locator('[data-testid="post-like"]').click()
  await detail.locator('[data-testid="post-like"][data-liked="true"] [data-testid="post-like-count"][data-count="1"]').waitFor()

  // A half-written comment survives leaving the page.
  await field(page, 'comment-input').fill('这本书我也很喜欢')
  await page.goBack()
  await page.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await card.click()
  await page.locator(`[data-testid="post-detail"][data-post-id="${post.id}"]`).waitFor()
  await page.waitForFunction(() => (document.querySelector('[data-testid="comment-input"]') as HTMLTextAreaElement | null)?.value === '这本书我也很喜欢')
  await testid(page, 'comment-send').click()
  await expectToast(page, '评论成功')
  const mine = page.locator('[data-testid="comment-thread"] [data-testid="comment"]').filter({ hasText: '这本书我也很喜欢' })
  await mine.waitFor()
  assert.equal(await field(page, 'comment-input').inputValue(), '')
  await screenshot(page, 'community-post-detail')

  // The server, asked as A: one like, B's comment.
  const seen = await asUser<Post>(e2e.server, a, 'GET', `/upgc/post/detail?postId=${post.id}`)
  assert.equal(seen.data.likeCount, 1)
  assert.equal(seen.data.commentCount, 1)
  const comments = await asUser<ListPage<Comment>>(e2e.server, a, 'GET', `/upgc/comment/list?postId=${post.id}&pageNum=1&pageSize=20`)
  assert.deepEqual(
    comments.data.list.map((c) => [c.author.id, c.text, c.parentId]),
    [[b.userId, '这本书我也很喜欢', null]],
  )

  // A reply under it, from the page: tap the comment, write, send.
  await mine.click()
  await testid(page, 'comment-replying').waitFor()
  await field(page, 'comment-input').fill('谢谢推荐')
  await testid(page, 'comment-send').click()
  await page.locator('[data-testid="comment-thread"] [data-testid="comment-reply"]').filter({ hasText: '谢谢推荐' }).waitFor()
  const after = await asUser<ListPage<Comment>>(e2e.server, a, 'GET', `/upgc/comment/list?postId=${post.id}&pageNum=1&pageSize=20`)
  assert.equal(after.data.list.length, 2)
  assert.equal(after.data.list[1].parentId, after.data.list[0].id)

  // Back in 社区 (kept below), the card shows the like and the comments without a reload.
  const counted = await asUser<Post>(e2e.server, a, 'GET', `/upgc/post/detail?postId=${post.id}`)
  await page.goBack()
  await page.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await card.locator('[data-testid="post-like"][data-liked="true"] [data-testid="post-like-count"][data-count="1"]').waitFor()
  await card.locator(`[data-testid="post-comment-count"][data-count="${counted.data.commentCount}"]`).waitFor()
  assert.deepEqual(errors, [])
})

test('圈子主页 shows the circle with its feed, and B joins it', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const { post, circle } = await postAsA(a, `圈子里的新动态 ${Date.now()}`)
  const { page, errors } = await phoneOf(b)
  await openAndSettle(page, `${e2e.server.base}/upgc/topicDetail?circleId=${circle.id}`, 'upgc-topicDetail')
  const home = page.locator(`[data-testid="circle-home"][data-circle-id="${circle.id}"]`)
  await home.waitFor()
  assert.equal(await testid(page, 'circle-name').textContent(), '读书会')
  const members = Number(await testid(page, 'circle-members').getAttribute('data-value'))
  await page.locator(`[data-testid="feed-circle"] [data-testid="post-card"][data-post-id="${post.id}"]`).waitFor()
  await page.locator('[data-testid="circle-join"][data-joined="false"]').click()
  await expectToast(page, '已加入圈子')
  await page.locator(`[data-testid="circle-home"][data-joined="true"]`).waitFor()
  assert.equal(Number(await testid(page, 'circle-members').getAttribute('data-value')), members + 1)
  const mine = await asUser<Circle[]>(e2e.server, b, 'GET', '/upgc/circle/mine')
  assert.deepEqual(
    mine.data.map((c) => c.id),
    [circle.id],
  )
  assert.deepEqual(errors, [])
})

/** A 1×1 PNG, enough for the upload pipeline (thumbnail, metadata stripped). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('发布动态: B writes a post with an image in a joined circle; the half-written post survives leaving', async () => {
  const b = await apiLogin(e2e.server, uniqueMobile())
  const circles = await asUser<Circle[]>(e2e.server, b, 'GET', '/upgc/circle/list')
  const circle = circles.data.find((c) => c.name === '冥想练习')
  assert.ok(circle)
  assert.equal((await asUser(e2e.server, b, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)

  const { page, errors } = await phoneOf(b)
  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await testid(page, 'community-publish').click()
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  await page.locator(`[data-testid="publish-circle"][data-circle-id="${circle.id}"][data-selected="true"]`).waitFor()
  const text = `冥想第七天，呼吸慢下来了 ${Date.now()}`
  await field(page, 'publish-text').fill(text)
  await page.locator(`[data-testid="publish-count"][data-value="${Array.from(text).length}"]`).waitFor()
  await testid(page, 'publish-add-image').click()
  // On a phone Taro's H5 chooseImage first asks where from (拍摄 / 从相册选择).
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('从相册选择', { exact: true }).click()
  await (await chooser).setFiles({ name: 'calm.png', mimeType: 'image/png', buffer: PNG })
  await page.locator('[data-testid="publish-images"][data-count="1"]').waitFor()

  // Leave and come back: text and image are still there.
  await page.goBack()
  await page.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await testid(page, 'community-publish').click()
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  await page.locator('[data-testid="publish-images"][data-count="1"]').waitFor()
  assert.equal(await field(page, 'publish-text').inputValue(), text)
  await screenshot(page, 'community-publish')

  await testid(page, 'publish-submit').click()
  // A new account's first posts wait for review: the author sees it, marked.
  await page.waitForSelector(`${pageRoot('upgc-postDetail')}[data-guard="done"]`)
  const detail = page.locator('[data-testid="post-detail"]')
  await detail.waitFor()
  const postId = Number(await detail.getAttribute('data-post-id'))
  assert.equal(await detail.locator('[data-testid="post-text"]').textContent(), text)
  await detail.locator('[data-testid="post-card"][data-status="held"] [data-testid="post-status"]').waitFor()
  assert.equal(await detail.locator('[data-testid="post-image"]').count(), 1)

  const stored = await asUser<Post>(e2e.server, b, 'GET', `/upgc/post/detail?postId=${postId}`)
  assert.equal(stored.data.text, text)
  assert.equal(stored.data.circle.id, circle.id)
  assert.equal(stored.data.images.length, 1)
  assert.match(stored.data.images[0], /^\/api\/files\/\d{6}\//)
  // Published: the draft is gone.
  await page.goBack()
  await page.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await testid(page, 'community-publish').click()
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  await testid(page, 'publish').waitFor()
  assert.equal(await field(page, 'publish-text').inputValue(), '')
  assert.deepEqual(errors, [])
})

/** A opens 发布动态 for `circle` (joined), writes `text` with one photo and publishes; answers the new post's id. */
async function publishWithImage(page: Page, circle: Circle, text: string): Promise<number> {
  await openAndSettle(page, `${e2e.server.base}/upgc/publish?circleId=${circle.id}`, 'upgc-publish')
  await page.locator(`[data-testid="publish"][data-circle-id="${circle.id}"]`).waitFor()
  await field(page, 'publish-text').fill(text)
  await testid(page, 'publish-add-image').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('从相册选择', { exact: true }).click()
  await (await chooser).setFiles({ name: 'book.png', mimeType: 'image/png', buffer: PNG })
  await page.locator('[data-testid="publish-images"][data-count="1"]').waitFor()
  await testid(page, 'publish-submit').click()
  await page.waitForSelector(`${pageRoot('upgc-postDetail')}[data-guard="done"]`)
  const detail = page.locator('[data-testid="post-detail"]')
  await detail.waitFor()
  return Number(await detail.getAttribute('data-post-id'))
}

test('互动消息: A posts with an image, B follows A from A’s home, likes and comments; A sees the badge, reads the notices, the badge clears', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const circles = await asUser<Circle[]>(e2e.server, a, 'GET', '/upgc/circle/list')
  const circle = circles.data.find((c) => c.name === '读书会')
  assert.ok(circle)
  assert.equal((await asUser(e2e.server, a, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)

  // A publishes with a photo; a new account's post waits, an operator releases it.
  const { page: pa, errors: ea } = await phoneOf(a)
  const text = `读《心流》的第三天，配一张书页 ${Date.now()}`
  const postId = await publishWithImage(pa, circle, text)
  await pa.locator('[data-testid="post-card"][data-status="held"]').waitFor()
  assert.equal((await admin(e2e.server, 'POST', '/upgc/review', { type: 'post', id: postId, verdict: 'release' })).state, 1)

  // B finds it in 社区, opens A's home from the card and follows A.
  const { page: pb, errors: eb } = await phoneOf(b)
  await openAndSettle(pb, `${e2e.server.base}/upgc/index`, 'upgc-index')
  const card = pb.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${postId}"]`)
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="post-image"]').count(), 1)
  await card.locator('[data-testid="post-author-link"]').click()
  await pb.waitForSelector(`${pageRoot('upgc-dynamic')}[data-guard="done"]`)
  await pb.locator(`[data-testid="person-home"][data-user-id="${a.userId}"]`).waitFor()
  await pb.locator('[data-testid="person-follow"][data-followed="false"]').click()
  await pb.locator('[data-testid="person-follow"][data-followed="true"]').waitFor()
  await pb.goBack()
  await pb.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)

  // B likes and comments on the post's page (the text opens it; the photo opens the preview).
  await card.locator('[data-testid="post-text"]').click()
  const detail = pb.locator(`[data-testid="post-detail"][data-post-id="${postId}"]`)
  await detail.waitFor()
  await detail.locator('[data-testid="post-like"]').click()
  await detail.locator('[data-testid="post-like"][data-liked="true"]').waitFor()
  await field(pb, 'comment-input').fill('这本书我也在读，一起加油')
  await testid(pb, 'comment-send').click()
  await expectToast(pb, '评论成功')

  // A's 社区 shows three unread: the like, the comment, the follow.
  await openAndSettle(pa, `${e2e.server.base}/upgc/index`, 'upgc-index')
  const badge = pa.locator('[data-testid="community-unread"]')
  await pa.locator('[data-testid="community-unread"][data-count="3"]').waitFor()
  assert.equal(await badge.textContent(), '3')
  await screenshot(pa, 'community-unread')
  await testid(pa, 'community-messages').click()
  await pa.waitForSelector(`${pageRoot('upgc-interactionList')}[data-guard="done"]`)
  const notices = pa.locator('[data-testid="notice"]')
  await pa.locator('[data-testid="notice-list"][data-count="3"]').waitFor()
  const kinds = await notices.evaluateAll((els) => els.map((e) => [e.getAttribute('data-kind'), e.getAttribute('data-actor-id'), e.getAttribute('data-read')]))
  assert.deepEqual(kinds, [
    ['post_comment', String(b.userId), 'false'],
    ['post_like', String(b.userId), 'false'],
    ['follow', String(b.userId), 'false'],
  ])
  const comment = pa.locator('[data-testid="notice"][data-kind="post_comment"]')
  assert.equal(await comment.locator('[data-testid="notice-text"]').textContent(), '这本书我也在读，一起加油')
  assert.equal(await comment.locator('[data-testid="notice-target"]').textContent(), text)
  assert.equal(await pa.locator('[data-testid="notice"][data-kind="follow"] [data-testid="notice-action"]').textContent(), '关注了你')
  await screenshot(pa, 'community-interactions')
  // Seen: the server counts nothing unread any more.
  await pa.locator('[data-testid="interactions"][data-unread="0"]').waitFor()
  const unread = await asUser<NoticeUnread>(e2e.server, a, 'GET', '/upgc/notice/unread')
  assert.deepEqual(unread.data, { like: 0, comment: 0, follow: 0, total: 0 })

  // A notice opens its post; back in 社区 the badge is gone.
  await comment.click()
  await pa.locator(`[data-testid="post-detail"][data-post-id="${postId}"]`).waitFor()
  await pa.goBack()
  await pa.waitForSelector(`${pageRoot('upgc-interactionList')}[data-guard="done"]`)
  await pa.goBack()
  await pa.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await pa.locator('[data-testid="community-unread"][data-count="0"]').waitFor({ state: 'attached' })
  assert.equal(await badge.isVisible(), false)
  assert.deepEqual(ea, [])
  assert.deepEqual(eb, [])
})

test('a post with an operator’s keyword is held: B cannot see it until an operator releases it', async () => {
  const word = `违禁${Date.now() % 100000}`
  assert.equal((await admin(e2e.server, 'POST', '/upgc/keywords', { word })).state, 1)
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const circle = (await asUser<Circle[]>(e2e.server, a, 'GET', '/upgc/circle/list')).data.find((c) => c.name === '读书会')
  assert.ok(circle)
  await asUser(e2e.server, a, 'POST', '/upgc/circle/join', { circleId: circle.id })
  const created = await asUser<Post>(e2e.server, a, 'POST', '/upgc/post/create', { circleId: circle.id, text: `这条动态里有${word}` })
  assert.equal(created.data.status, 'held')
  const queue = (await admin(e2e.server, 'GET', '/upgc/held')).data as { type: string; id: number; holdReason: string }[]
  assert.ok(queue.some((i) => i.type === 'post' && i.id === created.data.id && i.holdReason === 'keyword'))

  const { page, errors } = await phoneOf(b)
  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await page.locator('[data-testid="feed-recommend"] [data-testid="post-card"]').first().waitFor()
  assert.equal(await page.locator(`[data-testid="post-card"][data-post-id="${created.data.id}"]`).count(), 0)
  await openAndSettle(page, `${e2e.server.base}/upgc/postDetail?postId=${created.data.id}`, 'upgc-postDetail')
  await page.getByText('帖子不存在或已删除').first().waitFor()
  assert.equal(await page.locator('[data-testid="post-detail"]').count(), 0)

  assert.equal((await admin(e2e.server, 'POST', '/upgc/review', { type: 'post', id: created.data.id, verdict: 'release' })).state, 1)
  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await page.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${created.data.id}"]`).waitFor()
  assert.deepEqual(errors, [])
})

test('safety: B reports A’s post and comment with a reason; A deletes a comment and the post, which leaves 社区', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const { post } = await postAsA(a, `会被举报和删除的动态 ${Date.now()}`)
  const aComment = await asUser<Comment>(e2e.server, a, 'POST', '/upgc/comment/create', { postId: post.id, text: 'A 自己的评论' })
  const bComment = await asUser<Comment>(e2e.server, b, 'POST', '/upgc/comment/create', { postId: post.id, text: 'B 的评论' })
  assert.equal(aComment.state, 1)
  assert.equal(bComment.state, 1)

  // B reports the post from its card, and A's comment on the post's page.
  const { page: pb, errors: eb } = await phoneOf(b)
  await openAndSettle(pb, `${e2e.server.base}/upgc/index`, 'upgc-index')
  const bCard = pb.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${post.id}"]`)
  await bCard.locator('[data-testid="post-more"]').click()
  await pb.locator('[data-testid="content-menu"][data-type="post"]').waitFor()
  assert.equal(await testid(pb, 'content-delete').count(), 0, 'not B’s post: no delete')
  await testid(pb, 'content-report').click()
  await pb.locator('[data-testid="content-report-reason"][data-reason="垃圾广告"]').click()
  await expectToast(pb, '举报已提交，我们会尽快核实处理')
  await bCard.click()
  await pb.locator(`[data-testid="post-detail"][data-post-id="${post.id}"]`).waitFor()
  await pb.locator(`[data-testid="comment"][data-comment-id="${aComment.data.id}"] [data-testid="comment-more"]`).click()
  await testid(pb, 'content-report').click()
  await pb.locator('[data-testid="content-report-reason"][data-reason="人身攻击"]').click()
  await expectToast(pb, '举报已提交，我们会尽快核实处理')
  const reports = (await admin(e2e.server, 'GET', '/upgc/reports')).data as Report[]
  assert.deepEqual(
    reports.filter((r) => r.reporterId === b.userId).map((r) => [r.targetType, r.targetId, r.reason]),
    [
      ['post', post.id, '垃圾广告'],
      ['comment', aComment.data.id, '人身攻击'],
    ],
  )

  // A deletes their own comment (B's only offers 举报), then the post.
  const { page: pa, errors: ea } = await phoneOf(a)
  await openAndSettle(pa, `${e2e.server.base}/upgc/index`, 'upgc-index')
  const aCard = pa.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${post.id}"]`)
  await aCard.click()
  await pa.locator(`[data-testid="post-detail"][data-post-id="${post.id}"]`).waitFor()
  await pa.locator(`[data-testid="comment"][data-comment-id="${bComment.data.id}"] [data-testid="comment-more"]`).click()
  await testid(pa, 'content-report').waitFor()
  assert.equal(await testid(pa, 'content-delete').count(), 0)
  await testid(pa, 'content-menu-cancel').click()
  await pa.locator(`[data-testid="comment"][data-comment-id="${aComment.data.id}"] [data-testid="comment-more"]`).click()
  await testid(pa, 'content-delete').click()
  await testid(pa, 'confirm-ok').click()
  await expectToast(pa, '评论已删除')
  await pa.locator(`[data-testid="comment"][data-comment-id="${aComment.data.id}"]`).waitFor({ state: 'detached' })
  const left = await asUser<ListPage<Comment>>(e2e.server, a, 'GET', `/upgc/comment/list?postId=${post.id}&pageNum=1&pageSize=20`)
  assert.deepEqual(left.data.list.map((c) => c.id), [bComment.data.id])

  await pa.locator('[data-testid="post-detail"] [data-testid="post-more"]').click()
  await testid(pa, 'content-delete').click()
  await testid(pa, 'confirm-ok').click()
  // Back in 社区 (kept alive below): the card is gone without a reload.
  await pa.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await aCard.waitFor({ state: 'detached' })
  assert.equal((await asUser(e2e.server, b, 'GET', `/upgc/post/detail?postId=${post.id}`)).state, 4653)
  assert.deepEqual(ea, [])
  assert.deepEqual(eb, [])
})
