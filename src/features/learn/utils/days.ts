// The bars of the minutes-per-day chart: labels by weekday (7 days) or date (30 days), today's
// bar highlighted, values labelled where they fit.
import type { Bar } from '@/components/BarChart'
import { weekdayOf } from '@/core/days'

export { beijingToday } from '@/core/days'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

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
