// How an offer reads: duration and price per day. Money formats live in src/core/format.ts.

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
