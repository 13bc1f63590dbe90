// Reading parties in Chromium at 375 px against the real server with a movable clock (DEV_CLOCK=1,
// POST /api/dev/clock). An organiser creates a paid party with 2 seats on 发起读书会 (the topic
// picked on 选择书目, the form kept across a reload, a refusal of the server shown as it says it);
// two users sign up and pay at the sandbox cashier from 读书会详情, a third joins the waitlist;
// at the start the organiser's 读书会管理 shows the rotating code, one attendee types it on the
// detail page; after the end the organiser settles on 活动结算 and sees the share, also in
// 我的读书会 and on the earnings account. Then the ways out: an attendee cancels before the
// deadline (the rule stated, refunded), the seat is offered to the first in line who pays for it,
// and the organiser cancels the party for everyone.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { CheckinCode, MineSummary, Settlement, Statistics } from '@contract/reading'
import { api, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'
import { waitForStill, waitUntil } from '../support/wait'

const e2e = useServerAndBrowser({ DEV_CLOCK: '1' })
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)
const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const FEE_FEN = 2500
const CITY = '苏州'

/** Moves the server's clock so that it reads `target` now. */
async function serverTimeIs(target: number): Promise<void> {
  const r = await api(e2e.server, 'POST', '/dev/clock', { offsetMs: target - Date.now() })
  assert.equal(r.state, 1, r.msg)
}

/** Each user's mobile, to log in again once the server's clock moved (a token lives a day). */
const mobiles = new Map<number, string>()

async function newUser(): Promise<ApiUser> {
  const mobile = uniqueMobile()
  const user = await apiLogin(e2e.server, mobile)
  mobiles.set(user.userId, mobile)
  return user
}

async function loginAgain(user: ApiUser): Promise<ApiUser> {
  const again = await apiLogin(e2e.server, mobiles.get(user.userId) ?? '')
  assert.equal(again.userId, user.userId)
  return again
}

/** A phone logged in as `user`. */
const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

async function openDetail(page: Page, partyId: number, query = ''): Promise<void> {
  await openAndSettle(page, `${e2e.server.base}/reading/detail?partyId=${partyId}${query}`, 'reading-detail')
  await page.locator(`[data-testid="reading-detail"][data-party-id="${partyId}"]`).waitFor()
}

const myState = (page: Page, state: string) => page.locator(`[data-testid="reading-my-state"][data-state="${state}"]`).waitFor({ timeout: 15_000 })

/** 报名 ¥25 → 确认订单 → the sandbox cashier → back on the detail, signed up. */
async function signUpAndPay(page: Page, partyId: number, shot?: string): Promise<void> {
  await openDetail(page, partyId)
  await myState(page, 'open')
  assert.equal(await testid(page, 'reading-action-signup').textContent(), '报名 ¥25')
  await testid(page, 'reading-action-signup').click()
  await testid(page, 'order-confirm').waitFor()
  assert.equal(await testid(page, 'order-payable').textContent(), '25')
  if (shot) await screenshot(page, shot)
  await testid(page, 'order-submit').click()
  await testid(page, 'sandbox-cashier').waitFor()
  assert.equal(await testid(page, 'sandbox-cashier-amount').textContent(), '¥25.00')
  await waitForStill(page, 'the cashier sheet')
  await testid(page, 'sandbox-pay-confirm').click()
  await myState(page, 'signed')
  assert.equal(await testid(page, 'reading-my-status').textContent(), '已报名，活动开始前1小时起可签到')
}

