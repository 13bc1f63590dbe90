// Learning in the mini-program, driven by miniprogram-automator against the real API server: a
// logged-in user plays a VIP course's trial chapter through wx.getBackgroundAudioManager and the
// server keeps where it was paused; PHQ-9 answered with item 9 above 0 shows the crisis notice,
// with the score and band the server holds. Each test checks what the page shows and what the
// server answers as that user.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import { uniqueMobile } from '../support/harness'
import type { PlayInfo } from '@contract/course'
import { vipCourseWithTrial } from '../support/courses'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storeToken, textOf, waitForText } from './pages'

/** The ecology the weapp build logs in as (src/core/env.ts). */
const MINI_ECOLOGY = 'miniXfs'
/**
 * Audio runs this many times faster than real time, so a few seconds of the trial pass in about
 * one second. Kept low: the app learns the position from onTimeUpdate (every 250 ms of real time),
 * so the position it reports on pause lags the audio by up to 0.25 s × this factor.
 */
const AUDIO_SPEED = 3
/** Seconds into the trial at which the test pauses (at least). */
const PAUSE_AFTER_SEC = 6
const page = (name: string) => routeByName(name).page

interface LastPlay {
  chapter: { id: number; title: string }
  positionSec: number
}
interface Report {
  id: number
  scaleCode: string
  headline: string
  crisis: boolean
  notices: { title: string; hotlines: { number: string }[] }[]
  total: { raw: number; max: number; band: { label: string } | null } | null
}
/** What the background audio manager holds (read in the app, as the system player would show it). */
interface ManagerState {
  src: string
  title: string
  currentTime: number
  duration: number
  paused: boolean
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
   * A new user logged in through the API, handed to the mini-program the way it keeps its token,
   * then a relaunch so the app starts with it.
   */
  const logIn = async (): Promise<ApiUser> => {
    const user = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    await storeToken(s.mp, user.token)
    await s.relaunch()
    return user
  }

  /** Uncaught errors and unimplemented wx calls of the runtime since `from` (none on the DevTools). */
  const exceptionsSince = (from: number) => (s.runtime ? s.runtime.exceptions.slice(from).map((e) => e.message) : [])

  /**
   * The background audio manager's state, read inside the app (a string, not a function: tsx
   * would add name helpers that do not exist there). WeChat hands out one manager, so this is the
   * object the player drives.
   */
  const manager = async (): Promise<ManagerState> =>
    (await s.mp.evaluate(
      'function () { var m = wx.getBackgroundAudioManager(); return { src: m.src, title: m.title, currentTime: m.currentTime, duration: m.duration, paused: m.paused } }',
    )) as ManagerState

  /** A VIP course of the demo catalogue whose first chapter is a free trial and second is not (as tests/e2e/courses.test.ts). */

