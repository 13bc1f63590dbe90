// Assessment catalogue calls (docs/API.md "Assessments, exercises and credentials": Catalogue).
// The shapes are the server's contract (@contract/assessment). Taking a test and reports live in
// ./session.ts and ./report.ts.
import type {
  AssessmentAccess,
  AssessmentCard,
  AssessmentDetail,
  AssessmentFilter,
  AssessmentHome,
  CategoryCount,
  FavoriteState,
  LastReport,
  MineItem,
  ReportItem,
  UnfinishedSession,
} from '@contract/assessment'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type {
  AssessmentAccess,
  AssessmentCard,
  AssessmentDetail,
  AssessmentFilter,
  AssessmentHome,
  CategoryCount,
  FavoriteState,
  LastReport,
  MineItem,
  ReportItem,
  UnfinishedSession,
}

const quiet = { skipLoading: true }

export function getAssessmentHome(): Promise<AssessmentHome> {
  return get<AssessmentHome>('/assessment/home', undefined, quiet)
}

export function getAssessmentCategories(): Promise<CategoryCount[]> {
  return get<CategoryCount[]>('/assessment/categories', undefined, quiet)
}

export function listAssessments(pageNum: number, filter: AssessmentFilter = {}): Promise<PageOf<AssessmentCard>> {
  return getPage<PageOf<AssessmentCard>>('/assessment/list', pageNum, { ...filter }, quiet)
}

export function getAssessmentDetail(id: number): Promise<AssessmentDetail> {
  return get<AssessmentDetail>('/assessment/detail', { id }, quiet)
}

export function setAssessmentFavorite(assessmentId: number, favorite: boolean): Promise<FavoriteState> {
  return post<FavoriteState>('/assessment/favorite', { assessmentId, favorite })
}

export function listFavoriteAssessments(pageNum: number): Promise<PageOf<AssessmentCard>> {
  return getPage<PageOf<AssessmentCard>>('/assessment/favorites', pageNum, undefined, quiet)
}

export function listMyAssessments(pageNum: number): Promise<PageOf<MineItem>> {
  return getPage<PageOf<MineItem>>('/assessment/mine', pageNum, undefined, quiet)
}

export function listReportHistory(pageNum: number): Promise<PageOf<ReportItem>> {
  return getPage<PageOf<ReportItem>>('/assessment/reportHistory', pageNum, undefined, quiet)
}
