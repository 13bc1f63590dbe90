// The 发布打卡 draft: per challenge and day, a week at most, removed when empty or sent.
import { __resetStorage } from '../mocks/taro'
import { clearPunchDraft, readPunchDraft, writePunchDraft } from '@/features/punch/utils/draft'

const images = [{ url: '/api/files/202501/a.jpg', thumbnailUrl: '/api/files/202501/a_t.jpg' }]

beforeEach(() => __resetStorage())
afterEach(() => jest.useRealTimers())

test('a draft is kept per challenge and day', () => {
  writePunchDraft(1, '2026-01-02', { text: '读了一半', images })
  writePunchDraft(1, '2026-01-01', { text: '补卡的那天', images: [] })
  expect(readPunchDraft(1, '2026-01-02')).toEqual({ text: '读了一半', images })
  expect(readPunchDraft(1, '2026-01-01')).toEqual({ text: '补卡的那天', images: [] })
  // Another challenge, or the next day, starts empty.
  expect(readPunchDraft(2, '2026-01-02')).toBeUndefined()
  expect(readPunchDraft(1, '2026-01-03')).toBeUndefined()
})

test('an empty draft (blank text, no photos) is removed; photos alone are kept; sending clears it', () => {
  writePunchDraft(1, '2026-01-02', { text: '写了', images: [] })
  writePunchDraft(1, '2026-01-02', { text: '   ', images: [] })
  expect(readPunchDraft(1, '2026-01-02')).toBeUndefined()
  writePunchDraft(1, '2026-01-02', { text: '', images })
  expect(readPunchDraft(1, '2026-01-02')).toEqual({ text: '', images })
  clearPunchDraft(1, '2026-01-02')
  expect(readPunchDraft(1, '2026-01-02')).toBeUndefined()
})

test('a draft lasts a week at most', () => {
  jest.useFakeTimers({ now: Date.parse('2026-01-02T00:00:00Z') })
  writePunchDraft(1, '2026-01-02', { text: '一周后就过期', images })
  jest.setSystemTime(Date.parse('2026-01-08T23:00:00Z'))
  expect(readPunchDraft(1, '2026-01-02')?.text).toBe('一周后就过期')
  jest.setSystemTime(Date.parse('2026-01-09T00:00:01Z'))
  expect(readPunchDraft(1, '2026-01-02')).toBeUndefined()
})

test('a stored value of the wrong shape is no draft; bad photos are dropped', () => {
  writePunchDraft(1, '2026-01-02', { text: '好', images: [...images, { url: 3 } as never] })
  expect(readPunchDraft(1, '2026-01-02')).toEqual({ text: '好', images })
})
