// The community's people and circle pages in Chromium, two people in two browser contexts against
// the real server: B opens A's 个人主页 by its address and follows A; A's 我的粉丝 shows B (with 回关)
// and B's 我的关注 shows A; unfollowing shows on both sides. B blocks A: A's posts leave B's feed
// and A's home shows the blocked state. Reporting A says so, and a second report is refused.
// 发布动态: 选择圈子 chooses the circle, 发现圈子 joins one and chooses it, and the post lands there.
// The landing of shared posts (postDetailLoad) opens 动态详情, or says plainly the post is gone.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { Circle, Post, Relation, Report } from '@contract/upgc'
import type { Page as ListPage } from '@contract/core'
import { admin, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'

const e2e = useServerAndBrowser()
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

/** A phone already logged in as `user` (API login, token in storage), in its own browser context. */
const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

async function circleNamed(user: ApiUser, name: string): Promise<Circle> {
  const circle = (await asUser<Circle[]>(e2e.server, user, 'GET', '/upgc/circle/list')).data.find((c) => c.name === name)
  assert.ok(circle, `the demo circle ${name} is seeded`)
  return circle
}

async function join(user: ApiUser, circle: Circle): Promise<void> {
  assert.equal((await asUser(e2e.server, user, 'POST', '/upgc/circle/join', { circleId: circle.id })).state, 1)
}

/** `user` posts `text` into 读书会; with `release` an operator lets a new account's held post through. */
async function postAs(user: ApiUser, text: string, release = true): Promise<Post> {
  const circle = await circleNamed(user, '读书会')
  await join(user, circle)
  const created = await asUser<Post>(e2e.server, user, 'POST', '/upgc/post/create', { circleId: circle.id, text })
  assert.equal(created.state, 1, created.msg)
  if (release && created.data.status === 'held') {
    const released = await admin(e2e.server, 'POST', '/upgc/review', { type: 'post', id: created.data.id, verdict: 'release' })
    assert.equal(released.state, 1, released.msg)
  }
  return created.data
}

const userIds = (list: { id: number }[]) => list.map((u) => u.id)

test('B follows A from A’s home; A’s fans and B’s follows show it, A follows back, B unfollows', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const visible = await postAs(a, `A 的公开动态 ${Date.now()}`)
  const held = await postAs(a, `A 的待审核动态 ${Date.now()}`, false)
  assert.equal(held.status, 'held')

  const { page: pb, errors: eb } = await phoneOf(b)
  await openAndSettle(pb, `${e2e.server.base}/upgc/dynamic?userId=${a.userId}`, 'upgc-dynamic')
  const home = pb.locator(`[data-testid="person-home"][data-user-id="${a.userId}"][data-mine="false"]`)
  await home.waitFor()
  // B sees A's visible post, not the one waiting for review.
  await pb.locator(`[data-testid="feed-user"] [data-testid="post-card"][data-post-id="${visible.id}"]`).waitFor()
  assert.equal(await pb.locator(`[data-testid="post-card"][data-post-id="${held.id}"]`).count(), 0)
  assert.equal(await testid(pb, 'person-fans').getAttribute('data-value'), '0')

  await pb.locator('[data-testid="person-follow"][data-followed="false"]').click()
  await expectToast(pb, '已关注')
  await pb.locator('[data-testid="person-follow"][data-followed="true"]').waitFor()
  await pb.locator('[data-testid="person-fans"][data-value="1"]').waitFor()
  await screenshot(pb, 'community-person-home')

  // A's fans list (from A's home, tapping 粉丝) shows B: me, so no button on my own row.
  await testid(pb, 'person-fans').click()
  await pb.waitForSelector(`${pageRoot('upgc-fans')}[data-guard="done"]`)
  await pb.locator(`[data-testid="people-list"][data-kind="fans"][data-user-id="${a.userId}"] [data-testid="person"][data-user-id="${b.userId}"]`).waitFor()
  assert.equal(await pb.locator(`[data-testid="person"][data-user-id="${b.userId}"] [data-testid="person-follow"]`).count(), 0)

  // B's own follows (no userId: mine) show A as 已关注.
  await openAndSettle(pb, `${e2e.server.base}/upgc/follow`, 'upgc-follow')
  const aRow = pb.locator(`[data-testid="people-list"][data-kind="follows"][data-user-id="${b.userId}"] [data-testid="person"][data-user-id="${a.userId}"]`)
  await aRow.locator('[data-testid="person-follow"][data-followed="true"]').waitFor()
  assert.equal(await aRow.locator('[data-testid="person-follow"]').innerText(), '已关注')

  // A, on another phone, opens 我的粉丝: B with 回关, then follows back: 互相关注.
  const { page: pa, errors: ea } = await phoneOf(a)
  await openAndSettle(pa, `${e2e.server.base}/upgc/fans`, 'upgc-fans')
  const bRow = pa.locator(`[data-testid="person"][data-user-id="${b.userId}"]`)
  const bFollow = bRow.locator('[data-testid="person-follow"][data-followed="false"][data-follows-me="true"]')
  await bFollow.waitFor()
  assert.equal(await bFollow.innerText(), '回关')
  await bFollow.click()
  await expectToast(pa, '已关注')
  await bRow.locator('[data-testid="person-follow"][data-followed="true"]').waitFor()
  assert.equal(await bRow.locator('[data-testid="person-follow"]').innerText(), '互相关注')
  await screenshot(pa, 'community-fans')
  const aRelations = await asUser<Relation[]>(e2e.server, a, 'GET', `/upgc/relations?userIds=${b.userId}`)
  assert.deepEqual(aRelations.data, [{ userId: b.userId, followed: true, followsMe: true }])

  // A's own home: my posts, the held one marked; no follow button or menu on myself.
  await openAndSettle(pa, `${e2e.server.base}/upgc/dynamic`, 'upgc-dynamic')
  await pa.locator(`[data-testid="person-home"][data-user-id="${a.userId}"][data-mine="true"]`).waitFor()
  await pa.locator(`[data-testid="post-card"][data-post-id="${held.id}"][data-status="held"] [data-testid="post-status"]`).waitFor()
  await pa.locator(`[data-testid="post-card"][data-post-id="${visible.id}"][data-status="visible"]`).waitFor()
  assert.equal(await testid(pa, 'person-follow').count(), 0)
  assert.equal(await testid(pa, 'person-menu').count(), 0)
  assert.equal(await testid(pa, 'person-following').getAttribute('data-value'), '1')

  // B unfollows A from the follows list: the button turns to 回关 (A follows B now).
  await aRow.locator('[data-testid="person-follow"]').click()
  await expectToast(pb, '已取消关注')
  await aRow.locator('[data-testid="person-follow"][data-followed="false"][data-follows-me="true"]').waitFor()
  const fans = await asUser<ListPage<{ id: number }>>(e2e.server, a, 'GET', `/upgc/fans?userId=${a.userId}`)
  assert.deepEqual(userIds(fans.data.list), [])
  // A's fans list, pulled again, is empty now.
  await openAndSettle(pa, `${e2e.server.base}/upgc/fans`, 'upgc-fans')
  await pa.locator('[data-testid="people-list"] [data-testid="state-empty"]').waitFor()
  assert.deepEqual(eb, [])
  assert.deepEqual(ea, [])
})

