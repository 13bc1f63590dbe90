// Exercise area calls (docs/API.md "Exercises", spec 2.13).
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type ExerciseAccess = 'free' | 'vip'

export interface ExerciseCard {
  id: number
  code: string
  title: string
  subtitle: string
  category: string
  coverColor: string
  summary: string
  access: ExerciseAccess
  stepCount: number
  totalSeconds: number
  hasAudio: boolean
  people: number
}

export interface ExerciseStep {
  no: number
  title: string
  text: string
  seconds: number
}

export interface ExerciseDetail extends ExerciseCard {
  steps: ExerciseStep[]
  /** Signed `/api/media/audio/…` (6 h) when the caller may practise it and it has audio. */
  audioUrl: string | null
  playable: boolean
  isVip: boolean
  myPractices: number
}

export interface Practice {
  id: number
  clientId: string
  exercise: ExerciseCard
  startedAt: number
  completedAt: number | null
  mood: number | null
  note: string | null
  feltAt: number | null
}

export interface PracticeSummary {
  isVip: boolean
  vipExpireAt: number | null
  practices: number
  completed: number
  practisedSeconds: number
  lastPracticeAt: number | null
}

export interface ExerciseQuestion {
  question: string
  answer: string
}

/** The server's state for a VIP exercise without membership. */
export const EXERCISE_VIP_ONLY = 4812

export function listExercises(pageNum: number, filter: { category?: string; access?: ExerciseAccess } = {}): Promise<PageOf<ExerciseCard>> {
  return getPage<PageOf<ExerciseCard>>('/exercise/list', pageNum, filter, { skipLoading: true })
}

export function getExercise(id: number): Promise<ExerciseDetail> {
  return get<ExerciseDetail>('/exercise/detail', { id }, { skipLoading: true })
}

export function getExerciseQuestions(): Promise<ExerciseQuestion[]> {
  return get<ExerciseQuestion[]>('/exercise/questions', undefined, { skipLoading: true })
}

export function startPractice(exerciseId: number, clientId: string): Promise<Practice> {
  return post<Practice>('/exercise/practice/start', { exerciseId, clientId })
}

export function completePractice(clientId: string): Promise<Practice> {
  return post<Practice>('/exercise/practice/complete', { clientId })
}

export function recordFeel(clientId: string, mood: number, note?: string): Promise<Practice> {
  return post<Practice>('/exercise/feel', { clientId, mood, ...(note ? { note } : {}) })
}

export function getPractice(clientId: string): Promise<Practice> {
  return get<Practice>('/exercise/practice', { clientId }, { skipLoading: true })
}

export function listMyPractices(pageNum: number): Promise<PageOf<Practice>> {
  return getPage<PageOf<Practice>>('/exercise/mine', pageNum, undefined, { skipLoading: true })
}

export function getPracticeSummary(): Promise<PracticeSummary> {
  return get<PracticeSummary>('/exercise/mine/summary', undefined, { skipLoading: true })
}
