// The assessment issue in Chromium, as a person would do it: take PHQ-9 with answers that give a
// known score and see the band and the crisis notice; take the type test and see the expected
// type; leave halfway and resume; unlock a report with three friends' help in three browser
// contexts; a counsellor sign-up with a bad ID number shows the field error on blur.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { BrowserContext, Page } from 'playwright-core'
import { scaleByCode } from '../../server/src/areas/assessment/scales'
import { newPhone, screenshot, uniqueMobile, useServerAndBrowser, watchErrors } from '../support/harness'
import { openAndSettle } from '../support/pages'
import { apiLogin, asUser, startLoggedIn, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'

const e2e = useServerAndBrowser()

interface Card {
  id: number
  scaleCode: string
  helpUnlock: number
}

const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

async function assessmentId(user: ApiUser, scaleCode: string): Promise<number> {
  const list = await asUser<{ list: Card[] }>(e2e.server, user, 'GET', '/assessment/list?pageSize=50')
  const card = list.data.list.find((c) => c.scaleCode === scaleCode)
  assert.ok(card, `the demo catalogue has ${scaleCode}`)
  return card.id
}

async function loggedIn(user: ApiUser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newPhone(e2e.browser)
  await startLoggedIn(context, user.token)
  const page = await context.newPage()
  return { context, page, errors: watchErrors(page) }
}

/** Buys the first VIP tier at the sandbox cashier (the type test is for members in the demo). */
async function becomeVip(user: ApiUser): Promise<void> {
  const offers = await asUser<Array<{ id: number }>>(e2e.server, user, 'GET', '/vip/offers')
  const placed = await asUser<{ orderNumber: string }>(e2e.server, user, 'POST', '/pay/addorder', {
    commodityId: offers.data[0]!.id, purchaseQuantity: 1, payScene: 'h5', payMode: 'wxPay',
  })
  assert.equal(placed.state, 1, placed.msg)
  const paid = await asUser<{ status: string }>(e2e.server, user, 'POST', '/pay/sandbox/complete', { orderNumber: placed.data.orderNumber, result: 'success' })
  assert.equal(paid.data.status, 'paid', paid.msg)
}

/** From the detail page through the consent page to the first question. */
async function startFromDetail(page: Page, id: number): Promise<void> {
  await openAndSettle(page, `${e2e.server.base}/assessment/assessmentDetail?id=${id}`, 'assessment-assessmentDetail')
  await testid(page, 'assessment-start').click()
  await page.waitForSelector('[data-testid="page-assessment-AssessmentShouldKnow"][data-guard="done"]')
  await testid(page, 'consent-check').click()
  await testid(page, 'consent-start').click()
  await page.waitForSelector('[data-testid="page-assessment-assessmentQuestionList"][data-guard="done"]')
}

/** Answers from question `from` on, one tap each, waiting for the next question to show. */
async function answer(page: Page, values: number[], from = 1): Promise<void> {
  for (let i = 0; i < values.length; i += 1) {
    const no = from + i
    await page.waitForFunction((n) => document.querySelector('[data-testid="question-no"]')?.textContent?.includes(`第${n}题`), no)
    await testid(page, `option-${values[i]}`).click()
  }
}

async function submit(page: Page): Promise<void> {
  await testid(page, 'question-submit').click()
  await page.waitForSelector('[data-testid="page-assessment-assessmentReport"][data-guard="done"]')
  await testid(page, 'report-headline').waitFor()
}

/** What the report shows of its total: the headline, the score on the gauge and its band. */
async function shownTotal(page: Page): Promise<{ headline: string; raw: string | null; score: string | null; bands: string[] }> {
  const total = testid(page, 'report-total')
  await total.waitFor()
  return {
    headline: (await testid(page, 'report-headline').textContent()) ?? '',
    raw: await total.getAttribute('data-raw'),
    score: await total.textContent(),
    bands: await testid(page, 'report-band').allTextContents(),
  }
}

test('PHQ-9 with a known score shows the band and, with item 9 above 0, the crisis notice', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const id = await assessmentId(user, 'phq9')
  const { page, errors } = await loggedIn(user)
  await startFromDetail(page, id)
  // 1+2+0+3+1+0+2+1+1 = 11: 中度 (10–14); item 9 = 1.
  await answer(page, [1, 2, 0, 3, 1, 0, 2, 1, 1])
  await submit(page)
  assert.deepEqual(await shownTotal(page), { headline: '抑郁症状总分 11 分（中度）', raw: '11', score: '11 / 27分', bands: ['中度'] })
  // Item 9 above 0: the crisis notice, first on the report, with every hotline one tap from a call.
  const crisis = testid(page, 'crisis-notice')
  await crisis.waitFor()
  assert.equal(await testid(page, 'assessment-report').getAttribute('data-crisis'), 'true')
  assert.equal(await crisis.locator('.report-crisis__title').textContent(), '⚠ 你的安全最重要')
  const hotlines = await crisis.locator('[data-testid="crisis-hotline"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-number')))
  assert.deepEqual(hotlines, ['12356', '4001619995', '120', '110'])
  await screenshot(page, 'assessment-phq9-report')
  assert.deepEqual(errors, [])
})

