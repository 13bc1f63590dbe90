// Team reading calls (docs/TEAMREADING.md, route group /teamreading). The shapes are the server's
// contract (@contract/teamreading).
import type {
  BookListStat,
  MemberProgress,
  MemberRanking,
  MyTeam,
  MyTeams,
  PlanDay,
  RemoveResult,
  SharedBookList,
  ShareTheme,
  TeamBookListDetail,
  TeamCard,
  TeamMember,
  TeamRanking,
  TeamSchedule,
} from '@contract/teamreading'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type {
  BookListStat,
  MemberProgress,
  MemberRanking,
  MyTeam,
  MyTeams,
  PlanDay,
  RemoveResult,
  SharedBookList,
  ShareTheme,
  TeamBookListDetail,
  TeamCard,
  TeamMember,
  TeamRanking,
  TeamSchedule,
}

/** Limits the server enforces (schemas.ts). */
export const TEAM_NAME_MAX = 20
export const TEAM_SIZES = [3, 5, 8, 10, 20] as const
export const CHAPTERS_PER_DAY = [1, 2, 3] as const

const quiet = { skipLoading: true }

export function discoverTeams(pageNum: number, bookListId?: number): Promise<PageOf<TeamCard>> {
  return getPage<PageOf<TeamCard>>('/teamreading/teams/discover', pageNum, bookListId ? { bookListId } : undefined, quiet)
}

export function myTeams(): Promise<MyTeams> {
  return get<MyTeams>('/teamreading/teams/mine', undefined, quiet)
}

export interface CreateTeamInput {
  bookListId: number
  name: string
  size: number
  chaptersPerDay: number
  public: boolean
}

export function createTeam(input: CreateTeamInput): Promise<TeamCard> {
  return post<TeamCard>('/teamreading/team/create', input)
}

export function getSchedule(teamId: number, invite?: string): Promise<TeamSchedule> {
  return get<TeamSchedule>('/teamreading/team/schedule', invite ? { teamId, invite } : { teamId }, quiet)
}

export function joinTeam(teamId: number, inviteCode?: string): Promise<TeamCard> {
  return post<TeamCard>('/teamreading/team/join', inviteCode ? { teamId, inviteCode } : { teamId })
}

export function removeTeammate(teamId: number, userId: number): Promise<RemoveResult> {
  return post<RemoveResult>('/teamreading/team/remove', { teamId, userId })
}

export function leaveTeam(teamId: number): Promise<null> {
  return post<null>('/teamreading/team/leave', { teamId })
}

export function dissolveTeam(teamId: number): Promise<null> {
  return post<null>('/teamreading/team/dissolve', { teamId })
}

export function getTeamBookList(teamId: number): Promise<TeamBookListDetail> {
  return get<TeamBookListDetail>('/teamreading/team/bookList', { teamId }, quiet)
}

export function teamRanking(): Promise<TeamRanking> {
  return get<TeamRanking>('/teamreading/ranking/teams', undefined, quiet)
}

export function memberRanking(teamId: number): Promise<MemberRanking> {
  return get<MemberRanking>('/teamreading/ranking/members', { teamId }, quiet)
}

/** Book lists by readers (排行书单) or in the catalogue's order (共读书单). */
export function bookListStats(popular: boolean): Promise<BookListStat[]> {
  return get<BookListStat[]>(popular ? '/teamreading/ranking/bookLists' : '/teamreading/bookLists', undefined, quiet)
}

/** The share pages show their own empty state for an unknown list or symbol: no toast. */
const page = { skipLoading: true, silent: true }

export function sharedBookList(bookListId: number): Promise<SharedBookList> {
  return get<SharedBookList>('/teamreading/share/bookList', { bookListId }, page)
}

export function sharedBySymbol(symbol: string, theme: ShareTheme): Promise<SharedBookList> {
  return get<SharedBookList>('/teamreading/share/symbol', { symbol, theme }, page)
}
