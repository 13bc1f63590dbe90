// Exercise area calls (docs/API.md "Exercises", spec 2.13). The shapes are the server's contract
// (@contract/exercise).
import type {
  ExerciseAccess,
  ExerciseCard,
  ExerciseDetail,
  ExerciseDetailStep,
  ExerciseFilter,
  ExerciseQuestion,
  Practice,
  PracticeSummary,
} from '@contract/exercise'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type { ExerciseAccess, ExerciseCard, ExerciseDetail, ExerciseDetailStep, ExerciseFilter, ExerciseQuestion, Practice, PracticeSummary }

/** The server's state for a VIP exercise without membership. */
export const EXERCISE_VIP_ONLY = 4812

export function listExercises(pageNum: number, filter: ExerciseFilter = {}): Promise<PageOf<ExerciseCard>> {
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
