// Taking a test (docs/API.md "Assessments, exercises and credentials": Taking a test). The shapes
// are the server's contract (@contract/assessment). Answers are personal data: they go to the
// API only, never into logs or event reports.
import type { AssessmentSession, Question, QuestionOption, Questions, SessionAnswers, Submitted } from '@contract/assessment'
import { get, post, put } from '@/core/request/client'

export type { AssessmentSession, Question, QuestionOption, Questions, SessionAnswers, Submitted }

const quiet = { skipLoading: true }

/** The open session (resumed) or a new one; consent was given on AssessmentShouldKnow. */
export function startSession(assessmentId: number): Promise<AssessmentSession> {
  return post<AssessmentSession>('/assessment/session/start', { assessmentId, consent: true })
}

export function getCurrentSession(assessmentId: number): Promise<AssessmentSession | null> {
  return get<AssessmentSession | null>('/assessment/session/current', { assessmentId }, quiet)
}

export function getSession(sessionId: number): Promise<AssessmentSession> {
  return get<AssessmentSession>('/assessment/session', { sessionId }, quiet)
}

export function getQuestions(assessmentId: number): Promise<Questions> {
  return get<Questions>('/assessment/questions', { assessmentId }, quiet)
}

export function saveAnswer(sessionId: number, questionNo: number, value: number): Promise<AssessmentSession> {
  return put<AssessmentSession>('/assessment/session/answer', { sessionId, questionNo, value }, quiet)
}

export function submitSession(sessionId: number): Promise<Submitted> {
  return post<Submitted>('/assessment/session/submit', { sessionId })
}
