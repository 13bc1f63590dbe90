// Where the browsing pages send people: the detail, the consent page, the question list, a report.
import { openRoute } from '@/components/navigation/navigate'

export function openAssessment(card: { id: number }): void {
  void openRoute('assessment-assessmentDetail', { id: card.id })
}

/** A new test starts with consent (AssessmentShouldKnow). */
export function openTake(assessmentId: number): void {
  void openRoute('assessment-AssessmentShouldKnow', { id: assessmentId })
}

/** An open session resumes at its first unanswered question (consent was given when it started). */
export function resumeTake(assessmentId: number, sessionId: number): void {
  void openRoute('assessment-assessmentQuestionList', { id: assessmentId, sessionId })
}

export function openReport(reportId: number): void {
  void openRoute('assessment-assessmentReport', { id: reportId })
}