test('B blocks A: A’s posts leave B’s feed and A’s home shows the blocked state; unblocking brings them back', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const post = await postAs(a, `会被拉黑的人的动态 ${Date.now()}`)
  const { page, errors } = await phoneOf(b)
  const card = page.locator(`[data-testid="post-card"][data-post-id="${post.id}"]`)

  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await page.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${post.id}"]`).waitFor()

  await openAndSettle(page, `${e2e.server.base}/upgc/dynamic?userId=${a.userId}`, 'upgc-dynamic')
  await card.waitFor()
  await testid(page, 'person-menu').click()
  await page.locator('[data-testid="person-block"]').click()
  await testid(page, 'confirm-dialog').waitFor()
  await testid(page, 'confirm-ok').click()
  await expectToast(page, '已拉黑')
  await page.locator('[data-testid="person-home"][data-blocked="true"] [data-testid="person-blocked"]').waitFor()
  assert.equal(await card.count(), 0)
  assert.equal(await testid(page, 'person-follow').count(), 0)
  await screenshot(page, 'community-person-blocked')
  const home = await asUser<{ blocked: boolean }>(e2e.server, b, 'GET', `/upgc/user/home?userId=${a.userId}`)
  assert.equal(home.data.blocked, true)

  // Opened again, still blocked; 社区 no longer shows A's post.
  await openAndSettle(page, `${e2e.server.base}/upgc/dynamic?userId=${a.userId}`, 'upgc-dynamic')
  await page.locator('[data-testid="person-home"][data-blocked="true"]').waitFor()
  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await page.locator('[data-testid="feed-recommend"] [data-testid="post-card"]').first().waitFor()
  assert.equal(await page.locator(`[data-testid="feed-recommend"] [data-testid="post-card"][data-post-id="${post.id}"]`).count(), 0)

  // Unblock (from the blocked state, after a confirm): the posts are back.
  await openAndSettle(page, `${e2e.server.base}/upgc/dynamic?userId=${a.userId}`, 'upgc-dynamic')
  await page.locator('[data-testid="person-blocked"] [data-testid="state-action"]').click()
  await testid(page, 'confirm-ok').click()
  await expectToast(page, '已取消拉黑')
  await page.locator('[data-testid="person-home"][data-blocked="false"]').waitFor()
  await card.waitFor()
  assert.deepEqual(errors, [])
})

