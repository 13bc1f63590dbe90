// The day maths and wording of a team's plan (docs/TEAMREADING.md "The plan"). Days are Beijing
// calendar days as the server sends them ('YYYY-MM-DD'); nothing here reads the device clock.
import type { MemberProgress, TeamCard } from '@contract/teamreading'
import { monthDay, weekdayOf } from '@/core/days'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** 2025-01-06 → 1月6日 周一 (the calendar day itself, whatever the device's time zone). */
export function dayText(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  return `${monthDay(day)} ${WEEKDAYS[weekdayOf(day)]}`
}

export type DayState = 'past' | 'today' | 'future'

export function dayState(index: number, todayIndex: number): DayState {
  return index < todayIndex ? 'past' : index === todayIndex ? 'today' : 'future'
}

/** Where the team is in its plan: 未开始 / 第3天 · 共10天 / 已结束. */
export function planStage(team: Pick<TeamCard, 'planDays'>, todayIndex: number): string {
  if (todayIndex < 0) return '未开始'
  if (todayIndex >= team.planDays) return `已结束 · 共${team.planDays}天`
  return `第${todayIndex + 1}天 · 共${team.planDays}天`
}

/** Whole minutes of listened seconds (rounded down, as the learning statistics count). */
export function minutesOf(seconds: number): number {
  return Math.max(0, Math.floor((seconds || 0) / 60))
}

/** A share in whole percent, 0–100; 0 of 0 is 0. */
export function percent(done: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)))
}

/** Chapters the plan held before today, from what it holds up to today (the plan's day k holds k·perDay). */
export function plannedBeforeToday(plannedToDate: number, perDay: number, finished: boolean): number {
  if (finished || perDay <= 0) return plannedToDate
  return Math.max(0, (Math.ceil(plannedToDate / perDay) - 1) * perDay)
}

/**
 * Against the plan: 已读完 / 超前N章 / 按计划 / 今日还需读N章 (only today's chapters are left) /
 * 落后N章 (chapters of earlier days are left).
 */
export function paceText(
  progress: Pick<MemberProgress, 'completedChapters' | 'plannedToDate' | 'planChapters'>,
  team: Pick<TeamCard, 'chaptersPerDay' | 'finished'>,
): string {
  const { completedChapters, plannedToDate, planChapters } = progress
  if (planChapters > 0 && completedChapters >= planChapters) return '已读完'
  if (completedChapters > plannedToDate) return `超前${completedChapters - plannedToDate}章`
  if (completedChapters === plannedToDate) return '按计划'
  const before = plannedBeforeToday(plannedToDate, team.chaptersPerDay, team.finished)
  if (completedChapters >= before) return `今日还需读${plannedToDate - completedChapters}章`
  return `落后${before - completedChapters}章`
}

/** Seats: 3/5人, with 已满员 when full. */
export function seatsText(team: Pick<TeamCard, 'memberCount' | 'size'>): string {
  return team.memberCount >= team.size ? `${team.memberCount}/${team.size}人 · 已满员` : `${team.memberCount}/${team.size}人`
}
