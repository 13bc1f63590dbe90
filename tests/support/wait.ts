// Waiting on a state instead of sleeping. `waitUntil` polls a probe (the server's API, the
// database, the page) until the state holds and fails with what was awaited and what was last
// seen; `waitForStill` waits until nothing on the page moves (sheets that slide in or out).
import type { Page } from 'playwright-core'

export interface WaitOptions {
  /** Milliseconds before giving up (default 10 s). */
  timeout?: number
  /** Milliseconds between probes (default 100). */
  interval?: number
}

const show = (value: unknown): string => {
  try {
    const text = JSON.stringify(value)
    return text === undefined ? String(value) : text.length > 500 ? `${text.slice(0, 500)}…` : text
  } catch {
    return String(value)
  }
}

/**
 * Runs `probe` until `done(value)` holds and returns that value. A probe that throws counts as
 * "not yet" (the server may not answer yet); after `timeout` ms this throws an error naming
 * `what` and the last value or error.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => T | Promise<T>,
  done: (value: T) => boolean = (value) => Boolean(value),
  { timeout = 10_000, interval = 100 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout
  let last: { value?: T; error?: unknown }
  for (;;) {
    try {
      const value = await probe()
      if (done(value)) return value
      last = { value }
    } catch (error) {
      last = { error }
    }
    if (Date.now() >= deadline) {
      const seen = 'error' in last ? `the probe failed: ${(last.error as Error)?.message ?? String(last.error)}` : `last seen: ${show(last.value)}`
      throw new Error(`timed out after ${timeout} ms waiting until ${what}; ${seen}`)
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval, Math.max(0, deadline - Date.now()))))
  }
}

/**
 * Waits until no finite animation or transition runs in the page for three frames in a row
 * (infinite ones, such as spinners, are ignored): a bottom sheet has finished sliding in or
 * out, a dialog has faded in. Fails naming what still moves.
 */
export async function waitForStill(page: Page, what = 'the page', timeout = 5_000): Promise<void> {
  // A string, not a function: tsx compiles functions with name helpers (__name) that do not
  // exist in the page.
  const moving = (await page.evaluate(`new Promise((resolve) => {
    const deadline = performance.now() + ${Number(timeout)}
    let still = 0
    const running = () => document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false
      const end = a.effect && a.effect.getComputedTiming().endTime
      return typeof end === 'number' && Number.isFinite(end)
    })
    const describe = (a) => {
      const target = a.effect && a.effect.target
      const name = a.animationName || a.transitionProperty || 'animation'
      return name + ' on ' + (target ? target.tagName.toLowerCase() + [...target.classList].map((c) => '.' + c).join('') : 'an unknown element')
    }
    const tick = () => {
      const now = running()
      still = now.length ? 0 : still + 1
      if (still >= 3) return resolve([])
      if (performance.now() > deadline) return resolve(now.map(describe))
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })`)) as string[]
  if (moving.length) throw new Error(`${what} did not stand still within ${timeout} ms: ${moving.join(', ')} still running`)
}
