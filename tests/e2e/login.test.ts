// The login overlay and the whole SMS login in the browser, the get-code countdown, the
// invitation binding after login, and the event and error reports the client sends.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { admin, api, lastSmsCode, launchBrowser, newPhone, screenshot, startServer, uniqueMobile, type TestServer } from '../support/harness'
import { expectToast, field, loginThroughOverlay, openAndSettle, overlayVisible } from '../support/pages'

let server: TestServer
let browser: Browser
const readCode = (mobile: string) => lastSmsCode(server, mobile)

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

/** Logs a user in through the API and returns their token and invitation code. */
async function apiLogin(mobile: string) {
  const q = new URLSearchParams({ countryCode: '86', mobile, ecologyName: 'h5' })
  const sent = await api(server, 'GET', `/user/login/sendVerificationCode?${q}`)
  assert.equal(sent.state, 1, sent.msg)
  const login = await api<{ token: string }>(server, 'POST', '/user/login/getTokenByMobileAndVerificationCode', {
    countryCode: '86', mobile, verificationCode: await readCode(mobile), ecologyName: 'h5',
  })
  assert.equal(login.state, 1, login.msg)
  const info = await api<{ userId: number; invitationCode: string }>(server, 'GET', '/user/user/getUserInfo', undefined, { token: login.data.token })
  return { token: login.data.token, ...info.data }
}

const db = () => new Database(path.join(server.dataDir, 'xinzhan.sqlite'), { readonly: true })

test('the overlay validates the form and the get-code button counts down 60 s', async () => {
  const context = await newPhone(browser)
  const page = await context.newPage()
  await page.clock.install()
  await openAndSettle(page, `${server.base}/user/portrait`, 'user-portrait')
  assert.equal(await overlayVisible(page), true)
  await screenshot(page, 'login-overlay')

  await page.locator('[data-testid="login-get-code"]').click()
  await expectToast(page, '请输入手机号')
  await page.locator('[data-testid="login-submit"]').click()
  await expectToast(page, '请输入手机号')

  const mobile = uniqueMobile()
  await field(page, 'login-mobile').fill(mobile)
  await page.locator('[data-testid="login-submit"]').click()
  await expectToast(page, '请输入验证码')

  await page.locator('[data-testid="login-get-code"]').click()
  const button = page.locator('[data-testid="login-get-code"]')
  await page.waitForFunction(() => /60\s*s/.test(document.querySelector('[data-testid="login-get-code"]')?.textContent || ''))
  await page.clock.runFor(10_000)
  assert.match((await button.textContent()) || '', /50\s*s/)
  await page.clock.runFor(51_000)
  assert.doesNotMatch((await button.textContent()) || '', /\d+\s*s/)
  await context.close()
})

test('the overlay can be closed, and public routes show no overlay', async () => {
  const page = await (await newPhone(browser)).newPage()
  await openAndSettle(page, `${server.base}/user/portrait`, 'user-portrait')
  await page.locator('[data-testid="login-close"]').click()
  await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'hidden' })
  await openAndSettle(page, `${server.base}/course/courseIndex`, 'course-courseIndex')
  assert.equal(await overlayVisible(page), false)
  await page.context().close()
})

test('a visitor invited by a friend logs in by SMS and is bound to the inviter', async () => {
  const inviter = await apiLogin(uniqueMobile())
  const page = await (await newPhone(browser)).newPage()
  // A shared course link carries the inviter's code; the course page is public.
  await openAndSettle(page, `${server.base}/course/courseDetail/42/${inviter.invitationCode}`, 'course-courseDetail')
  assert.equal(await overlayVisible(page), false)
  // The visitor then opens a login-required page and logs in through the overlay.
  await openAndSettle(page, `${server.base}/user/portrait`, 'user-portrait')
  const mobile = uniqueMobile()
  await loginThroughOverlay(page, mobile, readCode)
  await page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).first().waitFor()
  await screenshot(page, 'portrait-after-login')

  const conn = db()
  try {
    const invitee = conn.prepare('select id, inviter_id from users where mobile = ?').get(mobile) as { id: number; inviter_id: number }
    assert.equal(invitee.inviter_id, inviter.userId)
    // The page view and enter events of this session reached the server.
    const events = conn.prepare("select event_type from events where event_type like 'ROUBIN_%'").all() as { event_type: string }[]
    assert.ok(events.length > 0, 'event reports were stored')
  } finally {
    conn.close()
  }

  // After a reload the session is still there: no overlay on a login-required page.
  await openAndSettle(page, `${server.base}/user/portrait/edit`, 'user-portrait-edit')
  assert.equal(await overlayVisible(page), false)
  await page.context().close()
})

test('an uncaught error in the page becomes a markdown report on our webhook relay', async () => {
  const page = await (await newPhone(browser)).newPage()
  await openAndSettle(page, `${server.base}/course/courseIndex`, 'course-courseIndex')
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e boom') }, 0))
  let content = ''
  for (let i = 0; i < 50 && !content; i++) {
    const r = await admin(server, 'GET', '/error-reports')
    const found = (r.data as { content: string }[]).find((x) => x.content.includes('e2e boom'))
    content = found?.content ?? ''
    if (!content) await new Promise((res) => setTimeout(res, 100))
  }
  assert.match(content, /错误信息/)
  assert.match(content, /页面/)
  await page.context().close()
})
