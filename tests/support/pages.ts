// Page-level helpers for the end-to-end suites. PageShell marks every page root with
// data-testid="page-<route name>", its resolved params in data-route-params and, once the
// navigation steps of spec 2.1 have run, data-guard="done"; data-login-overlay says whether the
// login overlay was asked for.
import type { Page } from 'playwright-core'

export const pageRoot = (name: string) => `[data-testid="page-${name}"]`

/** Opens a URL and waits until the named page has run its navigation guard. */
export async function openAndSettle(page: Page, url: string, routeName: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector(`${pageRoot(routeName)}[data-guard="done"]`, { timeout: 15_000 })
}

export async function routeParams(page: Page, routeName: string): Promise<Record<string, string>> {
  const raw = await page.getAttribute(pageRoot(routeName), 'data-route-params')
  return JSON.parse(raw || '{}') as Record<string, string>
}

/**
 * Whether the current page shows the login overlay. The page root says at once whether the
 * overlay was asked for (data-login-overlay); its code loads on demand, so when it was, this
 * waits until the overlay is really on screen.
 */
export async function overlayVisible(page: Page): Promise<boolean> {
  const open = (await page.getAttribute('[data-guard="done"][data-login-overlay]', 'data-login-overlay')) === 'open'
  if (open) await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'visible', timeout: 10_000 })
  return open && (await page.locator('[data-testid="login-overlay"]').isVisible())
}

/** Waits for a toast with exactly this text (Taro H5 renders showToast into the DOM). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 5_000 })
}

/** The <input> of a testid'd field, whether the testid sits on the input or on its wrapper. */
export const field = (page: Page, testid: string) =>
  page.locator(`[data-testid="${testid}"]`).locator('xpath=self::input | self::textarea | .//input | .//textarea').first()

/** Logs in through the visible login overlay with the code the console SMS provider kept. */
export async function loginThroughOverlay(page: Page, mobile: string, readCode: (mobile: string) => Promise<string>): Promise<void> {
  await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'visible' })
  await field(page, 'login-mobile').fill(mobile)
  await page.locator('[data-testid="login-get-code"]').click()
  await page.waitForFunction(() => /\d+\s*s/.test(document.querySelector('[data-testid="login-get-code"]')?.textContent || ''))
  await field(page, 'login-code').fill(await readCode(mobile))
  await page.locator('[data-testid="login-submit"]').click()
  await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'hidden' })
}
