// The login overlay and the whole SMS login in the browser, the get-code countdown, the
// invitation binding after login, and the event and error reports the client sends.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import path from 'node:path'
import { admin, lastSmsCode, newPhone, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, loginThroughOverlay, openAndSettle, overlayVisible } from '../support/pages'
import { routeByName } from '../support/routes'
import { apiLogin } from '../support/session'
import { waitUntil } from '../support/wait'

const e2e = useServerAndBrowser()
const readCode = (mobile: string) => lastSmsCode(e2e.server, mobile)


const db = () => new Database(path.join(e2e.server.dataDir, 'xinzhan.sqlite'), { readonly: true })
/** One query on a fresh read-only connection (the server writes meanwhile). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const conn = db()
  try {
    return conn.prepare(sql).all(...params) as T[]
  } finally {
    conn.close()
  }
}

interface StoredEvent {
  event_type: string
  event_properties: string
  user_id: number | null
  platform: number
  version: string
  ecology: string
  ecology_name: string
  system: string
  channel: string
}

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
  await page.waitForFunction(() => document.querySelector('[data-testid="login-get-code"]')?.textContent === '60s后重新获取')
  assert.equal(await button.getAttribute('aria-disabled'), 'true')
  await page.clock.runFor(10_000)
  assert.equal(await button.textContent(), '50s后重新获取')
  await page.clock.runFor(51_000)
  assert.deepEqual([await button.textContent(), await button.getAttribute('aria-disabled')], ['获取验证码', 'false'])
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

  const [invitee] = query<{ id: number; inviter_id: number }>('select id, inviter_id from users where mobile = ?', mobile)
  assert.equal(invitee.inviter_id, inviter.userId)

  // The page view and enter events of this browser (its browseUUID) reached the server: both
  // pages, as a visitor, with the client's environment and no personal data.
  const browseUUID = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('xz:browseUUID') || 'null') as { data?: { v?: string } } | null)?.data?.v)
  assert.ok(browseUUID, 'the client keeps a browseUUID')
  const event = (type: string, route: string) => ({
    event_type: `ROUBIN_COMMON_${type}`,
    event_properties: JSON.stringify({ route }),
    user_id: null,
    platform: 0,
    version: '1.3.2',
    ecology: 'H5',
    ecology_name: 'h5',
    system: 'iOS 17.4',
    channel: '1',
  })
  const course = routeByName('course-courseDetail').paths[0]
  const portrait = routeByName('user-portrait').paths[0]
  const expected = [event('PAGE_VIEW', course), event('PAGE_ENTER', course), event('PAGE_VIEW', portrait), event('PAGE_ENTER', portrait)]
  const stored = await waitUntil(
    'the four page events of this browser are stored',
    () =>
      query<StoredEvent>(
        `select event_type, event_properties, user_id, platform, version, ecology, ecology_name, system, channel
           from events where browse_uuid = ? and event_type in ('ROUBIN_COMMON_PAGE_VIEW', 'ROUBIN_COMMON_PAGE_ENTER') order by id`,
        browseUUID,
      ),
    (rows) => rows.length >= expected.length,
  )
  assert.deepEqual(stored, expected)

  // After a reload the session is still there: no overlay on a login-required page.
  await openAndSettle(page, `${e2e.server.base}/user/portrait/edit`, 'user-portrait-edit')
  assert.equal(await overlayVisible(page), false)
  await page.context().close()
})

test('an uncaught error in the page becomes a markdown report on our webhook relay', async () => {
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/course/courseIndex`, 'course-courseIndex')
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e boom') }, 0))
  const report = await waitUntil(
    'the error report reaches the webhook relay',
    async () => ((await admin(e2e.server, 'GET', '/error-reports')).data as { content: string }[]).find((x) => x.content.includes('e2e boom')),
  )
  // The markdown of src/core/errors/report.ts: one labelled line per field, the stack last but one.
  const content = report!.content
  const head = ['### Error', '用户ID：未登录', '设备类型：ios', '生态：h5', `页面：${routeByName('course-courseIndex').paths[0]}`, '错误信息：e2e boom', '错误堆栈：Error: e2e boom\n'].join('\n')
  const tail = '\n生命周期：window.onerror'
  assert.deepEqual([content.slice(0, head.length), content.slice(-tail.length)], [head, tail], content)
  await page.context().close()
})

test('a logged-in user who opens a friend\'s invitation link is bound to that friend', async () => {
  const inviter = await apiLogin(e2e.server, uniqueMobile())
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  const mobile = uniqueMobile()
  await loginThroughOverlay(page, mobile, readCode)
  await openAndSettle(page, `${e2e.server.base}/course/courseDetail/42/${inviter.invitationCode}`, 'course-courseDetail')
  const [bound] = await waitUntil(
    'the logged-in user is bound to the inviter',
    () => query<{ inviter_id: number | null }>('select inviter_id from users where mobile = ?', mobile),
    (rows) => rows[0]?.inviter_id !== null && rows[0]?.inviter_id !== undefined,
  )
  assert.equal(bound.inviter_id, inviter.userId)
  await page.context().close()
})
