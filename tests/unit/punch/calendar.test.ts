// The punch-in calendar as the client shows it: day statuses from the server's facts, the days a
// make-up card can cover, the current streak's days, Monday-first month grids across a month
// boundary, and the words under the numbers.
import type { Calendar } from '@contract/punch'
import {
  calendarMonths,
  canMakeUp,
  challengeDayText,
  dayStatus,
  missedDays,
  streakDays,
  streakText,
} from '@/features/punch/utils/calendar'

/** A 21-day challenge from Wed 2025-01-29 to Tue 2025-02-18; today is Mon 2025-02-03. */
function calendar(overrides: Partial<Calendar> = {}): Calendar {
  return {
    today: '2025-02-03',
    kind: 'daily',
    startDay: '2025-01-29',
    endDay: '2025-02-18',
    joinedDay: '2025-01-29',
    punches: [
      { id: 1, day: '2025-01-29', kind: 'normal', minutes: 0 },
      { id: 2, day: '2025-01-30', kind: 'normal', minutes: 0 },
      // 01-31 missed
      { id: 3, day: '2025-02-01', kind: 'makeup', minutes: 0 },
      { id: 4, day: '2025-02-02', kind: 'normal', minutes: 0 },
    ],
    streak: 2,
    longestStreak: 2,
    totalDays: 4,
    makeupLimit: 2,
    makeupUsed: 1,
    makeupLeft: 1,
    minMinutes: 0,
    ...overrides,
  }
}

test('each day gets its status from the punches, the window, joining and the server’s today', () => {
  const cal = calendar({ joinedDay: '2025-01-30' })
  expect(dayStatus('2025-01-28', cal)).toBe('outside')
  expect(dayStatus('2025-02-19', cal)).toBe('outside')
  expect(dayStatus('2025-01-29', cal)).toBe('punched') // punched before the (moved) join day still shows
  expect(dayStatus('2025-01-31', cal)).toBe('missed')
  expect(dayStatus('2025-02-01', cal)).toBe('makeup')
  expect(dayStatus('2025-02-03', cal)).toBe('today')
  expect(dayStatus('2025-02-04', cal)).toBe('future')
  // A past day before joining is not a missed day: no card covers it.
  expect(dayStatus('2025-01-29', calendar({ joinedDay: '2025-01-31', punches: [] }))).toBe('unjoined')
  // Punched today: today shows punched, not "today".
  expect(dayStatus('2025-02-03', calendar({ punches: [{ id: 9, day: '2025-02-03', kind: 'normal', minutes: 0 }] }))).toBe('punched')
})

test('missed days are the past days since joining without a punch; a card covers one while cards are left', () => {
  const cal = calendar()
  expect(missedDays(cal)).toEqual(['2025-01-31'])
  expect(canMakeUp('2025-01-31', cal)).toBe(true)
  expect(canMakeUp('2025-02-03', cal)).toBe(false) // today: punch, do not make up
  expect(canMakeUp('2025-02-01', cal)).toBe(false) // already made up
  expect(canMakeUp('2025-01-31', calendar({ makeupLeft: 0 }))).toBe(false)
  // Today not over yet: it is never a missed day.
  expect(missedDays(calendar({ punches: [] }))).toEqual(['2025-01-29', '2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'])
  // After the end: up to the last day, inclusive.
  const ended = calendar({ today: '2025-02-25', punches: [], startDay: '2025-02-16', endDay: '2025-02-18', joinedDay: '2025-02-16' })
  expect(missedDays(ended)).toEqual(['2025-02-16', '2025-02-17', '2025-02-18'])
})

test('the streak’s days end today when punched, yesterday while today is open, the last day after the end', () => {
  expect([...streakDays(calendar())].sort()).toEqual(['2025-02-01', '2025-02-02'])
  const punchedToday = calendar({ streak: 3, punches: [...calendar().punches, { id: 5, day: '2025-02-03', kind: 'normal', minutes: 0 }] })
  expect([...streakDays(punchedToday)].sort()).toEqual(['2025-02-01', '2025-02-02', '2025-02-03'])
  expect(streakDays(calendar({ streak: 0 })).size).toBe(0)
  const ended = calendar({ today: '2025-03-01', streak: 2, punches: [{ id: 1, day: '2025-02-17', kind: 'normal', minutes: 0 }, { id: 2, day: '2025-02-18', kind: 'normal', minutes: 0 }] })
  expect([...streakDays(ended)].sort()).toEqual(['2025-02-17', '2025-02-18'])
})

test('months are Monday-first weeks of seven, across the month boundary, with padding', () => {
  const months = calendarMonths(calendar())
  expect(months.map((m) => [m.key, m.title])).toEqual([
    ['2025-01', '2025年1月'],
    ['2025-02', '2025年2月'],
  ])
  const [jan, feb] = months
  for (const m of months) for (const w of m.weeks) expect(w).toHaveLength(7)
  // 2025-01-01 is a Wednesday: two padding cells (Mon, Tue) before it.
  expect(jan.weeks[0].slice(0, 3).map((c) => c.day)).toEqual([null, null, '2025-01-01'])
  // 2025-02-01 is a Saturday: five padding cells before it.
  expect(feb.weeks[0].map((c) => c.day)).toEqual([null, null, null, null, null, '2025-02-01', '2025-02-02'])
  const cell = (day: string) => months.flatMap((m) => m.weeks.flat()).find((c) => c.day === day)!
  expect([cell('2025-01-31').status, cell('2025-01-31').inStreak]).toEqual(['missed', false])
  expect([cell('2025-02-02').status, cell('2025-02-02').inStreak]).toEqual(['punched', true])
  expect([cell('2025-02-03').status, cell('2025-02-03').isToday]).toEqual(['today', true])
  expect(cell('2025-01-15').status).toBe('outside')
  // A challenge inside one month: one month only.
  expect(calendarMonths(calendar({ startDay: '2025-02-03', endDay: '2025-02-09' })).map((m) => m.key)).toEqual(['2025-02'])
})

test('the words: which day of the challenge, and the streak line', () => {
  expect(challengeDayText(calendar())).toBe('第 6 / 21 天')
  expect(challengeDayText(calendar({ today: '2025-01-20' }))).toBe('1月29日开始，共21天')
  expect(challengeDayText(calendar({ today: '2025-02-19' }))).toBe('已结束，共21天')
  expect(streakText(0, false)).toBe('今天打卡，开始你的连续记录')
  expect(streakText(0, true)).toBe('今天已打卡')
  expect(streakText(3, true)).toBe('已连续打卡 3 天')
  expect(streakText(2, false)).toBe('已连续打卡 2 天，今天还没打卡')
})