test('the type test gives the type its answers were written for', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const id = await assessmentId(user, 'jungian-type')
  await becomeVip(user)
  const scale = scaleByCode('jungian-type')!
  // Aim at INTJ: agree fully with items keyed to I, N, T, J and disagree with the others.
  const wanted: Record<string, 'first' | 'second'> = { EI: 'second', SN: 'second', TF: 'first', JP: 'first' }
  const values = scale.items.map((item) => {
    const towardsFirst = !item.reverse
    return (wanted[item.dimension] === 'first') === towardsFirst ? 5 : 1
  })
  const { page, errors } = await loggedIn(user)
  await startFromDetail(page, id)
  await answer(page, values)
  await submit(page)
  assert.equal(await testid(page, 'report-type').getAttribute('data-code'), 'INTJ')
  assert.equal(await testid(page, 'report-type').textContent(), 'INTJ')
  await screenshot(page, 'assessment-type-report')
  assert.deepEqual(errors, [])
})

test('leaving halfway and coming back resumes at the next question', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const id = await assessmentId(user, 'gad7')
  const { context, page } = await loggedIn(user)
  await startFromDetail(page, id)
  await answer(page, [1, 1, 2, 0])
  await page.waitForFunction(() => document.querySelector('[data-testid="question-no"]')?.textContent?.includes('第5题'))
  // The 4th answer is saved before we leave.
  const saved = await waitUntil(
    'the server holds the first four answers of the open session',
    async () => (await asUser<{ answers: Record<string, number>; nextQuestionNo: number | null } | null>(e2e.server, user, 'GET', `/assessment/session/current?assessmentId=${id}`)).data,
    (session) => session?.nextQuestionNo === 5,
  )
  assert.deepEqual(saved!.answers, { 1: 1, 2: 1, 3: 2, 4: 0 })
  await page.close()

  const again = await context.newPage()
  await openAndSettle(again, `${e2e.server.base}/assessment/assessmentDetail?id=${id}`, 'assessment-assessmentDetail')
  assert.equal(await testid(again, 'assessment-start').getAttribute('data-kind'), 'resume')
  assert.equal(await testid(again, 'assessment-start').textContent(), '继续作答（已答4题）')
  await testid(again, 'assessment-start').click()
  await again.waitForSelector('[data-testid="page-assessment-assessmentQuestionList"][data-guard="done"]')
  await again.waitForFunction(() => document.querySelector('[data-testid="question-no"]')?.textContent?.includes('第5题'))
  await screenshot(again, 'assessment-resumed')
  await answer(again, [3, 0, 1], 5)
  await submit(again)
  // 1+1+2+0+3+0+1 = 8: 轻度 (5–9).
  assert.deepEqual(await shownTotal(again), { headline: '焦虑症状总分 8 分（轻度）', raw: '8', score: '8 / 21分', bands: ['轻度'] })
})

