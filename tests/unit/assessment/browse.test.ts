// Pure rules of the assessment browsing pages: badges, labels, filters, the detail's main action.
import type { AssessmentDetail } from '@/features/assessment/api/catalogue'
import {
  ACCESS_FILTERS,
  accessBadge,
  accessFilter,
  detailAction,
  helpUnlockLine,
  isAccessFilterKey,
  kindLabel,
  metaLine,
  searchQuery,
} from '@/features/assessment/utils/browse'

const detail = (extra: Partial<AssessmentDetail>): AssessmentDetail =>
  ({
    id: 7,
    access: 'free',
    priceFen: 0,
    commodityId: null,
    canTake: true,
    isVip: false,
    owned: false,
    unfinished: null,
    lastReport: null,
    ...extra,
  }) as AssessmentDetail

test('badges: free, VIP and the price of a paid assessment in yuan', () => {
  expect(accessBadge({ access: 'free', priceFen: 0 })).toEqual({ text: '免费', tone: 'free' })
  expect(accessBadge({ access: 'vip', priceFen: 0 })).toEqual({ text: '会员', tone: 'vip' })
  expect(accessBadge({ access: 'paid', priceFen: 990 })).toEqual({ text: '¥9.9', tone: 'paid' })
})

test('clinical scales are labelled 临床量表, the others 非临床', () => {
  expect(kindLabel({ clinical: true })).toEqual({ text: '临床量表', tone: 'clinical' })
  expect(kindLabel({ clinical: false })).toEqual({ text: '非临床', tone: 'plain' })
})

test('meta line: items, minutes (at least 1) and people in 万 past ten thousand', () => {
  expect(metaLine({ itemCount: 9, minutes: 3, people: 986 })).toBe('9题 · 约3分钟 · 986人测过')
  expect(metaLine({ itemCount: 60, minutes: 0, people: 12500 })).toBe('60题 · 约1分钟 · 1.3万人测过')
})

test('access filters: 全部 sends no flag, each other one its own flag', () => {
  expect(ACCESS_FILTERS.map((f) => f.label)).toEqual(['全部', '免费', '会员', '付费'])
  expect(accessFilter('all')).toEqual({})
  expect(accessFilter('free')).toEqual({ free: true })
  expect(accessFilter('vip')).toEqual({ vip: true })
  expect(accessFilter('paid')).toEqual({ paid: true })
  expect(isAccessFilterKey('vip')).toBe(true)
  expect(isAccessFilterKey('cheap')).toBe(false)
  expect(isAccessFilterKey(undefined)).toBe(false)
})

test('search text is trimmed and cut to the 30 characters the server takes', () => {
  expect(searchQuery('  抑郁 ')).toBe('抑郁')
  expect(searchQuery('测'.repeat(40))).toHaveLength(30)
  expect(searchQuery('   ')).toBe('')
})

test('detail action: start, start again after a report, resume an open test', () => {
  expect(detailAction(detail({}), false)).toMatchObject({ kind: 'start', label: '开始测评', disabled: false })
  expect(detailAction(detail({ lastReport: { id: 3, headline: 'x', createdAt: 1 } }), true)).toMatchObject({ kind: 'start', label: '重新测评' })
  expect(detailAction(detail({ unfinished: { sessionId: 5, answered: 4 } }), true)).toMatchObject({ kind: 'resume', label: '继续作答（已答4题）' })
})

test('detail action: a visitor logs in, a non-member opens VIP, paid and not owned is bought or off sale', () => {
  expect(detailAction(detail({ access: 'vip', canTake: false }), false).kind).toBe('login')
  expect(detailAction(detail({ access: 'vip', canTake: false }), true)).toMatchObject({ kind: 'vip', disabled: false })
  expect(detailAction(detail({ access: 'paid', priceFen: 990, commodityId: 13, canTake: false }), true)).toEqual({
    kind: 'buy',
    label: '购买 ¥9.9',
    disabled: false,
    note: '',
  })
  // No commodity sells it: a disabled button that says so, never a fake purchase.
  expect(detailAction(detail({ access: 'paid', priceFen: 1990, commodityId: null, canTake: false }), true)).toEqual({
    kind: 'unavailable',
    label: '购买 ¥19.9',
    disabled: true,
    note: '暂未开放购买',
  })
  // Owned or member: the server lets them take it.
  expect(detailAction(detail({ access: 'paid', owned: true, canTake: true }), true).kind).toBe('start')
  expect(detailAction(detail({ access: 'vip', isVip: true, canTake: true }), true).kind).toBe('start')
  // A refusal the client cannot explain is shown as such, never as a working button.
  expect(detailAction(detail({ access: 'vip', isVip: true, canTake: false }), true)).toMatchObject({ kind: 'unavailable', disabled: true })
})

test('help-unlock line only when friends are needed', () => {
  expect(helpUnlockLine(0)).toBe('')
  expect(helpUnlockLine(3)).toBe('完成后邀请3位好友助力即可解锁完整报告')
})
