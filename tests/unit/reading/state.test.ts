// My state on 读书会详情, from the server's facts: the status line and the buttons it allows,
// and the words of 我的报名 and the party cards.
import type { MySignup, PartyCard, PartyDetail } from '@contract/reading'
import { clockOf, feeText, fromBeijing, momentOf, partyTime, percentOfBp, seatsText } from '@/features/reading/utils/format'
import { myPartyState, signupStatusText } from '@/features/reading/utils/state'

const START = fromBeijing(2026, 3, 6, 19, 0)
const HOUR = 3_600_000

function card(overrides: Partial<PartyCard> = {}): PartyCard {
  return {
    id: 7,
    title: '共读《被讨厌的勇气》',
    bookTitle: '被讨厌的勇气',
    topic: '',
    cover: '',
    city: '上海',
    venue: '思南书局',
    startsAt: START,
    endsAt: START + 2 * HOUR,
    signupDeadline: START,
    capacity: 2,
    seatsLeft: 1,
    attendees: 1,
    feeFen: 3990,
    phase: 'signup',
    organiser: { id: 1, nickname: '阿青', avatar: '' },
    ...overrides,
  }
}

function signup(overrides: Partial<MySignup> = {}): MySignup {
  return { id: 11, partyId: 7, status: 'confirmed', paidFen: 3990, orderNumber: 'XZ1', checkedInAt: null, canCancel: true, createdAt: START - 48 * HOUR, ...overrides }
}

function detail(party: Partial<PartyCard> = {}, me: Partial<PartyDetail['me']> = {}): PartyDetail {
  return {
    party: card(party),
    address: '上海市黄浦区复兴中路517号',
    description: '',
    subjectId: null,
    commodityId: 42,
    waitlistCount: 0,
    refundRule: '报名截止前可取消报名',
    me: { loggedIn: true, isOrganiser: false, signup: null, waitlist: null, ...me },
  }
}

const brief = (d: PartyDetail) => {
  const s = myPartyState(d)
  return [s.kind, s.status, s.primary?.key ?? null, s.primary?.text ?? null, s.secondary?.key ?? null]
}

test('no sign-up: 报名 with the fee, 免费报名 for a free party; full: 加入候补; over: no button', () => {
  expect(brief(detail())).toEqual(['open', '', 'signup', '报名 ¥39.9', null])
  expect(brief(detail({ feeFen: 0 }))).toEqual(['open', '', 'signup', '免费报名', null])
  expect(brief(detail({ phase: 'full', seatsLeft: 0 }))).toEqual(['full', '名额已满，可加入候补', 'joinWaitlist', '加入候补', null])
  expect(brief(detail({ phase: 'closed' }))).toEqual(['closed', '报名已截止', null, null, null])
  expect(brief(detail({ phase: 'ongoing' }))).toEqual(['closed', '活动进行中，报名已截止', null, null, null])
  expect(brief(detail({ phase: 'ended' }))).toEqual(['closed', '活动已结束', null, null, null])
  // Not logged in: the same buttons (the tap asks to log in first).
  expect(brief(detail({}, { loggedIn: false }))).toEqual(['open', '', 'signup', '报名 ¥39.9', null])
})

test('my order waiting for payment: 去支付, and 取消报名 while the server allows it', () => {
  expect(brief(detail({}, { signup: signup({ status: 'pending' }) }))).toEqual(['unpaid', '订单待支付，支付后完成报名', 'pay', '去支付', 'cancel'])
  expect(brief(detail({}, { signup: signup({ status: 'pending', canCancel: false }) }))).toEqual(['unpaid', '订单待支付，支付后完成报名', 'pay', '去支付', null])
})

test('signed up: 签到 until the party ends, cancel only when canCancel; checked in: the time, nothing to do', () => {
  expect(brief(detail({ phase: 'full' }, { signup: signup() }))).toEqual(['signed', '已报名，活动开始前1小时起可签到', 'checkin', '签到', 'cancel'])
  // After the deadline the server says no more cancelling.
  expect(brief(detail({ phase: 'ongoing' }, { signup: signup({ canCancel: false }) }))).toEqual(['signed', '已报名，活动开始前1小时起可签到', 'checkin', '签到', null])
  expect(brief(detail({ phase: 'ended' }, { signup: signup({ canCancel: false }) }))).toEqual(['signed', '已报名 · 活动已结束', null, null, null])
  const at = fromBeijing(2026, 3, 6, 18, 42)
  expect(brief(detail({ phase: 'ongoing' }, { signup: signup({ checkedInAt: at, canCancel: false }) }))).toEqual(['checkedIn', '已签到 · 3月6日 18:42', null, null, null])
})

