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

test('PHQ-9 with a known score shows the band and, with item 9 above 0, the crisis notice', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const id = await assessmentId(user, 'phq9')
  const { page, errors } = await loggedIn(user)
  await startFromDetail(page, id)
  // 1+2+0+3+1+0+2+1+1 = 11: 中度 (10–14); item 9 = 1.
  await answer(page, [1, 2, 0, 3, 1, 0, 2, 1, 1])
  await submit(page)
  assert.match(await testid(page, 'report-headline').innerText(), /11/)
  assert.match(await testid(page, 'report-band').first().innerText(), /中度/)
  const crisis = testid(page, 'crisis-notice')
  await crisis.waitFor()
  assert.match(await crisis.innerText(), /12356/)
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
  assert.match(await testid(page, 'report-type').innerText(), /INTJ/)
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
  await page.waitForTimeout(500) // the 4th answer is saved before we leave
  await page.close()

  const again = await context.newPage()
  await openAndSettle(again, `${e2e.server.base}/assessment/assessmentDetail?id=${id}`, 'assessment-assessmentDetail')
  assert.match(await testid(again, 'assessment-start').innerText(), /继续/)
  await testid(again, 'assessment-start').click()
  await again.waitForSelector('[data-testid="page-assessment-assessmentQuestionList"][data-guard="done"]')
  await again.waitForFunction(() => document.querySelector('[data-testid="question-no"]')?.textContent?.includes('第5题'))
  await screenshot(again, 'assessment-resumed')
  await answer(again, [3, 0, 1], 5)
  await submit(again)
  // 1+1+2+0+3+0+1 = 8: 轻度 (5–9).
  assert.match(await testid(again, 'report-headline').innerText(), /8/)
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
    await openAndSettle(page, `${e2e.server.base}/assessment/AssessmentHelpUnloc?code=${code}`, 'assessment-AssessmentHelpUnloc')
    await testid(page, 'help-button').click()
    await page.waitForFunction((n) => document.querySelector('[data-testid="help-progress"]')?.textContent?.includes(String(n)), i + 1)
    // A second press by the same friend counts once.
    if (await testid(page, 'help-button').isEnabled().catch(() => false)) await testid(page, 'help-button').click().catch(() => {})
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
  assert.match(await error.innerText(), /请输入正确的身份证号/)
  await screenshot(page, 'credentials-bad-id')
  assert.deepEqual(errors, [])
})
