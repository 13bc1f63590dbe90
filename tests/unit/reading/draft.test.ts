// 发起读书会's draft: kept across leaving the page (a week at most), the picks of 选择书目 written
// into it, the moves of the start, and the checks before sending (the server's rules, in Chinese).
import { __resetStorage } from '../mocks/taro'
import { fromBeijing } from '@/features/reading/utils/format'
import {
  clearPartyDraft,
  dateValue,
  emptyDraft,
  freshTimes,
  moveStart,
  pickBook,
  pickTopic,
  readPartyDraft,
  timeValue,
  toCreateBody,
  withDate,
  withTime,
  writePartyDraft,
  yuanToFen,
  type PartyDraft,
} from '@/features/reading/utils/draft'

const NOW = fromBeijing(2026, 3, 1, 10, 30)
const HOUR = 3_600_000

beforeEach(() => __resetStorage())
afterEach(() => jest.useRealTimers())

function filled(overrides: Partial<PartyDraft> = {}): PartyDraft {
  return {
    ...emptyDraft(NOW, '上海'),
    title: '周末共读',
    bookTitle: '被讨厌的勇气',
    venue: '思南书局',
    address: '复兴中路517号',
    capacity: '2',
    fee: '39.9',
    ...overrides,
  }
}

test('a new draft starts tomorrow 19:00 for two hours, the deadline at the start, in my city', () => {
  const d = emptyDraft(NOW, '杭州')
  expect(d.startsAt).toBe(fromBeijing(2026, 3, 2, 19, 0))
  // Late at night in Beijing (still the same UTC day): tomorrow is Beijing's tomorrow.
  expect(emptyDraft(fromBeijing(2026, 3, 1, 23, 50)).startsAt).toBe(fromBeijing(2026, 3, 2, 19, 0))
  expect(d.endsAt - d.startsAt).toBe(2 * HOUR)
  expect(d.signupDeadline).toBe(d.startsAt)
  expect(d.city).toBe('杭州')
})

test('kept while something is written, removed when nothing is (or once created); a week at most', () => {
  jest.useFakeTimers({ now: NOW })
  writePartyDraft(emptyDraft(NOW, '上海'))
  expect(readPartyDraft()).toBeUndefined()
  const d = filled()
  writePartyDraft(d)
  expect(readPartyDraft()).toEqual(d)
  jest.setSystemTime(NOW + 7 * 24 * HOUR - 1000)
  expect(readPartyDraft()?.title).toBe('周末共读')
  jest.setSystemTime(NOW + 7 * 24 * HOUR + 1000)
  expect(readPartyDraft()).toBeUndefined()
  writePartyDraft(d)
  clearPartyDraft()
  expect(readPartyDraft()).toBeUndefined()
})

test('选择书目 writes its pick into the draft: a course book replaces the typed one, a topic is set', () => {
  writePartyDraft(filled({ bookTitle: '随手写的书名' }))
  pickBook({ subjectId: 31, title: '非暴力沟通' }, NOW)
  expect(readPartyDraft()).toMatchObject({ subjectId: 31, bookTitle: '非暴力沟通', title: '周末共读', venue: '思南书局' })
  pickTopic('亲密关系', NOW)
  expect(readPartyDraft()).toMatchObject({ subjectId: 31, bookTitle: '非暴力沟通', topic: '亲密关系' })
  // Picked before anything was written: a new draft with the pick.
  __resetStorage()
  pickTopic('情绪管理', NOW)
  expect(readPartyDraft()).toMatchObject({ topic: '情绪管理', title: '', subjectId: null })
})

test('a stored value of the wrong shape is no draft', () => {
  writePartyDraft({ ...filled(), startsAt: 'tomorrow' } as unknown as PartyDraft)
  expect(readPartyDraft()).toBeUndefined()
})

test('moving the start keeps the length; the deadline follows when it was the start, else stays', () => {
  const d = filled()
  const later = d.startsAt + 24 * HOUR
  const moved = moveStart(d, later)
  expect([moved.startsAt, moved.endsAt, moved.signupDeadline]).toEqual([later, later + 2 * HOUR, later])
  const own = { ...d, signupDeadline: d.startsAt - 5 * HOUR }
  expect(moveStart(own, later).signupDeadline).toBe(d.startsAt - 5 * HOUR)
  // A kept draft whose start passed gets new times; one in the future keeps its own.
  expect(freshTimes(d, d.startsAt + 1).startsAt).toBe(emptyDraft(d.startsAt + 1).startsAt)
  expect(freshTimes(d, NOW)).toBe(d)
})

