// Course catalogue and learning shapes shared by the course, learn, certificate and yearBill
// features and the player (docs/API.md "Courses and learning"): types of the API contract
// (@contract/course, @contract/learn) plus the calls the app-wide player needs; each feature
// keeps its own page calls in its api folder.
import type { Chapter, ChapterProgress, PlayInfo, SubjectAccess, SubjectCard, SubjectKind } from '@contract/course'
import type { LastPlay, ProgressAnswer, ProgressReportBody } from '@contract/learn'
import { get, post } from '@/core/request/client'

export type { Chapter, ChapterProgress, LastPlay, PlayInfo, ProgressAnswer, ProgressReportBody, SubjectAccess, SubjectCard, SubjectKind }

export function getPlayInfo(chapterId: number): Promise<PlayInfo> {
  return get<PlayInfo>('/course/chapter/play', { chapterId }, { skipLoading: true })
}

export function reportProgress(report: ProgressReportBody): Promise<ProgressAnswer> {
  return post<ProgressAnswer>('/learn/progress', report, { skipLoading: true })
}

/** The latest progress on any device; null before the first. */
export function getLastPlay(): Promise<LastPlay | null> {
  return get<LastPlay | null>('/learn/lastPlay', undefined, { skipLoading: true })
}
