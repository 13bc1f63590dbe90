// Pure helpers of the course area: gates, highlights, clocks, search history, badges.
import type { Chapter } from '@/core/api/course'
import { accessBadge, formatLearners, splitHighlight } from '@/components/CourseCard/format'
import type { SubjectDetail } from '@/features/course/api/course'
import { formatClock } from '@/core/format'
import { durationText, endTime, pushHistory } from '@/features/course/utils/format'
import { gateFor, gateForState } from '@/features/course/utils/gate'

const chapter = (extra: Partial<Chapter>): Chapter => ({
  id: 1, sort: 1, title: '第一讲', summary: '', durationSec: 300, freeTrial: false, playable: false, progress: null, ...extra,
})

const subject = (extra: Partial<SubjectDetail>): SubjectDetail =>
  ({ id: 3, kind: 'course', title: '情绪课', access: 'vip', priceFen: 0, chapterCount: 12, ...extra }) as SubjectDetail

test('gates: playable none, trial needs login, VIP and purchase say what to do', () => {
  expect(gateFor(subject({}), chapter({ playable: true }), true)).toBeNull()
  expect(gateFor(subject({}), chapter({ freeTrial: true }), false)?.action).toBe('login')
  expect(gateFor(subject({ access: 'free' }), chapter({}), false)?.action).toBe('login')
  expect(gateFor(subject({}), chapter({}), true)).toMatchObject({ action: 'vip', button: '开通会员' })
  expect(gateFor(subject({ access: 'paid', priceFen: 1990 }), chapter({}), true)).toMatchObject({ action: 'buy', button: '购买 ¥19.9' })
  expect(gateForState(subject({ access: 'paid', priceFen: 990 }), 4704)?.action).toBe('buy')
  expect(gateForState(subject({}), 4703)?.action).toBe('vip')
  expect(gateForState(subject({}), 4702)).toBeNull()
})

test('highlight splits the title around each match, any case', () => {
  expect(splitHighlight('情绪管理：和情绪做朋友', '情绪')).toEqual([
    { text: '情绪', hit: true },
    { text: '管理：和', hit: false },
    { text: '情绪', hit: true },
    { text: '做朋友', hit: false },
  ])
  expect(splitHighlight('MBTI 入门', 'mbti')[0]).toEqual({ text: 'MBTI', hit: true })
  expect(splitHighlight('睡眠', '  ')).toEqual([{ text: '睡眠', hit: false }])
})

test('clocks, lengths and counts read naturally', () => {
  expect(formatClock(65)).toBe('01:05')
  expect(formatClock(3725)).toBe('1:02:05')
  expect(formatClock(NaN)).toBe('00:00')
  expect(durationText(45)).toBe('1分钟')
  expect(durationText(5400)).toBe('1小时30分钟')
  expect(formatLearners(986)).toBe('986')
  expect(formatLearners(12345)).toBe('1.2万')
  expect(accessBadge({ access: 'paid', priceFen: 2500 }).text).toBe('¥25')
  expect(endTime('23:30', 45)).toBe('00:15')
})

test('search history keeps the newest first, once, at most ten', () => {
  const many = Array.from({ length: 10 }, (_, i) => `词${i}`)
  expect(pushHistory(['焦虑', '睡眠'], ' 睡眠 ')).toEqual(['睡眠', '焦虑'])
  expect(pushHistory(many, '新词')).toHaveLength(10)
  expect(pushHistory(many, '新词')[0]).toBe('新词')
  expect(pushHistory(['a'], '   ')).toEqual(['a'])
})