  test('a VIP course trial plays through the background audio manager; the pause position reaches the server', async (t) => {
    if (!s.runtime) return t.skip('reads wx calls and speeds audio up through the test runtime')
    const user = await logIn()
    // The relaunch made a new runtime.
    const runtime = s.runtime
    const course = await vipCourseWithTrial(s.server, user)
    const [trial, locked] = course.chapters
    assert.equal(trial.playable, true, 'a non-member may play the trial chapter')
    assert.equal(locked.playable, false, 'the second chapter is for members')
    const play = await asUser<PlayInfo>(s.server, user, 'GET', `/course/chapter/play?chapterId=${trial.id}`)
    assert.equal(play.state, 1, play.msg)
    const exceptionsBefore = runtime.exceptions.length

    runtime.setAudioSpeed(AUDIO_SPEED)
    const detail = await openPage(s.mp, 'course-courseDetail', page('course-courseDetail'), `?subjectId=${course.id}`)
    await (await element(detail, byTestId(`chapter-${trial.id}`))).tap()

    // wx: the app took WeChat's background audio manager and gave it the chapter's audio, as an
    // absolute address on the API server (signed per play info, so the path is compared and the
    // signature's presence checked), and the title the system player shows. Property writes are
    // not in runtime.calls, so the manager itself is read, after the calls are looked at (reading
    // it calls wx.getBackgroundAudioManager too).
    assert.ok(runtime.calls.some((c) => c.api === 'getBackgroundAudioManager'), 'the player uses wx.getBackgroundAudioManager')
    const playing = await waitUntil(
      'the background audio manager has the src and title the app set, and plays',
      manager,
      (m) => m.src !== '' && !m.paused && m.currentTime > 0,
    )
    const src = new URL(playing.src)
    assert.equal(src.origin, new URL(s.server.base).origin, `the manager got an absolute address on the API server: ${playing.src}`)
    assert.equal(src.pathname, new URL(play.data.audioUrl, s.server.base).pathname, 'the manager plays the chapter’s audio')
    assert.match(playing.src, /[?&]sig=/, 'the manager got the signed address')
    assert.equal(playing.title, trial.title, 'the manager has the chapter title')
    assert.ok(Math.abs(playing.duration - trial.durationSec) <= 1, `the audio lasts ${playing.duration} s, the chapter ${trial.durationSec} s`)

    // The page: the player panel plays this chapter, the list marks it as the one playing.
    const panel = `${byTestId('player-panel')}[data-chapter=${trial.id}]`
    await element(detail, `${panel}[data-status=playing]`)
    assert.equal(await textOf(detail, `${panel} .player-panel__title`), trial.title)
    assert.equal(await (await element(detail, byTestId('player-play'))).attribute('data-playing'), 'true')
    assert.equal(await (await element(detail, byTestId(`chapter-${trial.id}`))).attribute('data-current'), 'true')
    assert.equal(await textOf(detail, `${byTestId(`chapter-${trial.id}`)} .chapter-list__no`), '♪')

    // Time runs: the seek bar on the page follows the audio.
    await waitUntil(
      `the page shows at least ${PAUSE_AFTER_SEC} s played`,
      async () => Number(await (await detail.$(byTestId('player-seek')))?.attribute('data-position')),
      (at) => at >= PAUSE_AFTER_SEC,
    )

    // Pause with the panel's play/pause control.
    const beforePause = runtime.calls.length
    await (await element(detail, byTestId('player-play'))).tap()
    await element(detail, `${panel}[data-status=paused]`)
    assert.equal(await (await element(detail, byTestId('player-play'))).attribute('data-playing'), 'false')
    assert.ok(
      runtime.calls.slice(beforePause).some((c) => c.api === 'BackgroundAudioManager.pause'),
      'the tap paused the background audio manager',
    )
    const paused = await waitUntil('the manager is paused', manager, (m) => m.paused)
    assert.ok(paused.currentTime >= PAUSE_AFTER_SEC && paused.currentTime < trial.durationSec, `paused at ${paused.currentTime} s`)

    // The server: the pause reported the chapter and where it stopped, as this user's last play.
    const last = (await waitUntil(
      `the server holds chapter ${trial.id} at about ${paused.currentTime.toFixed(1)} s as the last play`,
      async () => (await asUser<LastPlay | null>(s.server, user, 'GET', '/learn/lastPlay')).data,
      (l) => l?.chapter.id === trial.id && Math.abs(l.positionSec - paused.currentTime) <= 2,
    ))!
    assert.equal(last.chapter.title, trial.title)
    // …and the page shows the same second on its seek bar (it may have taken one later time update).
    const shown = Number(await (await element(detail, byTestId('player-seek'))).attribute('data-position'))
    assert.ok(Math.abs(shown - last.positionSec) <= 1, `the page shows ${shown} s, the server holds ${last.positionSec} s`)

    assert.deepEqual(exceptionsSince(exceptionsBefore), [], 'no uncaught error in the app')
  })

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
