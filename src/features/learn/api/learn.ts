// Learning calls (docs/API.md "Courses and learning" → Learning).
import type { PageOf } from '@/components/hooks/usePagedList'
import type { SubjectCard } from '@/core/api/course'
import { get, getPage } from '@/core/request/client'

export type StatisticsRange = 'week' | 'month'

export interface LearnStatistics {
  todayMinutes: number
  /** This Beijing week (Monday first). */
  weekMinutes: number
  totalMinutes: number
  /** Days with listening. */
  totalDays: number
  currentStreak: number
  longestStreak: number
  /** Oldest first, one per day of the range, the last one today. */
  days: Array<{ date: string; minutes: number }>
  coursesStarted: number
  coursesCompleted: number
  certificates: number
}

export interface LearnRecord {
  subject: SubjectCard
  lastChapter: { id: number; title: string }
  positionSec: number
  completedChapters: number
  chapterCount: number
  /** 0..100 */
  percent: number
  updatedAt: number
}

export type RankingWeek = 'current' | 'last'

export interface RankingEntry {
  rank: number
  userId: number
  nickname: string
  avatar: string
  minutes: number
  isMe: boolean
}

export interface Ranking {
  weekStart: string
  weekEnd: string
  list: RankingEntry[]
  me: { rank: number | null; minutes: number }
}

/** Only totals: what someone listened to is never shared. */
export interface LearnAchievements {
  nickname: string
  avatar: string
  invitationCode: string
  totalMinutes: number
  totalDays: number
  currentStreak: number
  coursesCompleted: number
  certificates: number
  weekRank: number | null
}

export function getStatistics(range: StatisticsRange): Promise<LearnStatistics> {
  return get<LearnStatistics>('/learn/statistics', { range }, { skipLoading: true })
}

export function getRecords(pageNum: number): Promise<PageOf<LearnRecord>> {
  return getPage<PageOf<LearnRecord>>('/learn/records', pageNum, undefined, { skipLoading: true })
}

export function getRanking(week: RankingWeek): Promise<Ranking> {
  return get<Ranking>('/learn/ranking', { week }, { skipLoading: true })
}

/** Someone's achievements by invitation code (public), or mine without one (login). */
export function getAchievements(code?: string): Promise<LearnAchievements> {
  return get<LearnAchievements>('/learn/share', code ? { code } : undefined, { skipLoading: true })
}