test('reporting A: a reason, the confirmation; a second report is refused with 你已举报过…', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const { page, errors } = await phoneOf(b)
  await openAndSettle(page, `${e2e.server.base}/upgc/dynamic?userId=${a.userId}`, 'upgc-dynamic')
  await testid(page, 'person-home').waitFor()
  const reportFor = async (reason: string) => {
    await testid(page, 'person-menu').click()
    await testid(page, 'person-report').click()
    await page.locator(`[data-testid="report-reason"][data-reason="${reason}"]`).click()
  }
  await reportFor('垃圾广告')
  await expectToast(page, '举报已提交，我们会尽快核实处理')
  await page.locator('[data-testid="report-sheet"]').waitFor({ state: 'hidden' })
  await reportFor('人身攻击')
  await expectToast(page, '你已举报过，我们会尽快处理')
  const reports = await admin(e2e.server, 'GET', '/upgc/reports')
  const mine = (reports.data as Report[]).filter((r) => r.reporterId === b.userId)
  assert.deepEqual(
    mine.map((r) => [r.targetType, r.targetId, r.reason, r.status]),
    [['user', a.userId, '垃圾广告', 'open']],
  )
  assert.deepEqual(errors, [])
})

test('发布动态: 选择圈子 chooses the circle, 发现圈子 joins and chooses another, the post lands there', async () => {
  const c = await apiLogin(e2e.server, uniqueMobile())
  const reading = await circleNamed(c, '读书会')
  const calm = await circleNamed(c, '冥想练习')
  const early = await circleNamed(c, '早起打卡')
  await join(c, reading)
  await join(c, calm)
  const { page, errors } = await phoneOf(c)

  await openAndSettle(page, `${e2e.server.base}/upgc/index`, 'upgc-index')
  await testid(page, 'community-publish').click()
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  // Two circles joined and none chosen yet: 选择圈子.
  await page.locator('[data-testid="publish-circle"][data-selected="false"]').waitFor()
  assert.equal(await testid(page, 'publish-circle-name').innerText(), '选择圈子')
  const text = `早起第一天，先写下今天的计划 ${Date.now()}`
  await field(page, 'publish-text').fill(text)

  // 选择圈子 lists my two circles; choosing 冥想练习 goes back with it chosen and the text kept.
  await testid(page, 'publish-circle').click()
  await page.waitForSelector(`${pageRoot('upgc-chooseTopic')}[data-guard="done"]`)
  await page.locator('[data-testid="choose-topic"][data-count="2"]').waitFor()
  await screenshot(page, 'community-choose-topic')
  await page.locator(`[data-testid="topic-option"][data-circle-id="${calm.id}"]`).click()
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  await page.locator(`[data-testid="publish-circle"][data-circle-id="${calm.id}"][data-selected="true"]`).waitFor()
  assert.equal(await testid(page, 'publish-circle-name').innerText(), '# 冥想练习')
  assert.equal(await field(page, 'publish-text').inputValue(), text)

  // Again: the chosen one is marked; 发现更多圈子 lists the circles I have not joined.
  await testid(page, 'publish-circle').click()
  await page.locator(`[data-testid="topic-option"][data-circle-id="${calm.id}"][data-selected="true"]`).waitFor()
  await testid(page, 'topic-discover').click()
  await page.waitForSelector(`${pageRoot('upgc-noTopic')}[data-guard="done"]`)
  const discover = page.locator('[data-testid="no-topic"]')
  await discover.waitFor()
  const listed = await page.locator('[data-testid="discover-circle"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-circle-id'))))
  assert.ok(listed.includes(early.id))
  assert.ok(!listed.includes(reading.id) && !listed.includes(calm.id), 'joined circles are not offered')
  await screenshot(page, 'community-no-topic')
  const earlyRow = page.locator(`[data-testid="discover-circle"][data-circle-id="${early.id}"]`)
  await earlyRow.locator('[data-testid="discover-join"]').click()
  await expectToast(page, '已加入圈子')
  await earlyRow.locator('[data-testid="discover-choose"]').click()
  // Straight back to 发布动态 (past 选择圈子), with 早起打卡 chosen and the text still there.
  await page.waitForSelector(`${pageRoot('upgc-publish')}[data-guard="done"]`)
  await page.locator(`[data-testid="publish-circle"][data-circle-id="${early.id}"][data-selected="true"]`).waitFor()
  assert.equal(await testid(page, 'publish-circle-name').innerText(), '# 早起打卡')
  assert.equal(await field(page, 'publish-text').inputValue(), text)
  const mine = await asUser<Circle[]>(e2e.server, c, 'GET', '/upgc/circle/mine')
  assert.deepEqual(new Set(userIds(mine.data)), new Set([reading.id, calm.id, early.id]))

  await testid(page, 'publish-submit').click()
  await page.waitForSelector(`${pageRoot('upgc-postDetail')}[data-guard="done"]`)
  const detail = page.locator('[data-testid="post-detail"]')
  await detail.waitFor()
  const postId = Number(await detail.getAttribute('data-post-id'))
  const stored = await asUser<Post>(e2e.server, c, 'GET', `/upgc/post/detail?postId=${postId}`)
  assert.equal(stored.data.text, text)
  assert.equal(stored.data.circle.id, early.id)
  assert.equal(await detail.locator('[data-testid="post-circle"]').innerText(), '# 早起打卡')

  // Published: the choice is over. ?circleId= (发布 from 圈子主页) chooses that circle.
  await openAndSettle(page, `${e2e.server.base}/upgc/publish`, 'upgc-publish')
  await page.locator('[data-testid="publish-circle"][data-selected="false"]').waitFor()
  await openAndSettle(page, `${e2e.server.base}/upgc/publish?circleId=${reading.id}`, 'upgc-publish')
  await page.locator(`[data-testid="publish-circle"][data-circle-id="${reading.id}"][data-selected="true"]`).waitFor()
  assert.equal(await testid(page, 'publish-circle-name').innerText(), '# 读书会')
  assert.deepEqual(errors, [])
})

