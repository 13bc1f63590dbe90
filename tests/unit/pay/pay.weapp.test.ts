// The pay interface of the mini-program build: Taro.requestPayment with the server's parameters.
import * as Taro from '../mocks/taro'
import { mockTransport, ok, resetSession } from '../helpers'
import { resetEnvCache } from '@/core/env'
import { payOrder } from '@/core/pay/pay.weapp'
import { setToken, setWxOpenid } from '@/core/session/session'

jest.mock('@/core/events/report', () => ({ reportEvent: jest.fn() }))

const JSAPI = { appId: 'wxmini', timeStamp: '1700000000', nonceStr: 'MiniNonce', packageVal: 'prepay_id=wx20171', signType: 'RSA', paySign: 'TWluaVNpZ24=' }
const addorder = (signInfo: object) => ok({ orderNumber: 'XZM1', signInfo: JSON.stringify(signInfo), status: 'paying', payableFen: 990 })

const before = process.env.TARO_ENV
beforeAll(() => {
  process.env.TARO_ENV = 'weapp'
  resetEnvCache()
})
afterAll(() => {
  process.env.TARO_ENV = before
  resetEnvCache()
})
beforeEach(() => {
  resetSession()
  setToken('tok')
  setWxOpenid('o-mini')
})

test('requestPayment gets timeStamp, nonceStr, package (= packageVal), signType, paySign unchanged', async () => {
  const t = mockTransport({ '/pay/addorder': addorder(JSAPI) })
  expect(await payOrder({ commodityId: 1, quantity: 1 })).toEqual({ status: 'submitted', orderNumber: 'XZM1', payableFen: 990 })
  expect(t.to('/pay/addorder')[0].body).toMatchObject({ payScene: 'miniXfs', payMode: 'wxPay', openId: 'o-mini', commodityId: 1, purchaseQuantity: 1 })
  expect(t.to('/pay/addorder')[0].headers).toMatchObject({ ecology: 'MINIPROGRAM' })
  expect(Taro.requestPayment).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'MiniNonce', package: 'prepay_id=wx20171', signType: 'RSA', paySign: 'TWluaVNpZ24=' })
})

test('requestPayment:fail cancel is a cancel', async () => {
  Taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
  mockTransport({ '/pay/addorder': addorder(JSAPI) })
  expect(await payOrder({ commodityId: 1, quantity: 1 })).toMatchObject({ status: 'cancelled', orderNumber: 'XZM1' })
})

test('another failure is told to the person', async () => {
  Taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail system error' })
  mockTransport({ '/pay/addorder': addorder(JSAPI) })
  expect(await payOrder({ commodityId: 1, quantity: 1 })).toMatchObject({ status: 'failed', message: '支付失败，请稍后重试' })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '支付失败，请稍后重试' }))
})

test('sandbox parameters that WeChat refuses go through the sandbox cashier', async () => {
  Taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail invalid package' })
  const t = mockTransport({
    '/pay/addorder': addorder({ ...JSAPI, sandbox: true, orderNumber: 'XZM1', payableFen: 990 }),
    '/pay/sandbox/complete': ok({ orderNumber: 'XZM1', status: 'paid', paid: true, verdict: 'applied' }),
  })
  expect(await payOrder({ commodityId: 1, quantity: 1 }, { cashier: () => Promise.resolve('success') })).toMatchObject({ status: 'paid' })
  expect(t.to('/pay/sandbox/complete')).toHaveLength(1)
})
