// Assessment catalogue calls and shapes (docs/API.md "Assessments, exercises and credentials":
// Shapes and Catalogue). Taking a test and reports live in ./session.ts and ./report.ts.
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type AssessmentAccess = 'free' | 'vip' | 'paid'
export type AssessmentCategory = 'emotion' | 'personality' | 'wellbeing'

export interface AssessmentCard {
  id: number
  scaleCode: string
  title: string
  subtitle: string
  category: AssessmentCategory
  /** 情绪健康, 性格探索, 生活状态 */
  categoryName: string
  /** '#rrggbb' */
  coverColor: string
  access: AssessmentAccess
  /** The price of a paid assessment; else 0. */
  priceFen: number
  hot: boolean
  /** A validated clinical screening scale (PHQ-9, GAD-7). */
  clinical: boolean
  itemCount: number
  minutes: number
  people: number
  /** Friends needed to unlock a report; 0: none. */
  helpUnlock: number
  /** Paid: the commodity that sells it (bought through /common/orderPay); else null. */
  commodityId: number | null
}

export interface UnfinishedSession {
  sessionId: number
  answered: number
}

export interface LastReport {
  id: number
  headline: string
  createdAt: number
}

export interface AssessmentDetail extends AssessmentCard {
  intro: string
  instruction: string
  disclaimer: string
  source: string
  favorite: boolean
  isVip: boolean
  /** Paid and granted or bought. */
  owned: boolean
  /** Free; VIP and member; paid and owned (without login: free only). */
  canTake: boolean
  unfinished: UnfinishedSession | null
  lastReport: LastReport | null
}

export interface CategoryCount {
  code: AssessmentCategory
  name: string
  count: number
}

export interface AssessmentHomeData {
  hot: AssessmentCard[]
  free: AssessmentCard[]
  categories: CategoryCount[]
}

export interface MineItem {
  assessment: AssessmentCard
  unfinished: UnfinishedSession | null
  lastReport: LastReport | null
  reports: number
  updatedAt: number
}

export interface ReportItem {
  id: number
  assessmentId: number
  scaleCode: string
  title: string
  coverColor: string
  headline: string
  crisis: boolean
  locked: boolean
  createdAt: number
}

/** Filters of GET /assessment/list; several access flags mean any of them. */
export interface AssessmentFilter {
  category?: string
  free?: boolean
  vip?: boolean
  paid?: boolean
  hot?: boolean
  q?: string
}

const quiet = { skipLoading: true }

export function getAssessmentHome(): Promise<AssessmentHomeData> {
  return get<AssessmentHomeData>('/assessment/home', undefined, quiet)
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

export function setAssessmentFavorite(assessmentId: number, favorite: boolean): Promise<{ favorite: boolean }> {
  return post<{ favorite: boolean }>('/assessment/favorite', { assessmentId, favorite })
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
