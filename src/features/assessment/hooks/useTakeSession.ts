// State of the question screen: questions and the saved session, the current question, saving an
// answer (kept on failure for a retry, never advanced silently), going back, and submitting.
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError, isApiError } from '@/core/request/client'
import { getCurrentSession, getQuestions, getSession, saveAnswer, submitSession } from '@/features/assessment/api/session'
import type { Questions, SessionAnswers } from '@/features/assessment/api/session'
import { allAnswered, firstUnanswered, resumeIndex } from '@/features/assessment/utils/take'

/** The short beat between a saved answer and the next question, so the choice is seen. */
export const ADVANCE_DELAY_MS = 350

export type TakeStatus = 'loading' | 'error' | 'noSession' | 'submitted' | 'ready'

export interface PendingAnswer {
  no: number
  value: number
  saving: boolean
  /** The refusal or failure of the save, '' while saving. */
  error: string
}

export interface TakeSession {
  status: TakeStatus
  error: string
  questions: Questions | null
  sessionId: number
  answers: SessionAnswers
  index: number
  pending: PendingAnswer | null
  /** Report of a submitted session. */
  reportId: number | null
  submitting: boolean
  reload: () => void
  choose: (value: number) => void
  retry: () => void
  prev: () => void
  next: () => void
  submit: () => Promise<number | null>
  /** The message of a refused submit (e.g. 第4题未作答), '' when none. */
  submitError: string
}

export function useTakeSession(assessmentId: number, sessionIdParam: number, enabled = true): TakeSession {
  const [status, setStatus] = useState<TakeStatus>('loading')
  const [error, setError] = useState('')
  const [questions, setQuestions] = useState<Questions | null>(null)
  const [sessionId, setSessionId] = useState(sessionIdParam)
  const [answers, setAnswers] = useState<SessionAnswers>({})
  const [index, setIndex] = useState(0)
  const [pending, setPending] = useState<PendingAnswer | null>(null)
  const [reportId, setReportId] = useState<number | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState('')
  const [attempt, setAttempt] = useState(0)

  // The session in hand: a reload after a refused submit reads it rather than the open one.
  const sessionRef = useRef(sessionIdParam)
  const indexRef = useRef(index)
  indexRef.current = index
  const saveSeq = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => clearTimer, [])

  useEffect(() => {
    if (!enabled || !(assessmentId > 0)) return
    let cancelled = false
    setStatus('loading')
    setError('')
    const known = sessionRef.current
    const loadSession = known > 0 ? getSession(known) : getCurrentSession(assessmentId)
    Promise.all([getQuestions(assessmentId), loadSession])
      .then(([qs, session]) => {
        if (cancelled) return
        setQuestions(qs)
        if (!session) {
          setStatus('noSession')
          return
        }
        sessionRef.current = session.sessionId
        setSessionId(session.sessionId)
        setAnswers(session.answers)
        setIndex(resumeIndex(qs.questions, session.answers))
        setReportId(session.reportId)
        setStatus(session.status === 'submitted' ? 'submitted' : 'ready')
      })
      .catch((e) => {
        if (cancelled) return
        setError(describeError(e))
        setStatus('error')
      })
    return () => {
      cancelled = true
    }
  }, [assessmentId, enabled, attempt])

  const items = questions?.questions ?? []

  const save = useCallback(
    (at: number, value: number) => {
      const question = questions?.questions[at]
      if (!question) return
      clearTimer()
      const seq = ++saveSeq.current
      setSubmitError('')
      setPending({ no: question.no, value, saving: true, error: '' })
      saveAnswer(sessionId, question.no, value)
        .then((session) => {
          if (seq !== saveSeq.current) return
          setAnswers(session.answers)
          setPending(null)
          if (session.status === 'submitted') {
            setReportId(session.reportId)
            setStatus('submitted')
            return
          }
          const last = (questions?.questions.length ?? 0) - 1
          if (at < last) {
            timer.current = setTimeout(() => {
              // Only if the person is still looking at the question just answered.
              if (indexRef.current === at && seq === saveSeq.current) setIndex(at + 1)
            }, ADVANCE_DELAY_MS)
          }
        })
        .catch((e) => {
          if (seq !== saveSeq.current) return
          setPending({ no: question.no, value, saving: false, error: describeError(e) })
        })
    },
    [questions, sessionId],
  )

  const choose = useCallback((value: number) => save(indexRef.current, value), [save])

  const retry = useCallback(() => {
    if (pending && !pending.saving) save(indexRef.current, pending.value)
  }, [pending, save])

  const move = (to: number) => {
    clearTimer()
    // A failed choice on the question being left stays unsaved: drop it rather than show it as chosen.
    saveSeq.current += 1
    setPending(null)
    setIndex(to)
  }

  const prev = () => {
    if (index > 0) move(index - 1)
  }
  const next = () => {
    const current = items[index]
    if (current && answers[String(current.no)] !== undefined && index < items.length - 1) move(index + 1)
  }

  const submit = async (): Promise<number | null> => {
    if (submitting) return null
    const missing = firstUnanswered(items, answers)
    if (missing !== null || !allAnswered(items, answers)) {
      setSubmitError(`第${missing ?? 1}题未作答`)
      if (missing !== null) move(items.findIndex((q) => q.no === missing))
      return null
    }
    setSubmitting(true)
    setSubmitError('')
    try {
      const result = await submitSession(sessionId)
      setReportId(result.reportId)
      return result.reportId
    } catch (e) {
      setSubmitError(describeError(e))
      // 4807: submitted elsewhere (another tab): its report is the one to open.
      if (isApiError(e) && e.state === 4807) setAttempt((n) => n + 1)
      return null
    } finally {
      setSubmitting(false)
    }
  }

  return {
    status,
    error,
    questions,
    sessionId,
    answers,
    index,
    pending,
    reportId,
    submitting,
    reload: () => setAttempt((n) => n + 1),
    choose,
    retry,
    prev,
    next,
    submit,
    submitError,
  }
}