test('an organiser creates a paid party; two pay, one waits; a code check-in; settled after the end', async () => {
  await serverTimeIs(Date.now())
  let organiser = await newUser()
  const [a, b, c] = [await newUser(), await newUser(), await newUser()]

  // ---- 发起读书会 ----
  const phoneO = await phoneOf(organiser)
  let page = phoneO.page
  await openAndSettle(page, `${e2e.server.base}/reading/creat`, 'reading-creat')
  await testid(page, 'reading-creat').waitFor()
  await field(page, 'reading-creat-title').fill('周末共读：和情绪做朋友')
  // The topic from 选择书目: its suggested topics, picked back into the form.
  await testid(page, 'reading-creat-pick').click()
  await page.waitForSelector(`${pageRoot('reading-searchBookTopic')}[data-guard="done"]`)
  await page.locator('[data-testid="reading-book-option"]').first().waitFor()
  await screenshot(page, 'reading-search-book-topic')
  await page.locator('[data-testid="reading-topic-option"][data-topic="情绪管理"]').click()
  await page.waitForSelector(`${pageRoot('reading-creat')}[data-guard="done"]`)
  await waitUntil('the picked topic in the form', () => field(page, 'reading-creat-topic').inputValue(), (v) => v === '情绪管理')
  await field(page, 'reading-creat-city').fill(CITY)
  await field(page, 'reading-creat-venue').fill('猫的天空之城（平江路店）')
  await field(page, 'reading-creat-address').fill('苏州市姑苏区平江路75号')
  await field(page, 'reading-creat-capacity').fill('0')
  await field(page, 'reading-creat-fee').fill('25')
  // Refused here before sending, in Chinese.
  await testid(page, 'reading-creat-submit').click()
  await expectToast(page, '人数上限须为1到500人')
  assert.equal(await testid(page, 'reading-creat-error').textContent(), '人数上限须为1到500人')
  await field(page, 'reading-creat-capacity').fill('2')
  // The form is kept on the device: a reload finds it again.
  await page.waitForTimeout(300)
  await page.reload()
  await page.waitForSelector(`${pageRoot('reading-creat')}[data-guard="done"]`)
  assert.equal(await field(page, 'reading-creat-title').inputValue(), '周末共读：和情绪做朋友')
  assert.equal(await field(page, 'reading-creat-topic').inputValue(), '情绪管理')
  assert.equal(await field(page, 'reading-creat-capacity').inputValue(), '2')
  assert.equal(await field(page, 'reading-creat-fee').inputValue(), '25')
  const startsAt = Number(await testid(page, 'reading-creat-starts').getAttribute('data-value'))
  const endsAt = Number(await testid(page, 'reading-creat-ends').getAttribute('data-value'))
  assert.equal(endsAt - startsAt, 120 * MINUTE_MS, 'a new party lasts two hours')
  await waitForStill(page, 'the form')
  await screenshot(page, 'reading-creat')
  // The server refuses what it sees differently (its clock is 200 days back): its words, shown.
  await serverTimeIs(Date.now() - 200 * DAY_MS)
  await testid(page, 'reading-creat-submit').click()
  await page.locator('[data-testid="reading-creat-error"]', { hasText: '读书会设置有误：开始时间须在180天以内' }).waitFor()
  await serverTimeIs(Date.now())
  await testid(page, 'reading-creat-submit').click()
  await page.waitForSelector(`${pageRoot('reading-detail')}[data-guard="done"]`)
  await myState(page, 'organiser')
  const partyId = Number(await testid(page, 'reading-detail').getAttribute('data-party-id'))
  assert.ok(partyId > 0)
  assert.equal(await testid(page, 'reading-detail-fee').textContent(), '¥25')
  assert.equal(await testid(page, 'reading-detail-seats-text').textContent(), '剩2个 / 共2人')
  assert.equal(await testid(page, 'reading-detail-address').textContent(), '苏州市姑苏区平江路75号')
  // Created: the draft is gone, 发起读书会 starts empty.
  assert.equal(await page.evaluate(() => window.localStorage.getItem('xz:readingPartyDraft')), null)

  // The list of the city chosen on 选择城市 shows it.
  await openAndSettle(page, `${e2e.server.base}/reading/index`, 'reading-index')
  await testid(page, 'reading-city-switch').click()
  await page.waitForSelector(`${pageRoot('reading-city')}[data-guard="done"]`)
  await page.locator(`[data-testid="reading-city-option"][data-city="${CITY}"]`).waitFor()
  await screenshot(page, 'reading-city')
  await page.locator(`[data-testid="reading-city-option"][data-city="${CITY}"]`).click()
  await page.locator(`[data-testid="reading-index"][data-city="${CITY}"][data-count="1"]`).waitFor()
  const listed = page.locator(`[data-testid="reading-party-card"][data-party-id="${partyId}"]`)
  assert.equal(await listed.locator('[data-testid="reading-card-seats"]').textContent(), '剩2个名额')
  assert.equal(await listed.locator('[data-testid="reading-card-fee"]').textContent(), '¥25')
  await screenshot(page, 'reading-index')
  assert.deepEqual(phoneO.errors, [])

  // ---- A and B pay at the sandbox cashier; the party is full ----
  const phoneA = await phoneOf(a)
  await signUpAndPay(phoneA.page, partyId, 'reading-checkout')
  await screenshot(phoneA.page, 'reading-detail-signed')
  // A shares the party: the poster's QR opens its H5 page with A's invitation code.
  await testid(phoneA.page, 'reading-go-poster').click()
  await phoneA.page.waitForSelector(`${pageRoot('reading-sharePoster')}[data-guard="done"]`)
  await testid(phoneA.page, 'poster-image').waitFor()
  const link = (await testid(phoneA.page, 'reading-poster').getAttribute('data-link')) ?? ''
  assert.match(link, new RegExp(`/reading/detail\\?partyId=${partyId}&inviteCode=${a.invitationCode}$`))
  await screenshot(phoneA.page, 'reading-poster')
  const phoneB = await phoneOf(b)
  await signUpAndPay(phoneB.page, partyId)
  assert.deepEqual([phoneA.errors, phoneB.errors], [[], []])

  // ---- C: full, joins the waitlist ----
  const phoneC = await phoneOf(c)
  await openDetail(phoneC.page, partyId)
  await myState(phoneC.page, 'full')
  assert.equal(await testid(phoneC.page, 'reading-detail-seats-text').textContent(), '已满（共2人）')
  await testid(phoneC.page, 'reading-action-joinWaitlist').click()
  await expectToast(phoneC.page, '已加入候补，当前第1位')
  await myState(phoneC.page, 'waiting')
  assert.equal(await testid(phoneC.page, 'reading-my-status').textContent(), '候补第1位，有空位时为你保留名额')
  await screenshot(phoneC.page, 'reading-detail-waitlist')
  assert.deepEqual(phoneC.errors, [])

  // ---- at the start: the organiser shows the code, A types it ----
  await serverTimeIs(startsAt + 10 * MINUTE_MS)
  for (const context of [phoneO, phoneA, phoneB, phoneC]) await context.page.context().close()
  organiser = await loginAgain(organiser)
  const attendeeA = await loginAgain(a)
  const manager = await phoneOf(organiser)
  page = manager.page
  await openAndSettle(page, `${e2e.server.base}/reading/manage?partyId=${partyId}`, 'reading-manage')
  await page.locator('[data-testid="reading-manage"][data-phase="ongoing"]').waitFor()
  await page.locator('[data-testid="reading-attendees"][data-count="2"]').waitFor()
  await page.locator('[data-testid="reading-waitlist"][data-count="1"]').waitFor()
  await testid(page, 'reading-checkin-qr').waitFor()
  const code = (await testid(page, 'reading-checkin-panel').getAttribute('data-code')) ?? ''
  assert.match(code, /^\d{6}$/)
  assert.equal(await testid(page, 'reading-checkin-digits').textContent(), `${code.slice(0, 3)} ${code.slice(3)}`)
  const seconds = Number(await testid(page, 'reading-checkin-countdown').getAttribute('data-seconds'))
  assert.ok(seconds >= 0 && seconds <= 30, `countdown ${seconds}`)
  const served = await asUser<CheckinCode>(e2e.server, organiser, 'GET', `/reading/manage/checkinCode?partyId=${partyId}`)
  assert.equal(served.data.windowSeconds, 30)
  await screenshot(page, 'reading-manage')

  const attendee = await phoneOf(attendeeA)
  await openDetail(attendee.page, partyId)
  await myState(attendee.page, 'signed')
  await testid(attendee.page, 'reading-action-checkin').click()
  // The code as shown now (it may have turned since; the previous one still counts).
  const shown = (await testid(page, 'reading-checkin-panel').getAttribute('data-code')) ?? ''
  await field(attendee.page, 'reading-checkin-code').fill(shown)
  await screenshot(attendee.page, 'reading-detail-checkin')
  await testid(attendee.page, 'reading-checkin-submit').click()
  await expectToast(attendee.page, '签到成功')
  await myState(attendee.page, 'checkedIn')
  // 我的报名: the party, checked in, what was paid.
  await openAndSettle(attendee.page, `${e2e.server.base}/reading/myReport`, 'reading-myReport')
  const mySignup = attendee.page.locator(`[data-testid="reading-signup-card"][data-party-id="${partyId}"] [data-testid="reading-signup-state"]`)
  await mySignup.waitFor()
  assert.deepEqual([await mySignup.getAttribute('data-status'), await mySignup.getAttribute('data-checked-in'), await mySignup.textContent()], ['confirmed', 'true', '已签到实付¥25'])
  await screenshot(attendee.page, 'reading-my-report')
  assert.deepEqual(attendee.errors, [])

  await page.reload()
  await page.waitForSelector(`${pageRoot('reading-manage')}[data-guard="done"]`)
  await page.locator('[data-testid="reading-manage-checked"][data-value="1"]').waitFor()
  assert.equal(await page.locator(`[data-testid="reading-attendee"][data-user-id="${a.userId}"]`).getAttribute('data-checked-in'), 'true')
  assert.equal(await page.locator(`[data-testid="reading-attendee"][data-user-id="${b.userId}"]`).getAttribute('data-checked-in'), 'false')
  await testid(page, 'reading-go-statistics').click()
  await page.waitForSelector(`${pageRoot('reading-statistics')}[data-guard="done"]`)
  await page.locator('[data-testid="reading-stats-rate"][data-value="50"]').waitFor()
  assert.equal(await testid(page, 'reading-stats-revenue').getAttribute('data-fen'), String(2 * FEE_FEN))
  assert.equal(await testid(page, 'reading-stats-share').getAttribute('data-fen'), '4500')
  const stats = (await asUser<Statistics>(e2e.server, organiser, 'GET', `/reading/statistics?partyId=${partyId}`)).data
  assert.deepEqual([stats.signups, stats.paid, stats.checkedIn, stats.waitlist, stats.revenueFen, stats.platformFeeFen, stats.organiserFen], [2, 2, 1, 1, 5000, 500, 4500])
  await screenshot(page, 'reading-statistics')

  // ---- after the end: settle and see the share ----
  await serverTimeIs(endsAt + 10 * MINUTE_MS)
  await openAndSettle(page, `${e2e.server.base}/reading/settlement?partyId=${partyId}`, 'reading-settlement')
  await page.locator('[data-testid="reading-settlement"][data-state="ready"]').waitFor()
  assert.equal(await testid(page, 'reading-settle-gross').getAttribute('data-fen'), '5000')
  assert.equal(await testid(page, 'reading-settle-platform').getAttribute('data-fen'), '500')
  assert.equal(await testid(page, 'reading-settle-share').textContent(), '¥45.00')
  await testid(page, 'reading-settle-submit').click()
  await testid(page, 'confirm-ok').click()
  await page.locator('[data-testid="reading-settlement"][data-state="settled"]').waitFor()
  assert.equal(await testid(page, 'reading-settle-done-amount').textContent(), '¥45.00')
  await waitForStill(page, 'the settled page')
  await screenshot(page, 'reading-settlement')
  const settled = (await asUser<Settlement>(e2e.server, organiser, 'GET', `/reading/settlement?partyId=${partyId}`)).data
  assert.deepEqual([settled.paidSignups, settled.grossFen, settled.platformFen, settled.shareFen, settled.canSettle], [2, 5000, 500, 4500, false])
  const mine = (await asUser<MineSummary>(e2e.server, organiser, 'GET', '/reading/mine/summary')).data
  assert.deepEqual([mine.settledFen, mine.earnings.availableFen, mine.createdCount], [4500, 4500, 1])

  // 我的读书会: the settled income, and the way to withdraw it (getMoney).
  await openAndSettle(page, `${e2e.server.base}/reading/mycenter`, 'reading-mycenter')
  await page.locator('[data-testid="reading-earnings"][data-settled-fen="4500"][data-available-fen="4500"]').waitFor()
  assert.equal(await testid(page, 'reading-settled').textContent(), '¥45.00')
  await page.locator(`[data-testid="reading-created-card"][data-party-id="${partyId}"][data-phase="ended"]`).waitFor()
  await screenshot(page, 'reading-mycenter')
  await testid(page, 'reading-go-getmoney').click()
  await page.waitForSelector(`${pageRoot('reading-getMoney')}[data-guard="done"]`)
  assert.deepEqual(manager.errors, [])
})


