// Learning calls (docs/API.md "Courses and learning" → Learning).
import type {
  LearnRecord,
  LearnStatistics,
  Ranking,
  RankingEntry,
  RankingWeek,
  ShareSummary,
  StatisticsRange,
} from '@contract/learn'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage } from '@/core/request/client'

export type { LearnRecord, LearnStatistics, Ranking, RankingEntry, RankingWeek, ShareSummary, StatisticsRange }

export function getStatistics(range: StatisticsRange): Promise<LearnStatistics> {
  return get<LearnStatistics>('/learn/statistics', { range }, { skipLoading: true })
}

export function getRecords(pageNum: number): Promise<PageOf<LearnRecord>> {
  return getPage<PageOf<LearnRecord>>('/learn/records', pageNum, undefined, { skipLoading: true })
}

export function getRanking(week: RankingWeek): Promise<Ranking> {
  return get<Ranking>('/learn/ranking', { week }, { skipLoading: true })
}

/**
 * Someone's learning totals by invitation code (public), or mine without one (login); null
 * when no user has that code.
 */
export function getAchievements(code?: string): Promise<ShareSummary | null> {
  return get<ShareSummary | null>('/learn/share', code ? { code } : undefined, { skipLoading: true })
}
