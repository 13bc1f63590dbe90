// Display helpers of the course area.

const pad = (n: number) => String(n).padStart(2, '0')

/** Lengths in lists: 540 → 9分钟, 45 → 1分钟, 5400 → 1小时30分钟. */
export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60))
  if (minutes < 60) return `${minutes}分钟`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `${h}小时${m}分钟` : `${h}小时`
}

/** Search history: newest first, no duplicates, at most `limit`. */
export function pushHistory(history: string[], term: string, limit = 10): string[] {
  const value = term.trim()
  if (!value) return history
  return [value, ...history.filter((h) => h !== value)].slice(0, limit)
}

/** 09:30 + 45 min → 10:15. */
export function endTime(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number)
  const total = (h * 60 + m + minutes) % (24 * 60)
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}
