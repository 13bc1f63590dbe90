// Reading-party calls (docs/READING.md, route group /reading, scene 538). The shapes are the
// server's contract (@contract/reading). A paid party's sign-up is an order of its `commodityId`
// through commerce (the detail page composes the order feature's confirm and pay flow).
import type {
  Attendee,
  BookTopicResult,
  CancelResult,
  CheckinCode,
  Cities,
  CreatePartyBody,
  Manage,
  MineSummary,
  MySignup,
  MyWaitlist,
  PartyCard,
  PartyDetail,
  PartyPhase,
  Poster,
  Settlement,
  SignupItem,
  Statistics,
  WaitlistState,
} from '@contract/reading'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type {
  Attendee,
  BookTopicResult,
  CancelResult,
  CheckinCode,
  Cities,
  CreatePartyBody,
  Manage,
  MineSummary,
  MySignup,
  MyWaitlist,
  PartyCard,
  PartyDetail,
  PartyPhase,
  Poster,
  Settlement,
  SignupItem,
  Statistics,
  WaitlistState,
}

/** Limits the server enforces (schemas.ts). */
export const TITLE_MIN = 2
export const TITLE_MAX = 40
export const BOOK_TITLE_MAX = 60
export const TOPIC_MAX = 40
export const CITY_MAX = 20
export const VENUE_MAX = 60
export const ADDRESS_MAX = 120
export const DESCRIPTION_MAX = 2000
export const CAPACITY_MAX = 500
export const FEE_MAX_FEN = 100_000
export const PAGE_SIZE = 10

const quiet = { skipLoading: true }

/** Upcoming parties, soonest first; all cities when `city` is ''. */
export function listParties(city: string, pageNum: number): Promise<PageOf<PartyCard>> {
  return getPage<PageOf<PartyCard>>('/reading/index', pageNum, { ...(city ? { city } : {}), pageSize: PAGE_SIZE }, quiet)
}

export function getCities(): Promise<Cities> {
  return get<Cities>('/reading/cities', undefined, quiet)
}

export function getParty(partyId: number): Promise<PartyDetail> {
  return get<PartyDetail>('/reading/detail', { partyId }, quiet)
}

export function getPoster(partyId: number): Promise<Poster> {
  return get<Poster>('/reading/poster', { partyId }, quiet)
}

export function createParty(body: CreatePartyBody): Promise<PartyDetail> {
  return post<PartyDetail>('/reading/party/create', body)
}

export function searchBookTopic(keyword: string, pageNum: number): Promise<BookTopicResult> {
  return get<BookTopicResult>('/reading/searchBookTopic', { keyword, pageNum, pageSize: PAGE_SIZE }, quiet)
}

export function getMineSummary(): Promise<MineSummary> {
  return get<MineSummary>('/reading/mine/summary', undefined, quiet)
}

export function listCreated(pageNum: number): Promise<PageOf<PartyCard>> {
  return getPage<PageOf<PartyCard>>('/reading/mine/created', pageNum, { pageSize: PAGE_SIZE }, quiet)
}

export function listMySignups(pageNum: number): Promise<PageOf<SignupItem>> {
  return getPage<PageOf<SignupItem>>('/reading/mine/signups', pageNum, { pageSize: PAGE_SIZE }, quiet)
}

/** A free party's sign-up (a seat at once); a paid party answers 5310. */
export function signUpFree(partyId: number): Promise<MySignup> {
  return post<MySignup>('/reading/signup', { partyId })
}

/** Cancels my sign-up before the deadline: an unpaid order closes, a paid one is refunded in full. */
export function cancelSignup(partyId: number): Promise<MySignup> {
  return post<MySignup>('/reading/signup/cancel', { partyId })
}

export function joinWaitlist(partyId: number): Promise<WaitlistState> {
  return post<WaitlistState>('/reading/waitlist/join', { partyId })
}

export function leaveWaitlist(partyId: number): Promise<WaitlistState> {
  return post<WaitlistState>('/reading/waitlist/leave', { partyId })
}

export function checkIn(partyId: number, code: string): Promise<MySignup> {
  return post<MySignup>('/reading/checkin', { partyId, code })
}

export function getManage(partyId: number): Promise<Manage> {
  return get<Manage>('/reading/manage', { partyId }, quiet)
}

/** The rotating code; background call (the manage page fetches it every 30 seconds). */
export function getCheckinCode(partyId: number): Promise<CheckinCode> {
  return get<CheckinCode>('/reading/manage/checkinCode', { partyId }, { skipLoading: true, silent: true })
}

export function checkInByHand(partyId: number, signupId: number): Promise<MySignup> {
  return post<MySignup>('/reading/manage/checkin', { partyId, signupId })
}

export function cancelParty(partyId: number, reason: string): Promise<CancelResult> {
  return post<CancelResult>('/reading/manage/cancel', reason ? { partyId, reason } : { partyId })
}

export function getStatistics(partyId: number): Promise<Statistics> {
  return get<Statistics>('/reading/statistics', { partyId }, quiet)
}

export function getSettlement(partyId: number): Promise<Settlement> {
  return get<Settlement>('/reading/settlement', { partyId }, quiet)
}

export function settleParty(partyId: number): Promise<Settlement> {
  return post<Settlement>('/reading/settlement', { partyId })
}
