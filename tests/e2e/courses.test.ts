// The course issue in Chromium, as a listener would do it: search a course, open it, play a
// trial chapter (the <audio> element really plays), seek, leave and come back to resume at the
// saved position, hit the VIP gate on a members-only chapter, and see the listening time in the
// learning statistics and records.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { api, newPhone, screenshot, uniqueMobile, useServerAndBrowser, watchErrors } from '../support/harness'
import { openAndSettle } from '../support/pages'
import { apiLogin, asUser, startLoggedIn } from '../support/session'
import { vipCourseWithTrial } from '../support/courses'
import { waitForStill, waitUntil } from '../support/wait'

const e2e = useServerAndBrowser()

interface Card {
  id: number
  title: string
  access: 'free' | 'vip' | 'paid'
}
interface Chapter {
  id: number
  title: string
  durationSec: number
  freeTrial: boolean
  playable: boolean
}
interface Detail extends Card {
  chapters: Chapter[]
}

const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

/** State of the app-wide <audio> element. */
const audio = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')
    return el ? { currentTime: el.currentTime, paused: el.paused, duration: el.duration, src: el.currentSrc } : null
  })

async function waitForAudio(page: Page, check: (a: { currentTime: number; paused: boolean; duration: number }) => boolean, what: string) {
  return (await waitUntil(`${what} (the <audio> element)`, () => audio(page), (a) => a !== null && check(a), { timeout: 15_000, interval: 200 }))!
}


test('search a course, play its trial chapter, seek, resume after leaving, hit the VIP gate, see the minutes', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const course = await vipCourseWithTrial(e2e.server, user)
  const [trial, locked] = course.chapters

  const context = await newPhone(e2e.browser)
  await startLoggedIn(context, user.token)
  const page = await context.newPage()
  const errors = watchErrors(page)

  // Search by a piece of the title.
  const query = course.title.slice(0, 2)
  await openAndSettle(page, `${e2e.server.base}/course/search`, 'course-search')
  const input = page.locator('[data-testid="search-input"] input, input[data-testid="search-input"]').first()
  await input.fill(query)
  await input.press('Enter')
  await page.waitForSelector('[data-testid="page-course-searchResult"][data-guard="done"]')
  const hit = page.locator(`[data-testid="course-card-${course.id}"]`)
  await hit.waitFor()
  assert.equal(await hit.locator('.course-card__title').textContent(), course.title)
  await screenshot(page, 'courses-search-result')
  await hit.click()
  await page.waitForSelector('[data-testid="page-course-courseDetail"][data-guard="done"]')

  // Play the trial chapter: the audio element really plays.
  await testid(page, `chapter-${trial.id}`).click()
  const started = await waitForAudio(page, (a) => !a.paused && a.currentTime > 1, 'the trial chapter plays')
  assert.ok(Math.abs(started.duration - trial.durationSec) <= 1, `duration ${started.duration} vs ${trial.durationSec}`)
  await screenshot(page, 'courses-playing')

  // Seek to about the middle by tapping the seek bar there.
  const bar = testid(page, 'player-seek')
  const box = (await bar.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2)
  const sought = await waitForAudio(page, (a) => a.currentTime >= trial.durationSec * 0.5, 'the seek moves the audio')
  assert.ok(sought.currentTime < trial.durationSec * 0.75, `seek landed at ${sought.currentTime}`)

  // Pause: the position goes to the server.
  await testid(page, 'player-play').click()
  await waitForAudio(page, (a) => a.paused, 'pause')
  const paused = (await audio(page))!.currentTime
  const lastPlay = await waitUntil(
    `the server holds the position paused at (${paused} s) as the last play`,
    async () => (await asUser<{ chapter: { id: number }; positionSec: number } | null>(e2e.server, user, 'GET', '/learn/lastPlay')).data,
    (last) => last?.chapter.id === trial.id && Math.abs(last.positionSec - paused) <= 2,
  )
  const saved = lastPlay!.positionSec

  // Leave (a fresh tab, as on another device), come back, continue: it resumes where it stopped.
  await page.close()
  const again = await context.newPage()
  errors.push(...watchErrors(again))
  await openAndSettle(again, `${e2e.server.base}/course/courseDetail/${course.id}`, 'course-courseDetail')
  await testid(again, 'course-listen').click()
  const resumed = await waitForAudio(again, (a) => !a.paused && a.currentTime > 0, 'resume')
  assert.ok(resumed.currentTime >= saved - 2, `resumed at ${resumed.currentTime}, saved ${saved}`)
  await testid(again, 'player-play').click()
  await waitForAudio(again, (a) => a.paused, 'pause again')

  // A members-only chapter: the gate, not the audio.
  assert.equal(locked.playable, false)
  await testid(again, `chapter-${locked.id}`).click()
  const gate = again.locator('[data-testid="course-gate"][data-action="vip"]')
  await gate.waitFor()
  assert.equal(await gate.locator('[data-testid="course-vip"]').textContent(), '开通会员')
  await screenshot(again, 'courses-vip-gate')

  // Two more minutes of listening reported for the same wall-clock time count once.
  for (const reportId of ['e2e-report-a-0001', 'e2e-report-a-0001', 'e2e-report-b-0002']) {
    const r = await asUser(e2e.server, user, 'POST', '/learn/progress', { reportId, chapterId: trial.id, positionSec: 5, playedSeconds: 120 })
    assert.equal(r.state, 1, r.msg)
  }
  const stats = await asUser<{ todayMinutes: number; totalMinutes: number }>(e2e.server, user, 'GET', '/learn/statistics')
  assert.equal(stats.data.todayMinutes, 2)

  await openAndSettle(again, `${e2e.server.base}/learnGrowPlan/learnStatistics`, 'learnGrowPlan-learnStatistics')
  await testid(again, 'stat-today').waitFor()
  assert.deepEqual([await testid(again, 'stat-today').getAttribute('data-minutes'), await testid(again, 'stat-today').textContent()], ['2', '2分钟'])
  await testid(again, 'stat-chart').waitFor()
  await screenshot(again, 'courses-learn-statistics')

  await openAndSettle(again, `${e2e.server.base}/learnGrowPlan/learnRecord`, 'learnGrowPlan-learnRecord')
  const record = testid(again, `record-${course.id}`)
  await record.waitFor()
  assert.equal(await record.locator('.course-card__title').textContent(), course.title)
  assert.equal(await record.locator('.learn-record__chapter').textContent(), `上次听到：${trial.title}`)
  await screenshot(again, 'courses-learn-record')

  assert.deepEqual(errors, [])
})

