// The community in Chromium with two people: A posts into a demo circle through the API; B opens
// 社区, finds A's post (its text shown as written, never as HTML), opens it, likes it (at once),
// leaves a half-written comment, comes back to find it kept, sends it; A then reads the like and
// the comment from the server. Also: 圈子主页 shows the circle and its feed, and B joins it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { Circle, Comment, Post } from '@contract/upgc'
import type { Page as ListPage } from '@contract/core'
import { admin, newPhone, screenshot, uniqueMobile, useServerAndBrowser, watchErrors } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, startLoggedIn, type ApiUser } from '../support/session'

const e2e = useServerAndBrowser()
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

/** A phone already logged in as `user` (API login, token in storage). */
async function phoneOf(user: ApiUser): Promise<{ page: Page; errors: string[] }> {
  const context = await newPhone(e2e.browser)
  await startLoggedIn(context, user.token)
  await context.route('https://res.wx.qq.com/**', (route) => route.abort())
  const page = await context.newPage()
  return { page, errors: watchErrors(page) }
}

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
