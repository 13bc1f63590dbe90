// Team reading's day maths and wording: calendar days as the server sends them (never the
// device's clock or time zone), where a team is in its plan, minutes, shares and the pace.
import { dayState, dayText, minutesOf, paceText, percent, planStage, plannedBeforeToday, seatsText } from '@/features/teamreading/utils/schedule'

test('a day key reads as its own calendar day and weekday, in any time zone', () => {
  expect(dayText('2025-01-06')).toBe('1月6日 周一')
  expect(dayText('2025-01-12')).toBe('1月12日 周日')
  // Leap day and year end.
  expect(dayText('2024-02-29')).toBe('2月29日 周四')
  expect(dayText('2025-12-31')).toBe('12月31日 周三')
  // Anything else is shown as it came.
  expect(dayText('tomorrow')).toBe('tomorrow')
})

test('plan days before, on and after today', () => {
  expect([0, 1, 2].map((i) => dayState(i, 1))).toEqual(['past', 'today', 'future'])
  // Before the start every day is to come; after the end every day is past.
  expect(dayState(0, -1)).toBe('future')
  expect(dayState(3, 9)).toBe('past')
})

test('where the team is in its plan', () => {
  expect(planStage({ planDays: 4 }, -1)).toBe('未开始')
  expect(planStage({ planDays: 4 }, 0)).toBe('第1天 · 共4天')
  expect(planStage({ planDays: 4 }, 3)).toBe('第4天 · 共4天')
  expect(planStage({ planDays: 4 }, 4)).toBe('已结束 · 共4天')
})

test('minutes are whole listened minutes, rounded down', () => {
  expect(minutesOf(0)).toBe(0)
  expect(minutesOf(59)).toBe(0)
  expect(minutesOf(60)).toBe(1)
  expect(minutesOf(230)).toBe(3)
  expect(minutesOf(-10)).toBe(0)
  expect(minutesOf(Number.NaN)).toBe(0)
})

test('percent of done chapters stays within 0–100 and 0 of 0 is 0', () => {
  expect(percent(0, 0)).toBe(0)
  expect(percent(1, 3)).toBe(33)
  expect(percent(3, 3)).toBe(100)
  expect(percent(5, 3)).toBe(100)
})

test('chapters planned before today, from those planned up to today', () => {
  // 7 chapters, 2 a day: days hold 2, 2, 2, 1.
  expect([2, 4, 6, 7].map((n) => plannedBeforeToday(n, 2, false))).toEqual([0, 2, 4, 6])
  expect(plannedBeforeToday(0, 2, false)).toBe(0)
  // After the last day everything was due before today.
  expect(plannedBeforeToday(7, 2, true)).toBe(7)
})

test('the pace: ahead, on plan, only today’s chapters left, or behind on earlier days', () => {
  const team = { chaptersPerDay: 2, finished: false }
  expect(paceText({ completedChapters: 2, plannedToDate: 2, planChapters: 7 }, team)).toBe('按计划')
  expect(paceText({ completedChapters: 5, plannedToDate: 2, planChapters: 7 }, team)).toBe('超前3章')
  expect(paceText({ completedChapters: 7, plannedToDate: 4, planChapters: 7 }, team)).toBe('已读完')
  // The first day: nothing read yet is not "behind".
  expect(paceText({ completedChapters: 0, plannedToDate: 2, planChapters: 7 }, team)).toBe('今日还需读2章')
  expect(paceText({ completedChapters: 3, plannedToDate: 4, planChapters: 7 }, team)).toBe('今日还需读1章')
  expect(paceText({ completedChapters: 1, plannedToDate: 4, planChapters: 7 }, team)).toBe('落后1章')
  // The last, shorter day (7 = 2+2+2+1) and after the end.
  expect(paceText({ completedChapters: 6, plannedToDate: 7, planChapters: 7 }, team)).toBe('今日还需读1章')
  expect(paceText({ completedChapters: 5, plannedToDate: 7, planChapters: 7 }, { chaptersPerDay: 2, finished: true })).toBe('落后2章')
  // An empty plan is never "read through".
  expect(paceText({ completedChapters: 0, plannedToDate: 0, planChapters: 0 }, team)).toBe('按计划')
})

test('seats say when the team is full', () => {
  expect(seatsText({ memberCount: 3, size: 5 })).toBe('3/5人')
  expect(seatsText({ memberCount: 5, size: 5 })).toBe('5/5人 · 已满员')
})
