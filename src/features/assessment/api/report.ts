// Reports, share links and friends' help (docs/API.md "Assessments, exercises and credentials":
// Reports). Scores, bands and headlines are personal data: never logged, never in event reports.
import { get, post } from '@/core/request/client'
import type { AssessmentAccess } from '@/features/assessment/api/catalogue'

export type BandTone = 'positive' | 'neutral' | 'caution' | 'warning'

export interface Band {
  label: string
  /** 1 = the lowest scores. */
  level: number
  tone: BandTone
  description: string
  advice: string
}

export interface Hotline {
  name: string
  number: string
  note: string
}

export interface Notice {
  title: string
  text: string
  hotlines: Hotline[]
}

export interface ScoreView {
  raw: number
  min: number
  max: number
  /** Percent of maximum, one decimal. */
  percent: number
  band: Band | null
}

export interface ReportTotal extends ScoreView {
  label: string
}

export interface ReportDimension extends ScoreView {
  code: string
  name: string
  description: string
}

export interface TypeAxis {
  /** e.g. 'EI' */
  dimension: string
  /** [high pole, low pole], e.g. ['E', 'I']. */
  letters: [string, string]
  pole: string
  poleName: string
  /** 0 at the midpoint, 100 at either end. */
  strength: number
  /** The score sat on the midpoint: the preference is not clear. */
  tie: boolean
}

export interface ReportType {
  code: string
  name: string
  description: string
  axes: TypeAxis[]
}

export interface RecommendedCourse {
  id: number
  title: string
  subtitle: string
  cover: string
  access: AssessmentAccess
}

export interface HelpState {
  needed: number
  helped: number
  /** Owner only (else null): the code of the AssessmentHelpUnloc link. */
  code: string | null
}

export interface Report {
  id: number
  assessmentId: number
  scaleCode: string
  title: string
  clinical: boolean
  disclaimer: string
  createdAt: number
  isOwner: boolean
  /** Owner only: the live share token, or null. */
  shareToken: string | null
  locked: boolean
  help: HelpState | null
  headline: string
  crisis: boolean
  notices: Notice[]
  total: ReportTotal | null
  dimensions: ReportDimension[]
  type: ReportType | null
  advice: string[]
  recommendedCourses: RecommendedCourse[]
}

export interface HelpInfo {
  code: string
  scaleCode: string
  title: string
  owner: { nickname: string; avatar: string }
  needed: number
  helped: number
  unlocked: boolean
  isOwner: boolean
  helpedByMe: boolean
}

/** The owner's report (`id`) or a shared one (`shareToken`, which wins). */
export function getReport(query: { id?: number; shareToken?: string }): Promise<Report> {
  const params = query.shareToken ? { shareToken: query.shareToken } : { id: query.id }
  return get<Report>('/assessment/report', params, { skipLoading: true })
}

export function shareReport(reportId: number): Promise<{ shareToken: string }> {
  return post<{ shareToken: string }>('/assessment/report/share', { reportId })
}

export function unshareReport(reportId: number): Promise<Record<string, never>> {
  return post<Record<string, never>>('/assessment/report/unshare', { reportId })
}

export function getHelp(code: string): Promise<HelpInfo> {
  return get<HelpInfo>('/assessment/report/help', { code }, { skipLoading: true })
}

export function helpUnlock(code: string): Promise<HelpInfo> {
  return post<HelpInfo>('/assessment/report/help', { code })
}
