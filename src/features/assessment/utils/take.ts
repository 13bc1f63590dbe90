// Pure rules of the question screen: where a test resumes, progress, what may be submitted.
import type { Question, SessionAnswers } from '@/features/assessment/api/session'

/** Index of the question to show first: the first unanswered one, else the last (to submit). */
export function resumeIndex(questions: readonly Question[], answers: SessionAnswers): number {
  if (!questions.length) return 0
  const next = questions.findIndex((q) => answers[String(q.no)] === undefined)
  return next >= 0 ? next : questions.length - 1
}

export function answeredCount(questions: readonly Question[], answers: SessionAnswers): number {
  return questions.reduce((n, q) => (answers[String(q.no)] === undefined ? n : n + 1), 0)
}

/** Whole percent of answered questions, 0..100. */
export function progressPercent(answered: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((Math.min(Math.max(answered, 0), total) / total) * 100)
}

export function allAnswered(questions: readonly Question[], answers: SessionAnswers): boolean {
  return questions.length > 0 && answeredCount(questions, answers) === questions.length
}

/** The first unanswered question's number, for the message of a refused submit. */
export function firstUnanswered(questions: readonly Question[], answers: SessionAnswers): number | null {
  const q = questions.find((item) => answers[String(item.no)] === undefined)
  return q ? q.no : null
}
