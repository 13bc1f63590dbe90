// Pure logic of taking a test and of the report: resume position, progress, tones, gauge, type axes.
import type { ReportTypeAxis } from '@/features/assessment/api/report'
import type { Question } from '@/features/assessment/api/session'
import { axisBar, dialTargets, gaugePosition, percentText, strengthWord, toneColor, TONE_COLORS } from '@/features/assessment/utils/reportView'
import { allAnswered, answeredCount, firstUnanswered, progressPercent, resumeIndex } from '@/features/assessment/utils/take'

const options = [0, 1, 2, 3].map((value) => ({ value, label: String(value) }))
const questions: Question[] = [1, 2, 3, 4, 5].map((no) => ({ no, text: `第${no}题`, options }))

test('a test resumes at the first unanswered question, or the last one when all are answered', () => {
  expect(resumeIndex(questions, {})).toBe(0)
  expect(resumeIndex(questions, { '1': 0, '2': 3 })).toBe(2)
  // A gap left by going back and skipping comes first.
  expect(resumeIndex(questions, { '1': 0, '3': 1, '4': 2 })).toBe(1)
  // 0 is an answer (PHQ-9's 完全不会), not a missing one.
  expect(resumeIndex(questions, { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })).toBe(4)
  expect(resumeIndex([], {})).toBe(0)
})

test('progress counts answers of this test only and rounds to whole percent', () => {
  expect(answeredCount(questions, { '1': 0, '2': 1, '9': 3 })).toBe(2)
  expect(progressPercent(0, 9)).toBe(0)
  expect(progressPercent(1, 3)).toBe(33)
  expect(progressPercent(2, 3)).toBe(67)
  expect(progressPercent(9, 9)).toBe(100)
  expect(progressPercent(12, 9)).toBe(100)
  expect(progressPercent(3, 0)).toBe(0)
})

test('submit needs every question; the first missing one is named', () => {
  const four = { '1': 1, '2': 1, '3': 1, '5': 1 }
  expect(allAnswered(questions, four)).toBe(false)
  expect(firstUnanswered(questions, four)).toBe(4)
  expect(allAnswered(questions, { ...four, '4': 0 })).toBe(true)
  expect(firstUnanswered(questions, { ...four, '4': 0 })).toBeNull()
  expect(allAnswered([], {})).toBe(false)
})

test('band tones map to distinct colours, unknown to grey', () => {
  expect(toneColor('positive')).toBe(TONE_COLORS.positive)
  expect(toneColor('warning')).toBe(TONE_COLORS.warning)
  expect(new Set(Object.values(TONE_COLORS)).size).toBe(4)
  expect(toneColor(null)).toBe('#8c8c8c')
  expect(toneColor(undefined)).toBe('#8c8c8c')
})

test('the gauge places a raw score between min and max, clamped', () => {
  expect(gaugePosition(0, 0, 27)).toBe(0)
  expect(gaugePosition(27, 0, 27)).toBe(100)
  expect(gaugePosition(9, 0, 27)).toBe(33.3)
  // Scales that start at 10 (our own, 10..50).
  expect(gaugePosition(30, 10, 50)).toBe(50)
  expect(gaugePosition(5, 10, 50)).toBe(0)
  expect(gaugePosition(60, 10, 50)).toBe(100)
  expect(gaugePosition(3, 5, 5)).toBe(0)
  expect(percentText(62.5)).toBe('63%')
  expect(percentText(-3)).toBe('0%')
  expect(percentText(140)).toBe('100%')
})

const axis = (extra: Partial<ReportTypeAxis>): ReportTypeAxis => ({
  dimension: 'EI', letters: ['E', 'I'], pole: 'E', poleName: '外向', strength: 50, tie: false, ...extra,
})

test('a type axis fills from the middle towards its pole by half the strength', () => {
  expect(axisBar(axis({ pole: 'E', strength: 50 }))).toEqual({ side: 'left', left: 25, width: 25 })
  expect(axisBar(axis({ pole: 'I', strength: 100 }))).toEqual({ side: 'right', left: 50, width: 50 })
  expect(axisBar(axis({ pole: 'E', strength: 100 }))).toEqual({ side: 'left', left: 0, width: 50 })
  expect(axisBar(axis({ pole: 'I', strength: 0, tie: true }))).toEqual({ side: 'none', left: 50, width: 0 })
  expect(axisBar(axis({ pole: 'I', strength: 130 }))).toEqual({ side: 'right', left: 50, width: 50 })
  expect(strengthWord(axis({ tie: true, strength: 0 }))).toBe('不明显')
  expect(strengthWord(axis({ strength: 13 }))).toBe('轻微')
  expect(strengthWord(axis({ strength: 50 }))).toBe('明显')
  expect(strengthWord(axis({ strength: 100 }))).toBe('非常明显')
})

test('hotline numbers become dialable numbers', () => {
  expect(dialTargets('12356')).toEqual([{ label: '12356', number: '12356' }])
  expect(dialTargets('400-161-9995')).toEqual([{ label: '400-161-9995', number: '4001619995' }])
  expect(dialTargets('010-82951332')).toEqual([{ label: '010-82951332', number: '01082951332' }])
  expect(dialTargets('120 / 110')).toEqual([
    { label: '120', number: '120' },
    { label: '110', number: '110' },
  ])
  expect(dialTargets('')).toEqual([])
})