test('three friends unlock a report in their own browsers', async () => {
  const owner = await apiLogin(e2e.server, uniqueMobile())
  const id = await assessmentId(owner, 'big-five')
  const scale = scaleByCode('big-five')!
  const started = await asUser<{ sessionId: number }>(e2e.server, owner, 'POST', '/assessment/session/start', { assessmentId: id, consent: true })
  assert.equal(started.state, 1, started.msg)
  const answers = Object.fromEntries(scale.items.map((item, i) => [String(item.no), (i % 5) + 1]))
  const submitted = await asUser<{ reportId: number }>(e2e.server, owner, 'POST', '/assessment/session/submit', { sessionId: started.data.sessionId, answers })
  assert.equal(submitted.state, 1, submitted.msg)
  const reportId = submitted.data.reportId
  const report = await asUser<{ locked: boolean; help: { needed: number; code: string } }>(e2e.server, owner, 'GET', `/assessment/report?id=${reportId}`)
  assert.equal(report.data.locked, true)
  const { needed, code } = report.data.help

  const { page: ownerPage } = await loggedIn(owner)
  await openAndSettle(ownerPage, `${e2e.server.base}/assessment/assessmentReport?id=${reportId}`, 'assessment-assessmentReport')
  await testid(ownerPage, 'report-locked').waitFor()
  await screenshot(ownerPage, 'assessment-locked')

  for (let i = 0; i < needed; i += 1) {
    const friend = await apiLogin(e2e.server, uniqueMobile())
    const { context, page } = await loggedIn(friend)
    const helps: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/assessment/report/help') helps.push(r.url())
    })
    await openAndSettle(page, `${e2e.server.base}/assessment/AssessmentHelpUnloc?code=${code}`, 'assessment-AssessmentHelpUnloc')
    await page.locator(`[data-testid="help-progress"][data-helped="${i}"]`).waitFor()
    const helped = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/assessment/report/help')
    await testid(page, 'help-button').click()
    assert.equal((await (await helped).json()).data.helped, i + 1)
    await page.locator(`[data-testid="help-progress"][data-helped="${i + 1}"][data-needed="${needed}"]`).waitFor()
    // A second press by the same friend counts once: the button is spent, pressing it sends nothing…
    const last = i + 1 === needed
    await page.locator(`[data-testid="help-unlock"][data-state="${last ? 'unlocked' : 'helped'}"]`).waitFor()
    const button = testid(page, 'help-button')
    assert.deepEqual([await button.getAttribute('aria-disabled'), await button.textContent()], ['true', last ? '已解锁' : '已助力'])
    await button.click({ force: true })
    // …and the same help sent again (a second tab, a retried request) is taken once.
    const twice = await asUser<{ helped: number; helpedByMe: boolean }>(e2e.server, friend, 'POST', '/assessment/report/help', { code })
    assert.equal(twice.state, 1, twice.msg)
    assert.deepEqual([twice.data.helped, twice.data.helpedByMe], [i + 1, true])
    assert.equal(helps.length, 1, 'the page sent one help')
    assert.equal(await page.locator('[data-testid="help-progress"]').getAttribute('data-helped'), String(i + 1))
    await context.close()
  }
  const after = await asUser<{ locked: boolean; help: { helped: number } }>(e2e.server, owner, 'GET', `/assessment/report?id=${reportId}`)
  assert.deepEqual([after.data.locked, after.data.help.helped], [false, needed])

  await ownerPage.reload()
  await testid(ownerPage, 'report-headline').waitFor()
  assert.equal(await testid(ownerPage, 'report-locked').count(), 0)
  await screenshot(ownerPage, 'assessment-unlocked')
})

test('a counsellor sign-up with a bad ID number shows the field error on blur', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const { page, errors } = await loggedIn(user)
  await openAndSettle(page, `${e2e.server.base}/credentials/submitinfo`, 'credentials-submitinfo')
  const idCard = page.locator('[data-testid="field-idCard"] input, input[data-testid="field-idCard"]').first()
  await idCard.fill('110101199003071234')
  await idCard.blur()
  const error = testid(page, 'field-idCard-error')
  await error.waitFor()
  assert.equal(await error.textContent(), '请输入正确的身份证号')
  await screenshot(page, 'credentials-bad-id')
  assert.deepEqual(errors, [])
})
