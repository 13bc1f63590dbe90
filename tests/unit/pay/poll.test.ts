import { fail, mockTransport, ok, resetSession } from '../helpers'
import { pollOrderStatus } from '@/core/pay/poll'

beforeEach(() => resetSession())

const status = (over: Record<string, unknown> = {}) => ({
  orderNumber: 'N1', status: 'paying', statusText: '支付中', paid: false, originalFen: 2500, couponDiscountFen: 1000,
  creditsUsed: 0, creditsDiscountFen: 0, payableFen: 1500, createdAt: 1, payDeadline: 2, paidAt: null, closedAt: null,
  closeReason: null, vip: null, ...over,
})

const fast = { intervalMs: 5, timeoutMs: 200 }

test('polls order/status until the order is paid', async () => {
  const t = mockTransport({ '/order/status': [ok(status()), ok(status()), ok(status({ status: 'paid', statusText: '已支付', paid: true, vip: { isVip: true, expireAt: 9 } }))] })
  const seen: string[] = []
  const result = await pollOrderStatus('N1', { ...fast, onUpdate: (o) => seen.push(o.status) })
  expect(result.outcome).toBe('paid')
  expect(result.order?.vip).toEqual({ isVip: true, expireAt: 9 })
  expect(seen).toEqual(['paying', 'paying', 'paid'])
  expect(t.to('/order/status').map((r) => r.params)).toEqual([{ orderNumber: 'N1' }, { orderNumber: 'N1' }, { orderNumber: 'N1' }])
})

test('a closed order ends the poll at once', async () => {
  mockTransport({ '/order/status': ok(status({ status: 'closed', statusText: '已关闭', closeReason: 'timeout' })) })
  const result = await pollOrderStatus('N1', fast)
  expect(result).toMatchObject({ outcome: 'closed', order: { closeReason: 'timeout' } })
})

test('still unpaid when the time is up: pending with the last status', async () => {
  const t = mockTransport({ '/order/status': ok(status()) })
  const started = Date.now()
  const result = await pollOrderStatus('N1', { intervalMs: 20, timeoutMs: 100 })
  expect(result).toMatchObject({ outcome: 'pending', order: { status: 'paying' } })
  expect(result).not.toHaveProperty('error')
  expect(Date.now() - started).toBeLessThan(1000)
  const calls = t.to('/order/status').length
  expect(calls).toBeGreaterThanOrEqual(3)
  expect(calls).toBeLessThanOrEqual(6)
})

test('network failures are retried; the last one is reported when time runs out', async () => {
  mockTransport({ '/order/status': [{ network: true }, ok(status({ status: 'paid', paid: true }))] })
  expect((await pollOrderStatus('N1', fast)).outcome).toBe('paid')
  mockTransport({ '/order/status': { network: true } })
  const result = await pollOrderStatus('N1', { intervalMs: 5, timeoutMs: 30 })
  expect(result).toEqual({ outcome: 'pending', order: null, error: '网络异常，请检查网络后重试' })
})

test('an order that is not the user\'s stops the poll with the server\'s message', async () => {
  const t = mockTransport({ '/order/status': fail(4305, '订单不存在') })
  const result = await pollOrderStatus('N1', fast)
  expect(result).toEqual({ outcome: 'pending', order: null, error: '订单不存在' })
  expect(t.to('/order/status')).toHaveLength(1)
})

test('the poll is silent: no loading view, no toast every 1.5 s', async () => {
  const Taro = jest.requireMock('@tarojs/taro') as typeof import('../mocks/taro')
  mockTransport({ '/order/status': [fail(5000, '服务器开小差了，请稍后再试'), ok(status({ status: 'paid', paid: true }))] })
  await pollOrderStatus('N1', fast)
  expect(Taro.showLoading).not.toHaveBeenCalled()
  expect(Taro.showToast).not.toHaveBeenCalled()
})

test('stopped() ends the poll (the page went away)', async () => {
  const t = mockTransport({ '/order/status': ok(status()) })
  let stop = false
  const promise = pollOrderStatus('N1', { intervalMs: 10, timeoutMs: 10_000, stopped: () => stop })
  await new Promise((r) => setTimeout(r, 25))
  stop = true
  expect((await promise).outcome).toBe('pending')
  expect(t.to('/order/status').length).toBeLessThan(5)
})

test('defaults: every 1.5 s for about 30 s', async () => {
  jest.useFakeTimers()
  try {
    const t = mockTransport({ '/order/status': ok(status()) })
    const promise = pollOrderStatus('N1')
    await jest.advanceTimersByTimeAsync(31_000)
    const result = await promise
    expect(result.outcome).toBe('pending')
    // Reads at 0 s, 1.5 s, … 30 s.
    expect(t.to('/order/status')).toHaveLength(21)
  } finally {
    jest.useRealTimers()
  }
})
