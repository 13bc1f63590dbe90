// The bars of the minutes-per-day chart: labels by weekday (7 days) or date (30 days), today's
// bar highlighted, values labelled where they fit.
import type { Bar } from '@/components/BarChart'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** Today in Beijing as YYYY-MM-DD (the server's calendar), whatever the phone's time zone. */
export function beijingToday(now = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date, independent of the time zone. */
function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

function shortDate(date: string): string {
  const [, m, d] = date.split('-').map(Number)
  return `${m}/${d}`
}

/**
 * A week shows every weekday and every value; a month labels every 5th day counted back from
 * today (so today is always labelled) and shows the values of today and of the best day only.
 */
export function dayBars(days: Array<{ date: string; minutes: number }>, today: string): Bar[] {
  const week = days.length <= 7
  const best = Math.max(0, ...days.map((d) => d.minutes))
  const last = days.length - 1
  return days.map((day, i) => {
    const isToday = day.date === today
    const fromEnd = last - i
    const label = isToday ? '今天' : week ? WEEKDAYS[weekdayOf(day.date)] : fromEnd % 5 === 0 ? shortDate(day.date) : ''
    const showValue = day.minutes > 0 && (week || isToday || day.minutes === best)
    return { key: day.date, label, value: day.minutes, valueLabel: showValue ? String(day.minutes) : '', highlight: isToday }
  })
}