test('date and time pickers show and change one part of a moment, in Beijing time', () => {
  const at = fromBeijing(2026, 3, 2, 19, 0)
  expect([dateValue(at), timeValue(at)]).toEqual(['2026-03-02', '19:00'])
  expect(withDate(at, '2026-04-10')).toBe(fromBeijing(2026, 4, 10, 19, 0))
  expect(withTime(at, '09:30')).toBe(fromBeijing(2026, 3, 2, 9, 30))
  // 00:30 in Beijing is the evening before in UTC: the picker still shows the Beijing day.
  expect(dateValue(fromBeijing(2026, 3, 3, 0, 30))).toBe('2026-03-03')
})

test('yuan as typed → fen: whole fen only, 0 or blank is free', () => {
  expect(yuanToFen('')).toBe(0)
  expect(yuanToFen('0')).toBe(0)
  expect(yuanToFen('39.9')).toBe(3990)
  expect(yuanToFen('39.99')).toBe(3999)
  expect(yuanToFen(' 1000 ')).toBe(100_000)
  expect(yuanToFen('0.01')).toBe(1)
  for (const bad of ['-1', '1.234', 'abc', '1e3', '.5', '1.']) expect(yuanToFen(bad)).toBeNull()
})

test('the body sent: trimmed, the fee in fen, the book or the topic, nothing empty', () => {
  const check = toCreateBody(filled({ title: ' 周末共读 ', topic: '  ', description: '带上书' }), NOW)
  expect(check.error).toBeUndefined()
  const d = filled()
  expect(check.body).toEqual({
    title: '周末共读',
    bookTitle: '被讨厌的勇气',
    city: '上海',
    venue: '思南书局',
    address: '复兴中路517号',
    startsAt: d.startsAt,
    endsAt: d.endsAt,
    signupDeadline: d.startsAt,
    capacity: 2,
    feeFen: 3990,
    description: '带上书',
  })
  expect(toCreateBody(filled({ bookTitle: '非暴力沟通', subjectId: 31, fee: '' }), NOW).body).toMatchObject({ subjectId: 31, bookTitle: '非暴力沟通', feeFen: 0 })
})

test('every refusal in Chinese, the first thing to fix', () => {
  const refusal = (o: Partial<PartyDraft>) => toCreateBody(filled(o), NOW).error
  const d = filled()
  expect(refusal({ title: '读' })).toBe('请填写活动名称（2到40个字）')
  expect(refusal({ bookTitle: '', topic: '' })).toBe('请选择书目或填写话题')
  expect(refusal({ city: ' ' })).toBe('请填写城市')
  expect(refusal({ venue: '' })).toBe('请填写场地名称')
  expect(refusal({ address: '' })).toBe('请填写详细地址')
  expect(refusal({ startsAt: NOW - 1000, endsAt: NOW + HOUR, signupDeadline: NOW - 1000 })).toBe('开始时间须晚于现在')
  expect(refusal({ startsAt: NOW + 181 * 24 * HOUR, endsAt: NOW + 181 * 24 * HOUR + HOUR, signupDeadline: NOW + HOUR })).toBe('开始时间须在180天以内')
  expect(refusal({ endsAt: d.startsAt })).toBe('结束时间须晚于开始时间')
  expect(refusal({ endsAt: d.startsAt + 25 * HOUR })).toBe('活动时长不能超过24小时')
  expect(refusal({ signupDeadline: d.startsAt + 1 })).toBe('报名截止时间不能晚于开始时间')
  expect(refusal({ signupDeadline: NOW - 1 })).toBe('报名截止时间须晚于现在')
  for (const capacity of ['', '0', '501', '2.5']) expect(refusal({ capacity })).toBe('人数上限须为1到500人')
  for (const fee of ['-5', '1.001', '1000.01']) expect(refusal({ fee })).toBe('报名费须为0到1000元，最多两位小数')
  expect(refusal({ fee: '1000' })).toBeUndefined()
})
