// Course catalogue and learning shapes shared by the course, learn, certificate and yearBill
// features and the player (docs/API.md "Courses and learning"). Types only plus the calls the
// app-wide player needs; each feature keeps its own page calls in its api folder.
import { get, post } from '@/core/request/client'

export type SubjectKind = 'course' | 'happiness'
export type SubjectAccess = 'free' | 'vip' | 'paid'

export interface SubjectCard {
  id: number
  kind: SubjectKind
  title: string
  subtitle: string
  author: string
  cover: string
  summary: string
  categoryId: number | null
  categoryName: string
  access: SubjectAccess
  priceFen: number
  commodityId: number | null
  chapterCount: number
  totalDurationSec: number
  learners: number
  tags: string[]
  publishedAt: number
}

export interface ChapterProgress {
  positionSec: number
  completed: boolean
}

export interface Chapter {
  id: number
  sort: number
  title: string
  summary: string
  durationSec: number
  freeTrial: boolean
  playable: boolean
  progress: ChapterProgress | null
}

/** What the player needs to play one chapter (GET /course/chapter/play). */
export interface PlayInfo {
  chapterId: number
  subjectId: number
  subjectTitle: string
  cover: string
  title: string
  durationSec: number
  /** Signed, valid 6 hours. */
  audioUrl: string
  positionSec: number
  prevChapterId: number | null
  nextChapterId: number | null
}

export interface ProgressReport {
  /** Unique per report: a retried report counts once. */
  reportId: string
  chapterId: number
  positionSec: number
  /** Seconds listened since the previous report (0..120). */
  playedSeconds: number
  ended?: boolean
}

export interface ProgressResult {
  positionSec: number
  completed: boolean
  subjectCompleted: boolean
  certificate: { id: number; number: string } | null
  todaySeconds: number
}

export interface LastPlayInfo {
  subject: SubjectCard
  chapter: { id: number; title: string; durationSec: number }
  positionSec: number
  updatedAt: number
}

export function getPlayInfo(chapterId: number): Promise<PlayInfo> {
  return get<PlayInfo>('/course/chapter/play', { chapterId }, { skipLoading: true })
}

export function reportProgress(report: ProgressReport): Promise<ProgressResult> {
  return post<ProgressResult>('/learn/progress', report, { skipLoading: true })
}

export function getLastPlay(): Promise<LastPlayInfo | null> {
  return get<LastPlayInfo | null>('/learn/lastPlay', undefined, { skipLoading: true })
}
