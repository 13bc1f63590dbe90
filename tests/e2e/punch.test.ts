// Punch-in challenges in Chromium against the real server with a movable clock (DEV_CLOCK=1,
// POST /api/dev/clock): three Beijing days lived one after the other. A joins from 挑战介绍 and
// punches day 1 with a photo, skips day 2, punches day 3 (the streak restarts at 1), then uses a
// make-up card on day 2 from 打卡日历: the streak shows 3 and the cards left go down. B likes and
// comments A's punch in 打卡动态; A's 打卡消息 shows both, and the unread count clears.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { Calendar, Challenge, ChallengeDetail, PunchMessage, TimelinePage } from '@contract/punch'
import type { Page as ListPage } from '@contract/core'
import { admin, api, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'

// Reminders configured (a template and a mini-program app; no WeChat call is made here), so H5 says where they are.
const e2e = useServerAndBrowser({ DEV_CLOCK: '1', WECHAT_PUNCH_TEMPLATE_ID: 'tmpl_punch_e2e', WECHAT_MINI_APPID: 'wx_mini_e2e', WECHAT_MINI_SECRET: 'mini-e2e-secret' })
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)
const DAY_MS = 86_400_000

/** A 1×1 PNG, enough for the upload pipeline (thumbnail, metadata stripped). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** Moves the server's clock so that it reads `target` now; answers the server's Beijing day. */
async function serverTimeIs(target: number): Promise<string> {
  const r = await api<{ beijingDay: string; beijingTime: string }>(e2e.server, 'POST', '/dev/clock', { offsetMs: target - Date.now() })
  assert.equal(r.state, 1, r.msg)
  return r.data.beijingDay
}

/** A phone logged in as `user` (tokens live a day on H5: each server day gets a fresh login and phone). */
const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

async function detailOf(user: ApiUser, challengeId: number): Promise<ChallengeDetail> {
  const r = await asUser<ChallengeDetail>(e2e.server, user, 'GET', `/punch/challenge/detail?challengeId=${challengeId}`)
  assert.equal(r.state, 1, r.msg)
  return r.data
}

const value = async (page: Page, id: string) => Number(await testid(page, id).getAttribute('data-value'))