test('a shared post’s landing opens 动态详情; a deleted or unknown post gets a clear page with the way to 社区', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const post = await postAs(a, `分享出去的动态 ${Date.now()}`)
  const gone = await postAs(a, `马上删除的动态 ${Date.now()}`)
  assert.equal((await asUser(e2e.server, a, 'POST', '/upgc/post/delete', { postId: gone.id })).state, 1)
  const { page, errors } = await phoneOf(b)

  await page.goto(`${e2e.server.base}/upgc/postDetailLoad?postId=${post.id}`)
  await page.waitForSelector(`${pageRoot('upgc-postDetail')}[data-guard="done"]`, { timeout: 15_000 })
  await page.locator(`[data-testid="post-detail"][data-post-id="${post.id}"]`).waitFor()
  assert.match(page.url(), new RegExp(`postDetail.*[?&]postId=${post.id}$`))

  for (const id of [gone.id, 99999999]) {
    await openAndSettle(page, `${e2e.server.base}/upgc/postDetailLoad?postId=${id}`, 'upgc-postDetailLoad')
    await testid(page, 'post-missing').waitFor()
    assert.match(await testid(page, 'post-missing').innerText(), /这条动态不存在或已被删除/)
  }
  await screenshot(page, 'community-post-missing')
  await testid(page, 'post-missing-community').click()
  await page.waitForSelector(`${pageRoot('upgc-index')}[data-guard="done"]`)
  await testid(page, 'community').waitFor()
  assert.deepEqual(errors, [])
})
