// 确认订单 hands what the buyer confirmed to 支付中 in its query; the order placed is remembered
// under the confirm's request id so a reload pays that order instead of placing another.
import { checkoutOf, checkoutQuery, newRequestId, rememberedOrder, rememberOrder } from '@/features/distribution/utils/checkout'
import { __resetStorage } from '../mocks/taro'

const asParams = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))

beforeEach(() => __resetStorage())

test('the confirmed choices survive the trip through the query', () => {
  const req = newRequestId()
  const placement = { commodityId: 42, quantity: 1, choices: { couponId: 5, useCredits: 300, addressId: 9 } }
  const query = checkoutQuery(placement, req, 'course')
  expect(query).toEqual({ commodityId: 42, quantity: 1, couponId: 5, credits: 300, addressId: 9, req, productType: 'course' })
  expect(checkoutOf(asParams(query))).toEqual({ placement, requestId: req, productType: 'course' })
})

test('no coupon and no credits are sent as none, all credits as all', () => {
  const req = newRequestId()
  const none = checkoutOf(asParams(checkoutQuery({ commodityId: 3, quantity: 2, choices: { couponId: 0, useCredits: false } }, req)))
  expect(none?.placement).toEqual({ commodityId: 3, quantity: 2, choices: { couponId: 0, useCredits: false } })
  const all = checkoutOf(asParams(checkoutQuery({ commodityId: 3, quantity: 1, choices: { useCredits: true } }, req)))
  expect(all?.placement.choices).toEqual({ couponId: 0, useCredits: true })
})

test('a query that does not describe an order is refused', () => {
  expect(checkoutOf({ commodityId: '42' })).toBeNull()
  expect(checkoutOf({ commodityId: 'x', req: newRequestId() })).toBeNull()
  expect(checkoutOf({ commodityId: '42', req: 'bad id!' })).toBeNull()
})

test('request ids differ, and the order they placed is remembered per id', () => {
  const a = newRequestId()
  const b = newRequestId()
  expect(a).not.toBe(b)
  expect(rememberedOrder(a)).toBe('')
  rememberOrder(a, 'XZ20250301000001')
  expect(rememberedOrder(a)).toBe('XZ20250301000001')
  expect(rememberedOrder(b)).toBe('')
})