test('the mini bar follows the listener to other pages', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const course = await vipCourseWithTrial(e2e.server, user)
  const context = await newPhone(e2e.browser)
  await startLoggedIn(context, user.token)
  const page = await context.newPage()
  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/${course.id}`, 'course-courseDetail')
  await testid(page, `chapter-${course.chapters[0].id}`).click()
  await waitForAudio(page, (a) => !a.paused && a.currentTime > 0.5, 'plays')
  await openAndSettle(page, `${e2e.server.base}/course/courseIndex`, 'course-courseIndex')
  await testid(page, 'mini-player').waitFor()
  assert.equal(await testid(page, 'mini-player').locator('.mini-player__title').textContent(), course.chapters[0].title)
  await screenshot(page, 'courses-mini-player')
})

test('a paid course bought at the sandbox cashier opens its locked chapters', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const paid = await api<{ list: Card[] }>(e2e.server, 'GET', '/course/list?access=paid&pageSize=50')
  const course = (await asUser<Detail>(e2e.server, user, 'GET', `/course/detail?subjectId=${paid.data.list[0]!.id}`)).data
  const locked = course.chapters.find((c) => !c.playable)!
  assert.ok(locked, 'the paid course has a chapter to unlock')

  const context = await newPhone(e2e.browser)
  await startLoggedIn(context, user.token)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/${course.id}`, 'course-courseDetail')
  await testid(page, 'course-buy').click()
  await page.waitForSelector('[data-testid="page-common-orderPay"][data-guard="done"]')
  await testid(page, 'order-confirm').waitFor()
  assert.equal(await testid(page, 'order-item-name').textContent(), course.title)
  assert.equal(await testid(page, 'order-quantity').count(), 0, 'a course is bought once: no quantity stepper')
  await testid(page, 'order-submit').click()
  await testid(page, 'sandbox-cashier').waitFor()
  await waitForStill(page, 'the cashier sheet')
  await testid(page, 'sandbox-pay-confirm').click()
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor({ timeout: 15_000 })
  await screenshot(page, 'courses-bought')

  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/${course.id}`, 'course-courseDetail')
  await testid(page, `chapter-${locked.id}`).click()
  await waitForAudio(page, (a) => !a.paused && a.currentTime > 0.5, 'the bought chapter plays')
  assert.equal(await testid(page, 'course-buy').count(), 0)
  assert.deepEqual(errors, [])
})
