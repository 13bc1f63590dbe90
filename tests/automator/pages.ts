// Steps the mini-program specs share: open a page and wait until its page guard is done, find
// elements by test id, wait for the server and the page. They use only miniprogram-automator's
// client, so they drive the test runtime and the WeChat DevTools alike.
import type Element from 'miniprogram-automator/out/Element'
import type { InputElement } from 'miniprogram-automator/out/Element'
import type MiniProgram from 'miniprogram-automator/out/MiniProgram'
import type Page from 'miniprogram-automator/out/Page'
import { waitUntil, type WaitOptions } from '../support/wait'

export const byTestId = (id: string) => `[data-testid=${id}]`

/** Where the app keeps its token: src/core/storage.ts (prefix, `{ v, e }`) and src/core/session/atoms.ts (key). */
const TOKEN_KEY = 'xz:token'

/** The token the mini-program holds, or null. */
export async function storedToken(mp: MiniProgram): Promise<string | null> {
  const stored = (await mp.callWxMethod('getStorageSync', TOKEN_KEY)) as { v?: { value?: string } } | ''
  return (stored && stored.v?.value) || null
}

/** Hands the mini-program a token the way it keeps one (a relaunch then starts logged in). */
export async function storeToken(mp: MiniProgram, token: string, lifeMs = 3600_000): Promise<void> {
  const expiresAt = Date.now() + lifeMs
  await mp.callWxMethod('setStorageSync', TOKEN_KEY, { v: { value: token, expiresAt }, e: expiresAt })
}

/**
 * Opens a page by `wx.reLaunch` (or `navigateTo`) and waits until the page guard is done.
 * automator's own `mp.reLaunch` sleeps 3 s after every navigation; this waits on the page instead.
 */
export async function openPage(mp: MiniProgram, routeName: string, pagePath: string, query = '', how: 'reLaunch' | 'navigateTo' = 'reLaunch'): Promise<Page> {
  await mp.callWxMethod(how, { url: `/${pagePath}${query}` })
  return settledPage(mp, routeName, pagePath)
}

/** The top page once it is `pagePath` and its guard (login, scene) is done. */
export async function settledPage(mp: MiniProgram, routeName: string, pagePath: string, options?: WaitOptions): Promise<Page> {
  const page = (await waitUntil(`the top page is ${pagePath}`, () => mp.currentPage(), (p) => p?.path === pagePath, options))!
  await waitUntil(`${routeName}: the page guard is done`, () => page.$(`${byTestId(`page-${routeName}`)}[data-guard=done]`), Boolean, options)
  return page
}

/** The element, waiting until it is on the page. */
export async function element(page: Page, selector: string, options?: WaitOptions): Promise<Element> {
  return (await waitUntil(`${selector} is on the page`, () => page.$(selector), Boolean, options))!
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return (await element(page, selector)).text()
}

/** Waits until the element's text satisfies `check` and returns it. */
export async function waitForText(page: Page, selector: string, check: (text: string) => boolean, options?: WaitOptions): Promise<string> {
  return waitUntil(`the text of ${selector}`, async () => (await (await page.$(selector))?.text()) ?? '', check, options)
}

/**
 * Logs in through the app's login overlay on `page` by SMS (which also binds this WeChat user to
 * the account, so the server knows their openid); answers the token the app stored.
 */
export async function loginThroughOverlay(mp: MiniProgram, page: Page, mobile: string, smsCode: (mobile: string) => Promise<string>): Promise<string> {
  await element(page, '.login-overlay')
  const [mobileInput, codeInput] = (await page.$$('.login-overlay__input')) as InputElement[]
  await mobileInput.input(mobile)
  await (await element(page, byTestId('login-get-code'))).tap()
  const code = await waitUntil('the SMS code was sent', () => smsCode(mobile).catch(() => ''), Boolean)
  await codeInput.input(code)
  await (await element(page, byTestId('login-submit'))).tap()
  return (await waitUntil('the token is stored', () => storedToken(mp), Boolean))!
}
