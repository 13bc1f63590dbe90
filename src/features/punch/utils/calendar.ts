// What the punch-in calendar shows: the challenge's months as Monday-first weeks, each day's
// status, the days a make-up card can still cover, the current streak's days, and the words
// under the numbers. Pure: everything comes from the server's calendar (its `today`, never the
// phone's clock), so the page and its tests agree with the server.
import type { Calendar } from '@contract/punch'
import { addDays, daysBetween, monthDay, weekdayOf } from '@/core/days'

/**
 * outside: not a day of the challenge; future: still to come; today: today, not punched yet;
 * punched / makeup: punched on the day / with a make-up card; missed: a past day without a
 * punch that a card can cover; unjoined: a past day before joining (no card covers it).
 */
export type DayStatus = 'outside' | 'future' | 'today' | 'punched' | 'makeup' | 'missed' | 'unjoined'

export interface CalendarCell {
  /** null: padding before the 1st or after the last day of the month. */
  day: string | null
  /** Day of the month (0 for padding). */
  date: number
  status: DayStatus
  /** Part of the current streak. */
  inStreak: boolean
  isToday: boolean
}

export interface CalendarMonth {
  /** YYYY-MM */
  key: string
  title: string
  weeks: CalendarCell[][]
}

type CalendarFacts = Pick<Calendar, 'today' | 'startDay' | 'endDay' | 'joinedDay' | 'punches' | 'streak' | 'makeupLeft'>

export function dayStatus(day: string, cal: CalendarFacts): DayStatus {
  if (day < cal.startDay || day > cal.endDay) return 'outside'
  const punch = cal.punches.find((p) => p.day === day)
  if (punch) return punch.kind === 'makeup' ? 'makeup' : 'punched'
  if (day > cal.today) return 'future'
  if (day === cal.today) return 'today'
  return cal.joinedDay && day >= cal.joinedDay ? 'missed' : 'unjoined'
}

/** Past days of the challenge, since joining, without a punch. */
export function missedDays(cal: CalendarFacts): string[] {
  const days: string[] = []
  const last = cal.today > cal.endDay ? cal.endDay : addDays(cal.today, -1)
  for (let day = cal.startDay; day <= last; day = addDays(day, 1)) {
    if (dayStatus(day, cal) === 'missed') days.push(day)
  }
  return days
}

/** Whether a tap on `day` may offer a make-up card. */
export function canMakeUp(day: string, cal: CalendarFacts): boolean {
  return cal.makeupLeft > 0 && dayStatus(day, cal) === 'missed'
}

/**
 * The days of the current streak (the server counts it): the `streak` days ending today, or
 * yesterday while today is not punched yet; after the end, ending on the last day.
 */
export function streakDays(cal: CalendarFacts): Set<string> {
  const punched = new Set(cal.punches.map((p) => p.day))
  let anchor = cal.today > cal.endDay ? cal.endDay : cal.today
  if (anchor === cal.today && !punched.has(anchor)) anchor = addDays(anchor, -1)
  const days = new Set<string>()
  for (let i = 0; i < cal.streak; i += 1) days.add(addDays(anchor, -i))
  return days
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`

function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number)
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** The months the challenge spans, each as Monday-first weeks of seven cells. */
export function calendarMonths(cal: CalendarFacts): CalendarMonth[] {
  const streak = streakDays(cal)
  const months: CalendarMonth[] = []
  for (let first = monthStart(cal.startDay); first <= cal.endDay; first = nextMonth(first)) {
    const cells: CalendarCell[] = []
    const lead = (weekdayOf(first) + 6) % 7 // Monday = 0
    for (let i = 0; i < lead; i += 1) cells.push({ day: null, date: 0, status: 'outside', inStreak: false, isToday: false })
    const after = nextMonth(first)
    for (let day = first; day < after; day = addDays(day, 1)) {
      cells.push({ day, date: Number(day.slice(8)), status: dayStatus(day, cal), inStreak: streak.has(day), isToday: day === cal.today })
    }
    while (cells.length % 7) cells.push({ day: null, date: 0, status: 'outside', inStreak: false, isToday: false })
    const weeks: CalendarCell[][] = []
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
    const [y, m] = first.split('-').map(Number)
    months.push({ key: first.slice(0, 7), title: `${y}年${m}月`, weeks })
  }
  return months
}

/** "第 8 / 21 天" while running, else a word for before and after. */
export function challengeDayText(cal: Pick<Calendar, 'today' | 'startDay' | 'endDay'>): string {
  const total = daysBetween(cal.startDay, cal.endDay) + 1
  if (cal.today < cal.startDay) return `${monthDay(cal.startDay)}开始，共${total}天`
  if (cal.today > cal.endDay) return `已结束，共${total}天`
  return `第 ${daysBetween(cal.startDay, cal.today) + 1} / ${total} 天`
}

/** The line under the streak number. */
export function streakText(streak: number, punchedToday: boolean): string {
  if (streak === 0) return punchedToday ? '今天已打卡' : '今天打卡，开始你的连续记录'
  return punchedToday ? `已连续打卡 ${streak} 天` : `已连续打卡 ${streak} 天，今天还没打卡`
}

/** What a cell says to a screen reader and to tests. */
export const STATUS_TEXT: Record<DayStatus, string> = {
  outside: '',
  future: '未开始',
  today: '今天未打卡',
  punched: '已打卡',
  makeup: '已补卡',
  missed: '漏打卡',
  unjoined: '未参加',
}

export { monthDay }
