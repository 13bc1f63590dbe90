// The manage page's countdown of the rotating check-in code: measured from the server's
// expiresInMs on the phone's clock, whatever the phone's clock says (the server's may differ).
import type { CheckinCode } from '@contract/reading'
import { elapsedRatio, msUntilNext, secondsLeft, spacedCode, type ShownCode } from '@/features/reading/utils/checkinCode'

function shown(expiresInMs: number, receivedAt: number, refreshAt = 999_999_990_000): ShownCode {
  const code: CheckinCode = { code: '482913', qrText: '/reading/detail?partyId=7&checkinCode=482913', windowSeconds: 30, refreshAt, expiresInMs }
  return { code, receivedAt }
}

test('the countdown runs from expiresInMs on this phone, not from refreshAt', () => {
  // The phone's clock is a day behind the server's: refreshAt is useless here, expiresInMs is not.
  const phoneNow = 1_700_000_000_000
  const s = shown(12_400, phoneNow)
  expect(secondsLeft(s, phoneNow)).toBe(13)
  expect(secondsLeft(s, phoneNow + 400)).toBe(12)
  expect(secondsLeft(s, phoneNow + 11_401)).toBe(1)
  expect(secondsLeft(s, phoneNow + 12_400)).toBe(0)
  expect(secondsLeft(s, phoneNow + 60_000)).toBe(0)
  expect(msUntilNext(s, phoneNow + 2_400)).toBe(10_000)
  expect(msUntilNext(s, phoneNow + 99_000)).toBe(0)
})

test('a fresh code shows 30 seconds; the bar runs from 0 to 1 over the window', () => {
  const s = shown(30_000, 0)
  expect(secondsLeft(s, 0)).toBe(30)
  expect(elapsedRatio(s, 0)).toBe(0)
  expect(elapsedRatio(s, 15_000)).toBe(0.5)
  expect(elapsedRatio(s, 30_000)).toBe(1)
  expect(elapsedRatio(s, 45_000)).toBe(1)
  // A code fetched late in its window starts part way.
  expect(elapsedRatio(shown(6_000, 0), 0)).toBeCloseTo(0.8)
})

test('the digits read out in two groups', () => {
  expect(spacedCode('482913')).toBe('482 913')
  expect(spacedCode('000001')).toBe('000 001')
  expect(spacedCode('12')).toBe('12')
})
