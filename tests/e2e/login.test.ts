// The login overlay and the whole SMS login in the browser, the get-code countdown, the
// invitation binding after login, and the event and error reports the client sends.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import path from 'node:path'
import { admin, lastSmsCode, newPhone, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, loginThroughOverlay, openAndSettle, overlayVisible } from '../support/pages'
import { apiLogin } from '../support/session'

const e2e = useServerAndBrowser()
const readCode = (mobile: string) => lastSmsCode(e2e.server, mobile)


const db = () => new Database(path.join(e2e.server.dataDir, 'xinzhan.sqlite'), { readonly: true })

test('the overlay validates the form and the get-code button counts down 60 s', async () => {
  const context = await newPhone(e2e.browser)
  const page = await context.newPage()
  await page.clock.install()
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
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
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  await page.locator('[data-testid="login-close"]').click()
  await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'hidden' })
  await openAndSettle(page, `${e2e.server.base}/course/courseIndex`, 'course-courseIndex')
  assert.equal(await overlayVisible(page), false)
  await page.context().close()
})

test('a visitor invited by a friend logs in by SMS and is bound to the inviter', async () => {
  const inviter = await apiLogin(e2e.server, uniqueMobile())
  const page = await (await newPhone(e2e.browser)).newPage()
  // A shared course link carries the inviter's code; the course page is public.
  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/42/${inviter.invitationCode}`, 'course-courseDetail')
  assert.equal(await overlayVisible(page), false)
  // The visitor then opens a login-required page and logs in through the overlay.
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
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
  await openAndSettle(page, `${e2e.server.base}/user/portrait/edit`, 'user-portrait-edit')
  assert.equal(await overlayVisible(page), false)
  await page.context().close()
})

test('an uncaught error in the page becomes a markdown report on our webhook relay', async () => {
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/course/courseIndex`, 'course-courseIndex')
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e boom') }, 0))
  let content = ''
  for (let i = 0; i < 50 && !content; i++) {
    const r = await admin(e2e.server, 'GET', '/error-reports')
    const found = (r.data as { content: string }[]).find((x) => x.content.includes('e2e boom'))
    content = found?.content ?? ''
    if (!content) await new Promise((res) => setTimeout(res, 100))
  }
  assert.match(content, /错误信息/)
  assert.match(content, /页面/)
  await page.context().close()
})

test('a logged-in user who opens a friend\'s invitation link is bound to that friend', async () => {
  const inviter = await apiLogin(e2e.server, uniqueMobile())
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  const mobile = uniqueMobile()
  await loginThroughOverlay(page, mobile, readCode)
  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/42/${inviter.invitationCode}`, 'course-courseDetail')
  let inviterId: number | null = null
  for (let i = 0; i < 50 && inviterId === null; i++) {
    const conn = db()
    try {
      inviterId = (conn.prepare('select inviter_id from users where mobile = ?').get(mobile) as { inviter_id: number | null }).inviter_id
    } finally {
      conn.close()
    }
    if (inviterId === null) await new Promise((r) => setTimeout(r, 100))
  }
  assert.equal(inviterId, inviter.userId)
  await page.context().close()
})