test('the waitlist: 候补第N位 with 退出候补; an offered seat says until when, with 报名 and 放弃名额', () => {
  expect(brief(detail({ phase: 'full', seatsLeft: 0 }, { waitlist: { status: 'waiting', position: 3, offerExpiresAt: null } }))).toEqual([
    'waiting',
    '候补第3位，有空位时为你保留名额',
    null,
    null,
    'leaveWaitlist',
  ])
  const until = fromBeijing(2026, 3, 5, 21, 30)
  expect(brief(detail({ phase: 'full', seatsLeft: 0 }, { waitlist: { status: 'offered', position: 0, offerExpiresAt: until } }))).toEqual([
    'offered',
    '有空位，请在3月5日 21:30前报名',
    'signup',
    '报名 ¥39.9',
    'leaveWaitlist',
  ])
})

test('an ended sign-up says why above 报名 again; the organiser manages; a cancelled party says whether money came back', () => {
  expect(brief(detail({}, { signup: signup({ status: 'refunded', canCancel: false }) }))).toEqual(['open', '已取消报名，报名费已原路退回', 'signup', '报名 ¥39.9', null])
  expect(brief(detail({ phase: 'full' }, { signup: signup({ status: 'closed', canCancel: false }) }))).toEqual(['full', '订单未支付已关闭', 'joinWaitlist', '加入候补', null])
  expect(brief(detail({ phase: 'closed' }, { signup: signup({ status: 'cancelled', paidFen: 0, canCancel: false }) }))).toEqual(['closed', '已取消报名 · 报名已截止', null, null, null])
  expect(brief(detail({}, { isOrganiser: true }))).toEqual(['organiser', '这是你发起的读书会', 'manage', '管理读书会', null])
  expect(brief(detail({ phase: 'cancelled' }, { signup: signup({ status: 'refunded' }) }))).toEqual(['partyCancelled', '活动已取消，报名费已原路退回', null, null, null])
  expect(brief(detail({ phase: 'cancelled', feeFen: 0 }, { signup: signup({ status: 'cancelled', paidFen: 0 }) }))).toEqual(['partyCancelled', '活动已取消', null, null, null])
})

test('我的报名 words for each sign-up', () => {
  const item = (s: Partial<MySignup>, p: Partial<PartyCard> = {}) => signupStatusText({ party: card(p), signup: signup(s) })
  expect(item({ status: 'pending' })).toBe('待支付')
  expect(item({})).toBe('已报名')
  expect(item({ checkedInAt: START })).toBe('已签到')
  expect(item({}, { phase: 'ended' })).toBe('未签到')
  expect(item({ status: 'refunded' })).toBe('已退款')
  expect(item({ status: 'refunded' }, { phase: 'cancelled' })).toBe('活动取消 · 已退款')
  expect(item({ status: 'cancelled' })).toBe('已取消')
  expect(item({ status: 'cancelled' }, { phase: 'cancelled' })).toBe('活动已取消')
})

test('cards: seats left or 已满 · 可候补, the fee or 免费, the time in one line (Beijing time), the platform fee rate', () => {
  expect(seatsText(card())).toBe('剩1个名额')
  expect(seatsText(card({ phase: 'full', seatsLeft: 0 }))).toBe('已满 · 可候补')
  expect(seatsText(card({ phase: 'closed' }))).toBe('报名已截止')
  expect(feeText(3990)).toBe('¥39.9')
  expect(feeText(100)).toBe('¥1')
  expect(feeText(0)).toBe('免费')
  expect(partyTime(START, START + 2 * HOUR)).toBe('3月6日 周五 19:00–21:00')
  expect(partyTime(START + 4 * HOUR, START + 7 * HOUR)).toBe('3月6日 周五 23:00 – 3月7日 02:00')
  // Beijing time, whatever the phone's zone: 11:00 UTC is 19:00 in Beijing.
  expect(clockOf(Date.UTC(2026, 2, 6, 11, 0))).toBe('19:00')
  expect(momentOf(Date.UTC(2026, 2, 6, 17, 5))).toBe('3月7日 01:05')
  expect([percentOfBp(1000), percentOfBp(1250), percentOfBp(0), percentOfBp(333)]).toEqual(['10%', '12.5%', '0%', '3.33%'])
})
