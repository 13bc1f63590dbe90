// Money arrives as integer fen; people read yuan without trailing zeros (198, 19.9, 0.01).

export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '0'
  const yuan = (Math.round(fen) / 100).toFixed(2)
  return yuan.replace(/\.?0+$/, '')
}

const DAYS_PER_MONTH = 30.44

/** 365 → 12个月, 730 → 2年, 31 → 1个月, 92 → 3个月, 7 → 7天: how a duration reads on an offer. */
export function durationLabel(days: number): string {
  if (days >= 365 && days % 365 <= 1) return days < 730 ? '12个月' : `${Math.floor(days / 365)}年`
  const months = Math.round(days / DAYS_PER_MONTH)
  if (months >= 1 && Math.abs(days - months * DAYS_PER_MONTH) <= 3) return `${months}个月`
  return `${days}天`
}

/** Price per day, to one decimal in yuan: the comparison people make between offers. */
export function perDayLabel(fen: number, days: number): string {
  if (!days) return ''
  return `约${(fen / 100 / days).toFixed(2).replace(/0$/, '')}元/天`
}

/** 2025-03-01 from epoch milliseconds (or seconds). */
export function formatDate(epoch: number): string {
  const ms = epoch < 1e12 ? epoch * 1000 : epoch
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