test('three days of punching with a make-up card on the missed day; likes, comments and messages', async () => {
  // Day 1 starts at 10:00 Beijing (tomorrow, by the real clock), whatever the hour of the run.
  const day1Start = Date.parse(`${plusDays(beijingDay(Date.now()), 1)}T02:00:00Z`)
  const day1 = await serverTimeIs(day1Start)
  assert.equal(day1, beijingDay(day1Start))
  const created = await admin(e2e.server, 'POST', '/punch/challenges', {
    kind: 'daily',
    title: '三日读书打卡',
    intro: '每天读一点，写下一句收获。',
    startDay: day1,
    endDay: plusDays(day1, 6),
    makeupLimit: 2,
  })
  assert.equal(created.state, 1, created.msg)
  const challenge = created.data as Challenge

  // ---- day 1: A joins from 挑战介绍 and punches with a photo ----
  const mobileA = uniqueMobile()
  let a = await apiLogin(e2e.server, mobileA)
  let phone = await phoneOf(a)
  let page = phone.page
  await openAndSettle(page, `${e2e.server.base}/punch/introduce?challengeId=${challenge.id}`, 'punch-introduce')
  await page.locator(`[data-testid="punch-introduce"][data-joined="false"]`).waitFor()
  assert.equal(await testid(page, 'punch-intro-title').textContent(), '三日读书打卡')
  await testid(page, 'punch-join').click()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator(`[data-testid="punch-detailed"][data-challenge-id="${challenge.id}"][data-joined="true"]`).waitFor()
  assert.equal(await value(page, 'punch-makeup-left'), 2)
  await page.locator('[data-testid="punch-today"][data-punched="false"]').waitFor()
  await screenshot(page, 'punch-detailed-day1')
  await testid(page, 'punch-go-post').click()
  await page.waitForSelector(`${pageRoot('punch-post')}[data-guard="done"]`)
  await page.locator(`[data-testid="punch-post"][data-mode="today"][data-day="${day1}"]`).waitFor()
  // Nothing written and no photo: told, nothing sent.
  await testid(page, 'punch-post-submit').click()
  await expectToast(page, '请写下打卡内容或上传照片')
  await field(page, 'punch-post-text').fill('第一天：读完《小王子》前五章')
  await testid(page, 'punch-post-add-image').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('从相册选择', { exact: true }).click()
  await (await chooser).setFiles({ name: 'page.png', mimeType: 'image/png', buffer: PNG })
  await page.locator('[data-testid="punch-post-images"][data-count="1"]').waitFor()
  await testid(page, 'punch-post-submit').click()
  await expectToast(page, '打卡成功，已连续1天')
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-today"][data-punched="true"]').waitFor()
  await page.locator('[data-testid="punch-streak"][data-value="1"]').waitFor()
  const afterDay1 = await detailOf(a, challenge.id)
  assert.deepEqual([afterDay1.me.today, afterDay1.me.punchedToday, afterDay1.me.streak, afterDay1.me.totalDays], [day1, true, 1, 1])
  const firstPunch = (await asUser<TimelinePage>(e2e.server, a, 'GET', `/punch/timeline?challengeId=${challenge.id}`)).data.list[0]
  assert.equal(firstPunch.images.length, 1)
  assert.match(firstPunch.images[0], /^\/api\/files\/\d{6}\//)
  assert.deepEqual(phone.errors, [])
  await page.context().close()

  // ---- day 2: nobody punches ----
  const day2 = await serverTimeIs(day1Start + DAY_MS)
  assert.equal(day2, plusDays(day1, 1))

  // ---- day 3: the streak restarted; A punches, then makes up day 2 from the calendar ----
  const day3 = await serverTimeIs(day1Start + 2 * DAY_MS + 3_600_000)
  assert.equal(day3, plusDays(day1, 2))
  a = await apiLogin(e2e.server, mobileA)
  phone = await phoneOf(a)
  page = phone.page
  await openAndSettle(page, `${e2e.server.base}/punch/detailed?challengeId=${challenge.id}`, 'punch-detailed')
  await page.locator('[data-testid="punch-today"][data-punched="false"]').waitFor()
  assert.equal(await value(page, 'punch-streak'), 0, 'day 2 was missed: no streak before punching day 3')
  await testid(page, 'punch-go-post').click()
  await page.waitForSelector(`${pageRoot('punch-post')}[data-guard="done"]`)
  await page.locator(`[data-testid="punch-post"][data-day="${day3}"]`).waitFor()
  await field(page, 'punch-post-text').fill('第三天：回到正轨')
  await testid(page, 'punch-post-submit').click()
  await expectToast(page, '打卡成功，已连续1天')
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-streak"][data-value="1"]').waitFor()

  await testid(page, 'punch-go-calendar').click()
  await page.waitForSelector(`${pageRoot('punch-calendar')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-calendar-streak"][data-value="1"]').waitFor()
  assert.equal(await value(page, 'punch-calendar-makeup-left'), 2)
  assert.equal(await page.locator(`[data-testid="punch-day"][data-day="${day1}"]`).getAttribute('data-status'), 'punched')
  assert.equal(await page.locator(`[data-testid="punch-day"][data-day="${day3}"]`).getAttribute('data-status'), 'punched')
  assert.equal(await page.locator(`[data-testid="punch-day"][data-day="${plusDays(day1, 3)}"]`).getAttribute('data-status'), 'future')
  const missed = page.locator(`[data-testid="punch-day"][data-day="${day2}"][data-status="missed"]`)
  await screenshot(page, 'punch-calendar-missed')
  await missed.click()
  await testid(page, 'confirm-ok').click()
  await page.waitForSelector(`${pageRoot('punch-post')}[data-guard="done"]`)
  await page.locator(`[data-testid="punch-post"][data-mode="makeup"][data-day="${day2}"]`).waitFor()
  await field(page, 'punch-post-text').fill('补上第二天：睡前读了十页')
  await testid(page, 'punch-post-submit').click()
  await expectToast(page, '补卡成功，还剩1张补卡卡')
  await page.waitForSelector(`${pageRoot('punch-calendar')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-calendar-streak"][data-value="3"]').waitFor()
  assert.equal(await value(page, 'punch-calendar-makeup-left'), 1)
  assert.equal(await value(page, 'punch-calendar-total'), 3)
  await page.locator(`[data-testid="punch-day"][data-day="${day2}"][data-status="makeup"][data-streak="true"]`).waitFor()
  await screenshot(page, 'punch-calendar-made-up')
  const calendar = (await asUser<Calendar>(e2e.server, a, 'GET', `/punch/calendar?challengeId=${challenge.id}`)).data
  assert.deepEqual(
    calendar.punches.map((p) => [p.day, p.kind]),
    [
      [day1, 'normal'],
      [day2, 'makeup'],
      [day3, 'normal'],
    ],
  )
  assert.deepEqual([calendar.streak, calendar.makeupLeft], [3, 1])
  // Back on 打卡详情 (kept alive below): the same numbers, reloaded on return.
  await page.goBack()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-streak"][data-value="3"]').waitFor()
  assert.equal(await value(page, 'punch-makeup-left'), 1)
  assert.deepEqual(phone.errors, [])

  // ---- day 3: B likes and comments A's punch in 打卡动态 ----
  const b = await apiLogin(e2e.server, uniqueMobile())
  assert.equal((await asUser(e2e.server, b, 'POST', '/punch/join', { challengeId: challenge.id })).state, 1)
  const phoneB = await phoneOf(b)
  const pageB = phoneB.page
  await openAndSettle(pageB, `${e2e.server.base}/punch/timeline?challengeId=${challenge.id}`, 'punch-timeline')
  const day3Punch = (await asUser<TimelinePage>(e2e.server, b, 'GET', `/punch/timeline?challengeId=${challenge.id}`)).data.list.find((p) => p.day === day3 && p.user.id === a.userId)
  assert.ok(day3Punch, 'A’s day-3 punch is in the timeline')
  const card = pageB.locator(`[data-testid="punch-card"][data-punch-id="${day3Punch.id}"]`)
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="punch-card-text"]').textContent(), '第三天：回到正轨')
  assert.equal(await pageB.locator('[data-testid="punch-card"]').count(), 3, 'the three punches of A, the make-up marked')
  assert.equal(await pageB.locator(`[data-testid="punch-card"][data-day="${day2}"]`).getAttribute('data-kind'), 'makeup')
  await card.locator('[data-testid="punch-like"]').click()
  await card.locator('[data-testid="punch-like"][data-liked="true"] [data-testid="punch-like-count"][data-count="1"]').waitFor()
  await card.locator('[data-testid="punch-comment-open"]').click()
  await field(pageB, 'punch-comment-input').fill('加油，一起坚持！')
  await testid(pageB, 'punch-comment-send').click()
  await expectToast(pageB, '评论成功')
  await card.locator('[data-testid="punch-comment-count"][data-count="1"]').waitFor()
  assert.equal(await card.locator('[data-testid="punch-comment-text"]').textContent(), '加油，一起坚持！')
  await screenshot(pageB, 'punch-timeline')
  const seen = (await asUser<TimelinePage>(e2e.server, a, 'GET', `/punch/timeline?challengeId=${challenge.id}`)).data.list.find((p) => p.id === day3Punch.id)
  assert.deepEqual([seen?.likeCount, seen?.commentCount, seen?.comments.map((c) => c.text)], [1, 1, ['加油，一起坚持！']])
  assert.deepEqual(phoneB.errors, [])

  // ---- A reads the like and the comment in 打卡消息; the unread count clears ----
  await page.reload()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-unread"][data-value="2"]').waitFor()
  await testid(page, 'punch-go-message').click()
  await page.waitForSelector(`${pageRoot('punch-message')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-messages"][data-count="2"]').waitFor()
  const messages = page.locator('[data-testid="punch-message"]')
  assert.deepEqual(await messages.evaluateAll((els) => els.map((e) => [e.getAttribute('data-type'), e.getAttribute('data-unread')])), [
    ['comment', 'true'],
    ['like', 'true'],
  ])
  assert.equal(await testid(page, 'punch-message-text').textContent(), '加油，一起坚持！')
  await screenshot(page, 'punch-messages')
  const listed = (await asUser<ListPage<PunchMessage>>(e2e.server, a, 'GET', `/punch/message/list?challengeId=${challenge.id}`)).data
  assert.deepEqual(listed.list.map((m) => [m.type, m.from.id]), [
    ['comment', b.userId],
    ['like', b.userId],
  ])
  // Read once shown: back on 打卡详情 the badge is gone.
  await page.goBack()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-go-message"]').waitFor()
  await page.waitForFunction(() => !document.querySelector('[data-testid="punch-unread"]'))
  assert.equal((await detailOf(a, challenge.id)).me.unreadMessages, 0)
  assert.deepEqual(phone.errors, [])
})

test('打卡挑战 lists the seeded challenges; 听书打卡 shows today’s listening against the minutes it needs', async () => {
  await serverTimeIs(Date.now())
  const user = await apiLogin(e2e.server, uniqueMobile())
  const { page, errors } = await phoneOf(user)
  await openAndSettle(page, `${e2e.server.base}/punch/index`, 'punch-index')
  await page.locator('[data-testid="punch-joined"][data-count="0"]').waitFor()
  const listenCard = page.locator('[data-testid="punch-open"] [data-testid="punch-challenge-card"][data-kind="listen"]').first()
  await listenCard.waitFor()
  const listenId = Number(await listenCard.getAttribute('data-challenge-id'))
  await listenCard.click()
  await page.waitForSelector(`${pageRoot('punch-introduce')}[data-guard="done"]`)
  await testid(page, 'punch-join').click()
  await page.waitForSelector(`${pageRoot('activity-learnPunchIndex')}[data-guard="done"]`)
  await page.locator(`[data-testid="listen-punch"][data-challenge-id="${listenId}"][data-joined="true"]`).waitFor()
  assert.equal(await value(page, 'listen-minutes'), 0, 'a new account has listened nothing today')
  assert.equal(await value(page, 'listen-required'), 10)
  await testid(page, 'listen-go-course').waitFor()
  assert.equal(await testid(page, 'listen-punch-button').count(), 0, 'no punch without the listening')
  // The server agrees: a punch now is refused with the minutes still missing.
  const refused = await asUser(e2e.server, user, 'POST', '/punch/punch', { challengeId: listenId })
  assert.deepEqual([refused.state, refused.msg], [4928, '今天已听0分钟，再听10分钟就能打卡'])
  // H5: the reminder lives in the mini-program, and the page says so.
  await page.locator('[data-testid="punch-reminder"][data-state="elsewhere"]').waitFor()
  await testid(page, 'listen-go-rank').click()
  await page.waitForSelector(`${pageRoot('activity-learnPunchRank')}[data-guard="done"]`)
  await testid(page, 'punch-ranking').waitFor()
  assert.ok(Number(await testid(page, 'punch-ranking').getAttribute('data-ranked')) > 0, 'the demo learners’ listen punches are ranked')
  await screenshot(page, 'punch-listen-rank')
  assert.deepEqual(errors, [])
})

test('a held punch: the draft kept across leaving 发布打卡, 审核中 for its author only until released; 举报 (twice: the server’s message) and deleting my own comment in 打卡动态', async () => {
  const today = await serverTimeIs(Date.now())
  const created = await admin(e2e.server, 'POST', '/punch/challenges', { kind: 'daily', title: '审核打卡', startDay: today, endDay: plusDays(today, 6), makeupLimit: 1 })
  assert.equal(created.state, 1, created.msg)
  const challenge = created.data as Challenge
  // The operators' one keyword list (the community's) holds punch text too.
  const keyword = `私下转账${Date.now() % 100000}`
  const added = await admin(e2e.server, 'POST', '/upgc/keywords', { word: keyword })
  assert.equal(added.state, 1, added.msg)
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  for (const who of [a, b]) assert.equal((await asUser(e2e.server, who, 'POST', '/punch/join', { challengeId: challenge.id })).state, 1)

  // ---- A writes half a punch with a photo, leaves 发布打卡 and comes back: it is all there ----
  const { page, errors } = await phoneOf(a)
  await openAndSettle(page, `${e2e.server.base}/punch/detailed?challengeId=${challenge.id}`, 'punch-detailed')
  await testid(page, 'punch-go-post').click()
  await page.waitForSelector(`${pageRoot('punch-post')}[data-guard="done"]`)
  await page.locator(`[data-testid="punch-post"][data-day="${today}"]`).waitFor()
  const text = `今天读到一半，有人找我${keyword}`
  await field(page, 'punch-post-text').fill(text)
  await testid(page, 'punch-post-add-image').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('从相册选择', { exact: true }).click()
  await (await chooser).setFiles({ name: 'page.png', mimeType: 'image/png', buffer: PNG })
  await page.locator('[data-testid="punch-post-images"][data-count="1"]').waitFor()
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('punchDraft')))
  assert.equal((await drafts()).length, 1, 'the draft is stored as it is written')
  await page.goBack()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await testid(page, 'punch-go-post').click()
  await page.waitForSelector(`${pageRoot('punch-post')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-post-images"][data-count="1"]').waitFor()
  assert.equal(await field(page, 'punch-post-text').inputValue(), text)

  // ---- sent: held for review; A is told, the day counts, the draft is gone ----
  await testid(page, 'punch-post-submit').click()
  await page.locator(`[data-testid="punch-post-held"][data-day="${today}"]`).waitFor()
  assert.match((await testid(page, 'punch-post-held').textContent()) ?? '', /审核中.*已记录.*审核通过后其他人才能看到/)
  await screenshot(page, 'punch-post-held')
  assert.deepEqual(await drafts(), [], 'the draft is removed once sent')
  const afterPunch = await detailOf(a, challenge.id)
  assert.deepEqual([afterPunch.me.punchedToday, afterPunch.me.streak], [true, 1])
  const punchId = afterPunch.me.todayPunchId
  assert.ok(punchId)
  await testid(page, 'punch-post-held-back').click()
  await page.waitForSelector(`${pageRoot('punch-detailed')}[data-guard="done"]`)
  await page.locator('[data-testid="punch-today"][data-punched="true"]').waitFor()
  await testid(page, 'punch-go-timeline').click()
  await page.waitForSelector(`${pageRoot('punch-timeline')}[data-guard="done"]`)
  const mine = page.locator(`[data-testid="punch-card"][data-punch-id="${punchId}"]`)
  await mine.locator('[data-testid="punch-card-status"][data-status="held"]').waitFor()
  assert.match((await mine.locator('[data-testid="punch-card-status"]').textContent()) ?? '', /审核中/)
  assert.equal(await mine.locator('[data-testid="punch-more"]').count(), 0, 'no 举报 on one’s own punch')

  // ---- B does not see it until an operator releases it ----
  const phoneB = await phoneOf(b)
  const pageB = phoneB.page
  await openAndSettle(pageB, `${e2e.server.base}/punch/timeline?challengeId=${challenge.id}`, 'punch-timeline')
  await pageB.getByText('还没有人打卡，来做第一个吧').waitFor()
  const timelineOfB = async () => (await asUser<TimelinePage>(e2e.server, b, 'GET', `/punch/timeline?challengeId=${challenge.id}`)).data.list.map((p) => p.id)
  assert.deepEqual(await timelineOfB(), [])
  const held = (await admin(e2e.server, 'GET', '/punch/held')).data as { type: string; id: number }[]
  assert.ok(held.some((h) => h.type === 'punch' && h.id === punchId), 'the punch is in the review queue')
  const released = await admin(e2e.server, 'POST', '/punch/review', { type: 'punch', id: punchId, verdict: 'release' })
  assert.equal(released.state, 1, released.msg)
  assert.deepEqual(await timelineOfB(), [punchId])
  await pageB.reload()
  await pageB.waitForSelector(`${pageRoot('punch-timeline')}[data-guard="done"]`)
  const card = pageB.locator(`[data-testid="punch-card"][data-punch-id="${punchId}"]`)
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="punch-card-text"]').textContent(), text)
  assert.equal(await card.locator('[data-testid="punch-card-status"]').count(), 0)

  // ---- B reports the punch: a reason; a second report shows the server's message ----
  for (const [reason, said] of [
    ['垃圾广告', '举报已提交，我们会尽快核实处理'],
    ['其他', '你已举报过，我们会尽快处理'],
  ]) {
    await card.locator('[data-testid="punch-more"]').click()
    await pageB.locator(`[data-testid="content-menu"][data-type="punch"][data-id="${punchId}"]`).waitFor()
    await testid(pageB, 'content-report').click()
    await pageB.locator(`[data-testid="content-report-reason"][data-reason="${reason}"]`).click()
    await expectToast(pageB, said)
  }
  const reports = (await admin(e2e.server, 'GET', '/punch/reports')).data as { reporterId: number; targetType: string; targetId: number; reason: string }[]
  assert.deepEqual(
    reports.filter((r) => r.reporterId === b.userId).map((r) => [r.targetType, r.targetId, r.reason]),
    [['punch', punchId, '垃圾广告']],
  )

  // ---- B comments, then deletes the comment (after a confirm) ----
  await card.locator('[data-testid="punch-comment-open"]').click()
  await field(pageB, 'punch-comment-input').fill('写错了，删掉')
  await testid(pageB, 'punch-comment-send').click()
  await expectToast(pageB, '评论成功')
  await card.locator('[data-testid="punch-comment-count"][data-count="1"]').waitFor()
  await card.locator('[data-testid="punch-comment-more"]').click()
  await testid(pageB, 'content-delete').click()
  await testid(pageB, 'confirm-ok').click()
  await expectToast(pageB, '评论已删除')
  await card.locator('[data-testid="punch-comment-count"][data-count="0"]').waitFor()
  assert.equal(await card.locator('[data-testid="punch-comment"]').count(), 0)
  const comments = (await asUser<ListPage<{ id: number }>>(e2e.server, a, 'GET', `/punch/comment/list?punchId=${punchId}`)).data
  assert.equal(comments.total, 0, 'deleted for everyone')
  await screenshot(pageB, 'punch-timeline-menu')
  assert.deepEqual(errors, [])
  assert.deepEqual(phoneB.errors, [])
})
