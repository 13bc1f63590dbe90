// The question screen's state against a fake API: resume, a failed save kept for retry (never
// advanced silently), the beat before the next question, back, and the submit guard.
import { act, createElement } from 'react'
import type { ReactNode } from 'react'
import { fail, flush, mockTransport, ok, resetSession } from '../helpers'
import { ADVANCE_DELAY_MS, useTakeSession } from '@/features/assessment/hooks/useTakeSession'
import type { AssessmentSession } from '@/features/assessment/api/session'

interface Root {
  render(node: ReactNode): void
  unmount(): void
}
const { createRoot } = require('react-dom/client') as { createRoot(container: Element): Root }
;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const options = [0, 1, 2, 3].map((value) => ({ value, label: `选项${value}` }))
const questions = { assessmentId: 1, scaleCode: 'phq9', title: '抑郁自评', instruction: '', itemCount: 3, questions: [1, 2, 3].map((no) => ({ no, text: `题${no}`, options })) }
const session = (answers: Record<string, number>, extra: Partial<AssessmentSession> = {}): AssessmentSession => {
  const answered = Object.keys(answers).length
  const next = [1, 2, 3].find((no) => answers[String(no)] === undefined) ?? null
  return { sessionId: 7, assessmentId: 1, scaleCode: 'phq9', status: 'open', answers, answered, itemCount: 3, nextQuestionNo: next, reportId: null, updatedAt: 1, ...extra }
}

let root: Root
let take: ReturnType<typeof useTakeSession>

function Probe() {
  take = useTakeSession(1, 7)
  return null
}

async function mount() {
  root = createRoot(document.createElement('div'))
  await act(async () => {
    root.render(createElement(Probe))
    await flush(10)
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  resetSession()
})

afterEach(() => {
  act(() => root.unmount())
  jest.useRealTimers()
})

test('a half-done test resumes at the first unanswered question', async () => {
  mockTransport({ '/assessment/questions': ok(questions), '/assessment/session': ok(session({ '1': 2 })) })
  await mount()
  expect(take.status).toBe('ready')
  expect(take.index).toBe(1)
  expect(take.answers).toEqual({ '1': 2 })
})

test('a saved answer moves on after the beat; a failed one stays chosen with its error', async () => {
  const t = mockTransport({
    '/assessment/questions': ok(questions),
    '/assessment/session': ok(session({})),
    'PUT /assessment/session/answer': [ok(session({ '1': 3 })), { network: true }, ok(session({ '1': 3, '2': 1 }))],
  })
  await mount()
  await act(async () => {
    take.choose(3)
    await flush(10)
  })
  expect(t.to('/assessment/session/answer')[0].body).toEqual({ sessionId: 7, questionNo: 1, value: 3 })
  expect(take.index).toBe(0)
  await act(async () => {
    jest.advanceTimersByTime(ADVANCE_DELAY_MS)
  })
  expect(take.index).toBe(1)

  await act(async () => {
    take.choose(1)
    await flush(10)
  })
  expect(take.pending).toMatchObject({ no: 2, value: 1, saving: false })
  expect(take.pending?.error).toBe('网络异常，请检查网络后重试')
  await act(async () => {
    jest.advanceTimersByTime(ADVANCE_DELAY_MS * 3)
  })
  expect(take.index).toBe(1)
  expect(take.answers).toEqual({ '1': 3 })

  await act(async () => {
    take.retry()
    await flush(10)
  })
  expect(take.pending).toBeNull()
  expect(take.answers).toEqual({ '1': 3, '2': 1 })
  await act(async () => {
    jest.advanceTimersByTime(ADVANCE_DELAY_MS)
  })
  expect(take.index).toBe(2)
})

test('going back cancels the pending move; submit is refused until every question is answered', async () => {
  const t = mockTransport({
    '/assessment/questions': ok(questions),
    '/assessment/session': ok(session({ '1': 0 })),
    'PUT /assessment/session/answer': ok(session({ '1': 0, '2': 2 })),
    'POST /assessment/session/submit': ok({ reportId: 42, created: true }),
  })
  await mount()
  await act(async () => {
    take.choose(2)
    await flush(10)
  })
  act(() => take.prev())
  await act(async () => {
    jest.advanceTimersByTime(ADVANCE_DELAY_MS)
  })
  expect(take.index).toBe(0)

  let reportId: number | null = null
  await act(async () => {
    reportId = await take.submit()
  })
  expect(reportId).toBeNull()
  expect(take.submitError).toBe('第3题未作答')
  expect(take.index).toBe(2)
  expect(t.to('/assessment/session/submit')).toHaveLength(0)

  t.reply('PUT /assessment/session/answer', ok(session({ '1': 0, '2': 2, '3': 1 })))
  await act(async () => {
    take.choose(1)
    await flush(10)
  })
  await act(async () => {
    reportId = await take.submit()
  })
  expect(reportId).toBe(42)
  expect(t.to('/assessment/session/submit')[0].body).toEqual({ sessionId: 7 })
})

test('a refused answer shows the server message and keeps the choice', async () => {
  mockTransport({
    '/assessment/questions': ok(questions),
    '/assessment/session': ok(session({})),
    'PUT /assessment/session/answer': fail(4806, '第1题的答案不在选项范围内'),
  })
  await mount()
  await act(async () => {
    take.choose(3)
    await flush(10)
  })
  expect(take.pending).toMatchObject({ no: 1, value: 3, saving: false, error: '第1题的答案不在选项范围内' })
  expect(take.index).toBe(0)
})
