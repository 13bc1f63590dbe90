import * as Taro from '../mocks/taro'
import { flush, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, UA } from '../helpers'
import {
  buildEventRecord,
  eventTypeOf,
  flushEvents,
  reportEvent,
  reportPageLeave,
  reportPageView,
  sanitizeProps,
} from '@/core/events/report'
import type { EventRecord } from '@/core/api/scene'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'
import { setChannel } from '@/core/session/session'

const URL_ = '/collect/event/report'

beforeEach(() => {
  jest.useRealTimers()
  setUserAgent(JSDOM_UA)
  resetSession()
  flushEvents()
})

describe('event records', () => {
  test('eventType is ROUBIN_<MODULE>_<ACTION> in uppercase', () => {
    expect(eventTypeOf('yearbill', 'share click')).toBe('ROUBIN_YEARBILL_SHARE_CLICK')
    expect(eventTypeOf('Tutor', 'order-paid')).toBe('ROUBIN_TUTOR_ORDER_PAID')
  })

  test('a record carries every field of spec 3.6', () => {
    setUserAgent(UA.wechatIos)
    setChannel('5')
    sessionStore.set(userInfoAtom, userInfo({ userId: 12, invitationCode: 'C' }))
    jest.useFakeTimers({ now: 1_700_000_000_500 })
    const record = buildEventRecord('ORDER', 'PAY', { orderNumber: 'N1' })
    expect(record).toEqual({
      platform: 0,
      eventType: 'ROUBIN_ORDER_PAY',
      browseUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requestTime: 1_700_000_000,
      eventProperties: '{"orderNumber":"N1"}',
      userId: 12,
      version: '1.3.2',
      ecology: 'WECHAT',
      system: 'iOS 16.6',
      ecologyName: 'mpXfs',
      channel: '5',
    })
  })

  test('personal data never goes into events', () => {
    expect(
      sanitizeProps({
        mobile: '13800138000',
        phoneNumber: '1',
        answers: [1, 2],
        note: 'call me at 13800138000',
        nested: { realName: '张三', courseId: 3, contactTel: '13900139000' },
        hotelId: 5,
        title: '心栈',
      }),
    ).toEqual({ nested: { courseId: 3 }, hotelId: 5, title: '心栈' })
  })
})

describe('batching', () => {
  test('flushes at 10 events', async () => {
    const t = mockTransport({ [URL_]: ok({ accepted: 10 }) })
    for (let i = 0; i < 9; i++) reportEvent('COMMON', 'CLICK', { i })
    await flush(20)
    expect(t.sent).toHaveLength(0)
    reportEvent('COMMON', 'CLICK', { i: 9 })
    await flush(20)
    expect(t.sent).toHaveLength(1)
    expect((t.sent[0].body as EventRecord[]).map((r) => JSON.parse(r.eventProperties as string).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  test('flushes 2 s after the first queued event, without the loading view', async () => {
    jest.useFakeTimers()
    const t = mockTransport({ [URL_]: ok({ accepted: 2 }) })
    reportPageView('/course/courseIndex?token=secret')
    reportPageLeave('/course/courseIndex', 1234.4)
    jest.advanceTimersByTime(1999)
    await flush(20)
    expect(t.sent).toHaveLength(0)
    jest.advanceTimersByTime(1)
    await flush(20)
    expect(t.sent).toHaveLength(1)
    expect(t.sent[0].method).toBe('POST')
    expect(Taro.showLoading).not.toHaveBeenCalled()
    const [view, leave] = t.sent[0].body as EventRecord[]
    expect(view.eventType).toBe('ROUBIN_COMMON_PAGE_VIEW')
    expect(JSON.parse(view.eventProperties as string)).toEqual({ route: '/course/courseIndex' })
    expect(JSON.parse(leave.eventProperties as string)).toEqual({ route: '/course/courseIndex', durationMs: 1234 })
  })

  test('page hide sends the queue with sendBeacon', async () => {
    const beacon = jest.fn((_url: string, _data?: BodyInit | null) => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    const t = mockTransport({ [URL_]: ok() })
    try {
      reportEvent('COMMON', 'CLICK')
      window.dispatchEvent(new Event('pagehide'))
      expect(beacon).toHaveBeenCalledTimes(1)
      expect(beacon.mock.calls[0][0]).toBe('/api/collect/event/report')
      const blob = beacon.mock.calls[0][1] as Blob
      expect(blob.type).toBe('application/json')
      await flush(20)
      expect(t.sent).toHaveLength(0)
    } finally {
      delete (navigator as unknown as Record<string, unknown>).sendBeacon
    }
  })

  test('a failed report is silent', async () => {
    const t = mockTransport({ [URL_]: { network: true } })
    for (let i = 0; i < 10; i++) reportEvent('COMMON', 'CLICK')
    await new Promise((r) => setTimeout(r, 0))
    expect(t.sent).toHaveLength(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})
