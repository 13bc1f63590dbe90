// Display formats shared by every area: money arrives as integer fen, times as epoch milliseconds.

/** Yuan without trailing zeros: 2500 → 25, 1990 → 19.9, 1 → 0.01. Display only, never arithmetic. */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '0'
  const yuan = (Math.round(fen) / 100).toFixed(2)
  return yuan.replace(/\.?0+$/, '')
}

/** Always two decimals, for price breakdowns where the columns line up: 2500 → 25.00. */
export function fenToYuanFixed(fen: number): string {
  if (!Number.isFinite(fen)) return '0.00'
  return (Math.round(fen) / 100).toFixed(2)
}

const pad = (n: number) => String(n).padStart(2, '0')

function toDate(epoch: number): Date {
  return new Date(epoch < 1e12 ? epoch * 1000 : epoch)
}

/** 2025-03-01 from epoch milliseconds (or seconds). */
export function formatDate(epoch: number): string {
  const d = toDate(epoch)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** 2025-03-01 14:05 from epoch milliseconds (or seconds). */
export function formatDateTime(epoch: number): string {
  const d = toDate(epoch)
  return `${formatDate(epoch)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Listening time for people: 45 → 45分钟, 60 → 1小时, 125 → 2小时5分钟. */
export function formatMinutes(minutes: number): string {
  const m = Number.isFinite(minutes) ? Math.max(0, Math.floor(minutes)) : 0
  if (m < 60) return `${m}分钟`
  const rest = m % 60
  return `${Math.floor(m / 60)}小时${rest ? `${rest}分钟` : ''}`
}

/** A countdown or player clock: 65 → 01:05, 3725 → 1:02:05. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`
}
