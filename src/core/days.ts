// Calendar days as the server writes them: 'YYYY-MM-DD' Beijing days (UTC+8, no DST). Arithmetic
// runs in UTC on the date alone, so the phone's own time zone never shifts a day.

/** Today in Beijing as YYYY-MM-DD (the server's calendar), whatever the phone's time zone. */
export function beijingToday(now = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

function utcOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(day: string): number {
  return new Date(utcOf(day)).getUTCDay()
}

export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * 86_400_000).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / 86_400_000)
}

/** 2025-01-06 → 1月6日. */
export function monthDay(day: string): string {
  const [, m, d] = day.split('-').map(Number)
  return `${m}月${d}日`
}
