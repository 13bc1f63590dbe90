// Yearly report call (docs/API.md "Courses and learning" → Yearly reports).
import type { SubjectCard } from '@/core/api/course'
import { get } from '@/core/request/client'

export type ReportYear = 2023 | 2024

export interface YearReport {
  year: number
  hasData: boolean
  totalMinutes: number
  activeDays: number
  longestStreak: number
  coursesStarted: number
  coursesCompleted: number
  certificates: number
  firstListen: { date: string; subjectTitle: string } | null
  /** The latest listening between 22:00 and 04:00, counted into the evening before. */
  latestNight: { date: string; time: string } | null
  busiestMonth: { month: number; minutes: number } | null
  /** Minutes per month, January first. */
  monthly: number[]
  topSubjects: Array<{ subject: SubjectCard; minutes: number }>
  topCategory: { name: string; minutes: number } | null
  /** Share of that year's listeners with fewer minutes, 0..100. */
  beatPercent: number
  title: string
}

export function getYearReport(year: ReportYear): Promise<YearReport> {
  return get<YearReport>('/yearBill/report', { year }, { skipLoading: true })
}
