// The rotating check-in code on the manage page: a new code every 30 seconds by the server's
// clock. The countdown runs from the server's `expiresInMs` measured on this phone's clock from
// when the code arrived, so a phone whose clock differs from the server's still counts right.
import type { CheckinCode } from '@/features/reading/api/reading'

export interface ShownCode {
  code: CheckinCode
  /** This phone's clock when the code arrived. */
  receivedAt: number
}

/** Milliseconds until the next code, by this phone's clock (0 once it is due). */
export function msUntilNext(shown: ShownCode, now: number): number {
  return Math.max(0, shown.receivedAt + shown.code.expiresInMs - now)
}

/** Whole seconds shown by the countdown: 30 … 1, then 0 when the next code is due. */
export function secondsLeft(shown: ShownCode, now: number): number {
  return Math.ceil(msUntilNext(shown, now) / 1000)
}

/** How far the countdown ring is run down, 0 (fresh) to 1 (due). */
export function elapsedRatio(shown: ShownCode, now: number): number {
  const total = shown.code.windowSeconds * 1000
  return total > 0 ? 1 - msUntilNext(shown, now) / total : 1
}

/** The digits in two groups of three, as they are read out in the room: '482 913'. */
export function spacedCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code
}
