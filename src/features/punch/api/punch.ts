// Punch-in calls (docs/PUNCH.md, route group /punch and /activity/learnPunch*). The shapes are
// the server's contract (@contract/punch). The timeline is cursor-paged; comments and messages
// by page number.
import type {
  Calendar,
  Challenge,
  ChallengeDetail,
  ChallengeList,
  Punch,
  PunchComment,
  PunchLikeState,
  PunchMessage,
  PunchResult,
  PunchStatus,
  Ranking,
  ReminderState,
  TimelinePage,
} from '@contract/punch'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type { Calendar, Challenge, ChallengeDetail, ChallengeList, Punch, PunchComment, PunchLikeState, PunchMessage, PunchResult, PunchStatus, Ranking, ReminderState, TimelinePage }

/** Limits the server enforces (schemas.ts). */
export const PUNCH_TEXT_MAX = 1000
export const PUNCH_COMMENT_MAX = 200
export const PUNCH_IMAGES_MAX = 9
export const TIMELINE_PAGE_SIZE = 10
export const MESSAGE_PAGE_SIZE = 20

const quiet = { skipLoading: true }

export function listChallenges(): Promise<ChallengeList> {
  return get<ChallengeList>('/punch/challenge/list', undefined, quiet)
}

export function getChallenge(challengeId: number): Promise<ChallengeDetail> {
  return get<ChallengeDetail>('/punch/challenge/detail', { challengeId }, quiet)
}

export function joinChallenge(challengeId: number, inviteCode?: string): Promise<ChallengeDetail> {
  return post<ChallengeDetail>('/punch/join', inviteCode ? { challengeId, inviteCode } : { challengeId })
}

export interface PunchInput {
  challengeId: number
  text?: string
  images?: string[]
}

/** Today's punch; the same answer on a retry. */
export function punchToday(input: PunchInput): Promise<PunchResult> {
  return post<PunchResult>('/punch/punch', input)
}

/** A make-up card for a missed past day. */
export function makeUp(input: PunchInput & { day: string }): Promise<PunchResult> {
  return post<PunchResult>('/punch/makeup', input)
}

export function getCalendar(challengeId: number): Promise<Calendar> {
  return get<Calendar>('/punch/calendar', { challengeId }, quiet)
}

export function getTimeline(challengeId: number, cursor: string | null): Promise<TimelinePage> {
  return get<TimelinePage>('/punch/timeline', { challengeId, pageSize: TIMELINE_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, quiet)
}

/** Like or unlike; silent so the caller rolls back and shows its own toast. */
export function setPunchLike(punchId: number, liked: boolean): Promise<PunchLikeState> {
  return post<PunchLikeState>(liked ? '/punch/like' : '/punch/unlike', { punchId }, { skipLoading: true, silent: true })
}

export function commentPunch(punchId: number, text: string): Promise<PunchComment> {
  return post<PunchComment>('/punch/comment', { punchId, text })
}

/** Deletes my own comment (4655 for anyone else's or a deleted one). */
export function deletePunchComment(commentId: number): Promise<null> {
  return post<null>('/punch/comment/delete', { commentId })
}

/** Reports a punch or a comment one sees (a second open report: the server's 4660 message). */
export function reportPunchContent(targetType: 'punch' | 'comment', targetId: number, reason: string): Promise<unknown> {
  return post<unknown>('/punch/report', { targetType, targetId, reason })
}

export function listPunchComments(punchId: number, pageNum: number): Promise<PageOf<PunchComment>> {
  return getPage<PageOf<PunchComment>>('/punch/comment/list', pageNum, { punchId, pageSize: 50 }, quiet)
}

export function getRanking(challengeId: number): Promise<Ranking> {
  return get<Ranking>('/punch/ranking', { challengeId }, quiet)
}

export function listMessages(challengeId: number, pageNum: number): Promise<PageOf<PunchMessage>> {
  return getPage<PageOf<PunchMessage>>('/punch/message/list', pageNum, { challengeId, pageSize: MESSAGE_PAGE_SIZE }, quiet)
}

/** Marks messages read up to the newest one shown; answers what is still unread. Background call. */
export function markMessagesRead(challengeId: number, upTo: number): Promise<{ unread: number }> {
  return post<{ unread: number }>('/punch/message/read', { challengeId, upTo }, { skipLoading: true, silent: true })
}

export function subscribeReminder(challengeId: number, templateId: string, code: string): Promise<ReminderState> {
  return post<ReminderState>('/punch/reminder/subscribe', { challengeId, templateId, code }, { skipLoading: true })
}
