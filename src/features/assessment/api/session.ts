// Taking a test (docs/API.md "Assessments, exercises and credentials": Taking a test). Answers
// are personal data: they go to the API only, never into logs or event reports.
import { get, post, put } from '@/core/request/client'

/** Question number ("1", "2", …) → the chosen option's value. */
export type Answers = Record<string, number>

export interface Session {
  sessionId: number
  assessmentId: number
  scaleCode: string
  status: 'open' | 'submitted'
  answers: Answers
  answered: number
  itemCount: number
  /** First unanswered question; null when all are answered. */
  nextQuestionNo: number | null
  reportId: number | null
  updatedAt: number
}

export interface QuestionOption {
  value: number
  label: string
}

export interface Question {
  no: number
  text: string
  options: QuestionOption[]
}

export interface Questions {
  assessmentId: number
  scaleCode: string
  title: string
  instruction: string
  itemCount: number
  questions: Question[]
}

const quiet = { skipLoading: true }

/** The open session (resumed) or a new one; consent was given on AssessmentShouldKnow. */
export function startSession(assessmentId: number): Promise<Session> {
  return post<Session>('/assessment/session/start', { assessmentId, consent: true })
}

export function getCurrentSession(assessmentId: number): Promise<Session | null> {
  return get<Session | null>('/assessment/session/current', { assessmentId }, quiet)
}

export function getSession(sessionId: number): Promise<Session> {
  return get<Session>('/assessment/session', { sessionId }, quiet)
}

export function getQuestions(assessmentId: number): Promise<Questions> {
  return get<Questions>('/assessment/questions', { assessmentId }, quiet)
}

export function saveAnswer(sessionId: number, questionNo: number, value: number): Promise<Session> {
  return put<Session>('/assessment/session/answer', { sessionId, questionNo, value }, quiet)
}

export function submitSession(sessionId: number): Promise<{ reportId: number; created: boolean }> {
  return post<{ reportId: number; created: boolean }>('/assessment/session/submit', { sessionId })
}
