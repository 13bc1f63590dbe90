// Logged-in sessions for the end-to-end suites without going through the login overlay: log in
// through the API, then hand the token to the page the way the client keeps it.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { api, lastSmsCode, newPhone, watchErrors, type TestServer } from './harness'

export interface ApiUser {
  token: string
  userId: number
  invitationCode: string
}

/** SMS login through the API (the console provider keeps the code); returns the token and who it is. */
export async function apiLogin(server: TestServer, mobile: string, ecologyName = 'h5'): Promise<ApiUser> {
  const q = new URLSearchParams({ countryCode: '86', mobile, ecologyName })
  const sent = await api(server, 'GET', `/user/login/sendVerificationCode?${q}`)
  if (sent.state !== 1) throw new Error(`send code: ${sent.msg}`)
  const login = await api<{ token: string }>(server, 'POST', '/user/login/getTokenByMobileAndVerificationCode', {
    countryCode: '86', mobile, verificationCode: await lastSmsCode(server, mobile), ecologyName,
  })
  if (login.state !== 1) throw new Error(`login: ${login.msg}`)
  const info = await api<{ userId: number; invitationCode: string }>(server, 'GET', '/user/user/getUserInfo', undefined, { token: login.data.token })
  return { token: login.data.token, userId: info.data.userId, invitationCode: info.data.invitationCode }
}

/** A call as this user (the `token` header). */
export const asUser = <T = unknown>(server: TestServer, user: ApiUser, method: string, url: string, body?: unknown) =>
  api<T>(server, method, url, body, { token: user.token })

/**
 * Starts every page of the context logged in: writes the token before any script runs, in the
 * exact format of src/core/storage.ts (`xz:token` = `{ v: { value, expiresAt }, e }`) wrapped the
 * way Taro's H5 setStorageSync keeps values (`{ data: … }` in localStorage).
 */
export async function startLoggedIn(context: BrowserContext, token: string, lifeSeconds = 3600): Promise<void> {
  const expiresAt = Date.now() + lifeSeconds * 1000
  await context.addInitScript(
    ({ token, expiresAt }) => {
      if (window.localStorage.getItem('xz:token')) return
      window.localStorage.setItem('xz:token', JSON.stringify({ data: { v: { value: token, expiresAt }, e: expiresAt } }))
    },
    { token, expiresAt },
  )
}

/**
 * A phone in its own browser context, already logged in as `user` (API login, token in storage)
 * or, for null, a visitor; WeChat's JS-SDK script is not fetched (no network to res.wx.qq.com
 * here). `errors` collects the page's uncaught errors.
 */
export async function phoneFor(browser: Browser, user: ApiUser | null): Promise<{ page: Page; errors: string[] }> {
  const context = await newPhone(browser)
  if (user) await startLoggedIn(context, user.token)
  await context.route('https://res.wx.qq.com/**', (route) => route.abort())
  const page = await context.newPage()
  return { page, errors: watchErrors(page) }
}
