// Reports, share links and friends' help (docs/API.md "Assessments, exercises and credentials":
// Reports). The shapes are the server's contract (@contract/assessment). Scores, bands and
// headlines are personal data: never logged, never in event reports.
import type {
  BandTone,
  HelpInfo,
  Hotline,
  Notice,
  RecommendedCourse,
  Report,
  ReportDimension,
  ReportHelp,
  ReportLookupQuery,
  ReportTotal,
  ReportType,
  ReportTypeAxis,
  ScoreBand,
  ShareLink,
  Unshared,
} from '@contract/assessment'
import { get, post } from '@/core/request/client'

export type {
  BandTone,
  HelpInfo,
  Hotline,
  Notice,
  RecommendedCourse,
  Report,
  ReportDimension,
  ReportHelp,
  ReportLookupQuery,
  ReportTotal,
  ReportType,
  ReportTypeAxis,
  ScoreBand,
  ShareLink,
  Unshared,
}

/** The owner's report (`id`) or a shared one (`shareToken`, which wins). */
export function getReport(query: ReportLookupQuery): Promise<Report> {
  const params = query.shareToken ? { shareToken: query.shareToken } : { id: query.id }
  return get<Report>('/assessment/report', params, { skipLoading: true })
}

export function shareReport(reportId: number): Promise<ShareLink> {
  return post<ShareLink>('/assessment/report/share', { reportId })
}

export function unshareReport(reportId: number): Promise<Unshared> {
  return post<Unshared>('/assessment/report/unshare', { reportId })
}

export function getHelp(code: string): Promise<HelpInfo> {
  return get<HelpInfo>('/assessment/report/help', { code }, { skipLoading: true })
}

export function helpUnlock(code: string): Promise<HelpInfo> {
  return post<HelpInfo>('/assessment/report/help', { code })
}