test('cancelling before the deadline states the rule and refunds; the seat goes to the first in line; the organiser cancels the party for everyone', async () => {
  await serverTimeIs(Date.now())
  const [organiser, b, c] = [await newUser(), await newUser(), await newUser()]
  const startsAt = Date.now() + 2 * DAY_MS
  const created = await asUser<{ party: { id: number } }>(e2e.server, organiser, 'POST', '/reading/party/create', {
    title: '一席读书会：非暴力沟通',
    bookTitle: '非暴力沟通',
    city: CITY,
    venue: '慢书房',
    address: '苏州市姑苏区钮家巷19号',
    startsAt,
    endsAt: startsAt + 2 * 3_600_000,
    capacity: 1,
    feeFen: 1000,
  })
  assert.equal(created.state, 1, created.msg)
  const partyId = created.data.party.id

  // B pays the only seat; C waits.
  const phoneB = await phoneOf(b)
  await openDetail(phoneB.page, partyId)
  assert.equal(await testid(phoneB.page, 'reading-action-signup').textContent(), '报名 ¥10')
  await testid(phoneB.page, 'reading-action-signup').click()
  await testid(phoneB.page, 'order-submit').click()
  await testid(phoneB.page, 'sandbox-cashier').waitFor()
  await waitForStill(phoneB.page, 'the cashier sheet')
  await testid(phoneB.page, 'sandbox-pay-confirm').click()
  await myState(phoneB.page, 'signed')
  assert.equal((await asUser(e2e.server, c, 'POST', '/reading/waitlist/join', { partyId })).state, 1)

  // B cancels: the dialog states the rule and the refund first.
  await testid(phoneB.page, 'reading-action-cancel').click()
  const rule = testid(phoneB.page, 'reading-cancel-rule')
  await rule.waitFor()
  assert.match((await rule.textContent()) ?? '', /^报名截止（.+）前可取消报名，报名费全额原路退回；截止后不能取消，费用不予退还。活动取消时全额退款。确认取消后，报名费¥10将全额原路退回。$/)
  await waitForStill(phoneB.page, 'the dialog')
  await screenshot(phoneB.page, 'reading-cancel-dialog')
  await testid(phoneB.page, 'confirm-ok').click()
  await expectToast(phoneB.page, '已取消报名，报名费将原路退回')
  // The seat went to C as an offer: for B the party is full again.
  await myState(phoneB.page, 'full')
  assert.equal(await testid(phoneB.page, 'reading-my-status').textContent(), '已取消报名，报名费已原路退回')
  const bSignups = await asUser<{ list: { signup: { status: string } }[] }>(e2e.server, b, 'GET', '/reading/mine/signups')
  assert.deepEqual(bSignups.data.list.map((i) => i.signup.status), ['refunded'])
  assert.deepEqual(phoneB.errors, [])

  // C is offered the seat and takes it by paying.
  const phoneC = await phoneOf(c)
  await openDetail(phoneC.page, partyId)
  await myState(phoneC.page, 'offered')
  assert.match((await testid(phoneC.page, 'reading-my-status').textContent()) ?? '', /^有空位，请在\d+月\d+日 \d\d:\d\d前报名$/)
  await screenshot(phoneC.page, 'reading-detail-offered')
  await testid(phoneC.page, 'reading-action-signup').click()
  await testid(phoneC.page, 'order-submit').click()
  await testid(phoneC.page, 'sandbox-cashier').waitFor()
  await waitForStill(phoneC.page, 'the cashier sheet')
  await testid(phoneC.page, 'sandbox-pay-confirm').click()
  await myState(phoneC.page, 'signed')

  // The organiser cancels the party: everyone is refunded, as the dialog says.
  const manager = await phoneOf(organiser)
  await openAndSettle(manager.page, `${e2e.server.base}/reading/manage?partyId=${partyId}`, 'reading-manage')
  await manager.page.locator(`[data-testid="reading-attendee"][data-user-id="${c.userId}"][data-status="confirmed"]`).waitFor()
  await testid(manager.page, 'reading-cancel-party').click()
  const dialog = testid(manager.page, 'reading-cancel-party-dialog')
  await dialog.waitFor()
  assert.match((await dialog.textContent()) ?? '', /所有报名者的报名费将全额原路退回/)
  await field(manager.page, 'reading-cancel-reason').fill('场地临时关闭')
  await waitForStill(manager.page, 'the dialog')
  await screenshot(manager.page, 'reading-cancel-party-dialog')
  await testid(manager.page, 'confirm-ok').click()
  await expectToast(manager.page, '读书会已取消，报名费将全额退回')
  await manager.page.locator('[data-testid="reading-manage"][data-phase="cancelled"]').waitFor()
  assert.equal(await testid(manager.page, 'reading-cancel-party').count(), 0)
  await openDetail(phoneC.page, partyId)
  await myState(phoneC.page, 'partyCancelled')
  assert.equal(await testid(phoneC.page, 'reading-my-status').textContent(), '活动已取消，报名费已原路退回')
  const cSignups = await asUser<{ list: { signup: { status: string; paidFen: number } }[] }>(e2e.server, c, 'GET', '/reading/mine/signups')
  assert.deepEqual(cSignups.data.list.map((i) => [i.signup.status, i.signup.paidFen]), [['refunded', 1000]])
  assert.deepEqual([phoneC.errors, manager.errors], [[], []])
})
