// Learning in the mini-program, driven by miniprogram-automator against the real API server: PHQ-9
// answered on the page with item 9 above 0 shows the crisis notice, with the score and band the
// server holds. Each test checks what the page shows and what the server answers as that user.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import { uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, textOf, waitForText } from './pages'

/** Where the session keeps its token: src/core/storage.ts (prefix, { v, e }) and src/core/session/atoms.ts (key). */
const TOKEN_KEY = 'xz:token'
/** The ecology the weapp build logs in as (src/core/env.ts). */
const MINI_ECOLOGY = 'miniXfs'
const page = (name: string) => routeByName(name).page

interface Report {
  id: number
  scaleCode: string
  headline: string
  crisis: boolean
  notices: { title: string; hotlines: { number: string }[] }[]
  total: { raw: number; max: number; band: { label: string } | null } | null
}
describe('mini-program: learning', () => {
  let s: MiniProgramSession
  before(async () => {
    s = await startMiniProgram()
  })
  after(async () => {
    await s?.close()
  })

  /**
   * A new user logged in through the API, handed to the mini-program the way it keeps its token
   * (src/core/storage.ts `{ v, e }` under `xz:token`), then a relaunch so the app starts with it.
   */
  const logIn = async (): Promise<ApiUser> => {
    const user = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    const expiresAt = Date.now() + 3600_000
    await s.mp.callWxMethod('setStorageSync', TOKEN_KEY, { v: { value: user.token, expiresAt }, e: expiresAt })
    await s.relaunch()
    return user
  }

  /** Uncaught errors and unimplemented wx calls of the runtime since `from` (none on the DevTools). */
  const exceptionsSince = (from: number) => (s.runtime ? s.runtime.exceptions.slice(from).map((e) => e.message) : [])

  test('PHQ-9 answered on the page with item 9 above 0 shows the crisis notice and the score the server holds', async () => {
    const user = await logIn()
    const list = await asUser<{ list: { id: number; scaleCode: string }[] }>(s.server, user, 'GET', '/assessment/list?pageSize=50')
    const phq9 = list.data.list.find((c) => c.scaleCode === 'phq9')
    assert.ok(phq9, 'the demo catalogue has phq9')
    const exceptionsBefore = s.runtime?.exceptions.length ?? 0

    // Detail → 测评须知 (consent) → the question list, as a person goes.
    const detail = await openPage(s.mp, 'assessment-assessmentDetail', page('assessment-assessmentDetail'), `?id=${phq9.id}`)
    await (await element(detail, `${byTestId('assessment-start')}[data-kind=start]`)).tap()
    const consent = await settledPage(s.mp, 'assessment-AssessmentShouldKnow', page('assessment-AssessmentShouldKnow'))
    await (await element(consent, byTestId('consent-check'))).tap()
    await (await element(consent, byTestId('consent-start'))).tap()
    const questions = await settledPage(s.mp, 'assessment-assessmentQuestionList', page('assessment-assessmentQuestionList'))

    // 1+2+0+3+1+0+2+1+1 = 11: 中度 (10–14); item 9 = 1.
    const values = [1, 2, 0, 3, 1, 0, 2, 1, 1]
    for (const [i, value] of values.entries()) {
      await waitForText(questions, byTestId('question-no'), (text) => text === `第${i + 1}题`)
      await (await element(questions, byTestId(`option-${value}`))).tap()
    }
    // Every answer is saved before submitting becomes possible.
    // (The weapp template renders no aria-* attribute: TapButton's disabled state is its class.)
    await element(questions, `${byTestId('question-progress')}[data-answered=${values.length}]`)
    const submit = await element(questions, byTestId('question-submit'))
    await waitUntil('提交 is enabled', async () => String(await submit.attribute('class')), (c) => !c.split(' ').includes('tap-button--disabled'))
    await submit.tap()

    const report = await settledPage(s.mp, 'assessment-assessmentReport', page('assessment-assessmentReport'))
    const reportId = Number(report.query.id)
    assert.ok(reportId > 0, `the report page has the report id: ${JSON.stringify(report.query)}`)

    // The page: the crisis notice, with its hotlines, and the score with its band.
    const crisis = await element(report, byTestId('crisis-notice'))
    assert.equal(await (await element(report, byTestId('assessment-report'))).attribute('data-crisis'), 'true')
    assert.equal(await (await crisis.$('.report-crisis__title'))?.text(), '⚠ 你的安全最重要')
    const hotlines = await Promise.all((await crisis.$$(byTestId('crisis-hotline'))).map((h: Element) => h.attribute('data-number')))
    assert.deepEqual(hotlines, ['12356', '4001619995', '120', '110'])
    const shown = {
      headline: await textOf(report, byTestId('report-headline')),
      // The test runtime gives the attribute as the page data holds it (a number): compared as a number.
      raw: Number(await (await element(report, byTestId('report-total'))).attribute('data-raw')),
      score: await textOf(report, byTestId('report-total')),
      band: await textOf(report, byTestId('report-band')),
    }
    assert.deepEqual(shown, { headline: '抑郁症状总分 11 分（中度）', raw: 11, score: '11 / 27分', band: '中度' })

    // The server: this user's report has the same score, band and headline, and is a crisis.
    const held = await asUser<Report>(s.server, user, 'GET', `/assessment/report?id=${reportId}`)
    assert.equal(held.state, 1, held.msg)
    assert.equal(held.data.scaleCode, 'phq9')
    assert.equal(held.data.crisis, true, 'the server flags the report as a crisis')
    assert.deepEqual(
      { headline: held.data.headline, raw: held.data.total?.raw, score: `${held.data.total?.raw} / ${held.data.total?.max}分`, band: held.data.total?.band?.label },
      shown,
      'the page shows what the server holds',
    )
    assert.equal(held.data.notices[0]?.title, '你的安全最重要', 'the page shows the server’s notice')

    assert.deepEqual(exceptionsSince(exceptionsBefore), [], 'no uncaught error in the app')
  })
})
