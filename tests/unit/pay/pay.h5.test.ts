// The pay interface of the H5 build, per ecology (spec 4.1): WeChat browser, native app, mobile
// browser (sandbox only), OTHER. Transport, WeixinJSBridge and the app bridge are stand-ins.
import * as Taro from '../mocks/taro'
import { fail, installBridge, mockTransport, ok, resetSession, setUserAgent, UA, JSDOM_UA } from '../helpers'
import { payOrder } from '@/core/pay/pay'
import { reportEvent } from '@/core/events/report'
import { setChannel, setCurrentSceneId, setToken, setWxOpenid } from '@/core/session/session'

jest.mock('@/core/events/report', () => ({ reportEvent: jest.fn() }))

const JSAPI = { appId: 'wx8888', timeStamp: '1700000000', nonceStr: 'Nonce123', packageVal: 'prepay_id=wx2017033010242291fcfe0db70013231072', signType: 'RSA', paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ==' }
const APP = { appId: 'wxapp1', partnerId: '1900000109', prepayId: 'wx201410272009395522657a690389285100', packageVal: 'Sign=WXPay', nonceStr: 'AppNonce', timestamp: '1700000002', sign: 'QXBwU2lnbg==' }
const SANDBOX = { sandbox: true, orderNumber: 'XZ2025A1', payableFen: 2125, cashier: '/common/orderPay?orderNumber=XZ2025A1&sandbox=1' }
const placement = { commodityId: 3, quantity: 2, choices: { couponId: 11, useCredits: 100 } }

const addorder = (signInfo: object, extra: Record<string, unknown> = {}) =>
  ok({ orderNumber: 'XZ2025A1', signInfo: JSON.stringify(signInfo), status: 'paying', payableFen: 2125, ...extra })

const events = () => (reportEvent as jest.Mock).mock.calls.map(([module, action, props]) => ({ module, action, props }))

interface JsBridgeCall { api: string; params: Record<string, string> }
function installWeixinJSBridge(errMsg: string) {
  const calls: JsBridgeCall[] = []
  const w = window as unknown as Record<string, unknown>
  w.WeixinJSBridge = {
    invoke(api: string, params: Record<string, string>, cb: (r: { err_msg: string }) => void) {
      calls.push({ api, params })
      setTimeout(() => cb({ err_msg: errMsg }), 0)
    },
  }
  return { calls, remove: () => delete w.WeixinJSBridge }
}

beforeEach(() => {
  resetSession()
  setToken('tok')
  setChannel('c9')
  setCurrentSceneId(518)
})
afterEach(() => setUserAgent(JSDOM_UA))

describe('ecology OTHER (spec 5)', () => {
  test('ordering is refused before any call, with the toast 暂不支持该平台下单', async () => {
    setUserAgent(JSDOM_UA) // jsdom: neither a phone nor WeChat nor the app
    const t = mockTransport()
    const outcome = await payOrder(placement)
    expect(outcome).toEqual({ status: 'failed', orderNumber: null, message: '暂不支持该平台下单' })
    expect(t.sent).toHaveLength(0)
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '暂不支持该平台下单', icon: 'none', duration: 2000 })
  })
})

describe('WeChat browser (mpXfs)', () => {
  beforeEach(() => setUserAgent(UA.wechatIos))

  test('sends the spec 3.4 payload and hands signInfo to getBrandWCPayRequest unchanged', async () => {
    setWxOpenid('o-wechat-1')
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:ok')
    try {
      const t = mockTransport({ '/pay/addorder': addorder(JSAPI) })
      const outcome = await payOrder(placement)
      expect(outcome).toEqual({ status: 'submitted', orderNumber: 'XZ2025A1', payableFen: 2125 })
      expect(t.to('/pay/addorder')[0].body).toEqual({
        commodityId: 3,
        purchaseQuantity: 2,
        sceneId: 518,
        openId: 'o-wechat-1',
        payScene: 'mpXfs',
        payMode: 'wxPay',
        channel: 'c9',
        extInfo: JSON.stringify({ couponId: 11, useCredits: 100 }),
      })
      expect(jsb.calls).toEqual([
        {
          api: 'getBrandWCPayRequest',
          params: { appId: JSAPI.appId, timeStamp: JSAPI.timeStamp, nonceStr: JSAPI.nonceStr, package: JSAPI.packageVal, signType: 'RSA', paySign: JSAPI.paySign },
        },
      ])
      expect(events()).toEqual([
        { module: 'ORDER', action: 'CREATE', props: { orderNumber: 'XZ2025A1', commodityId: 3, quantity: 2, payScene: 'mpXfs', payableFen: 2125 } },
        { module: 'ORDER', action: 'PAY_SUCCESS', props: { orderNumber: 'XZ2025A1', payScene: 'mpXfs', payableFen: 2125 } },
      ])
    } finally {
      jsb.remove()
    }
  })

  test('waits for WeixinJSBridgeReady when the bridge comes late', async () => {
    mockTransport({ '/pay/addorder': addorder(JSAPI) })
    const promise = payOrder(placement)
    await new Promise((r) => setTimeout(r, 20))
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:ok')
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    try {
      expect((await promise).status).toBe('submitted')
      expect(jsb.calls).toHaveLength(1)
    } finally {
      jsb.remove()
    }
  })

  test('closing the pay sheet is a cancel: the order stays payable', async () => {
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:cancel')
    try {
      mockTransport({ '/pay/addorder': addorder(JSAPI) })
      expect(await payOrder(placement)).toEqual({ status: 'cancelled', orderNumber: 'XZ2025A1', payableFen: 2125, message: '已取消支付' })
      expect(events().map((e) => e.action)).toEqual(['CREATE', 'PAY_FAIL'])
      expect(events()[1].props).toMatchObject({ reason: 'cancel' })
    } finally {
      jsb.remove()
    }
  })

  test('a WeChat failure is told to the person', async () => {
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:fail')
    try {
      mockTransport({ '/pay/addorder': addorder(JSAPI) })
      expect(await payOrder(placement)).toMatchObject({ status: 'failed', orderNumber: 'XZ2025A1', message: '支付失败，请稍后重试' })
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '支付失败，请稍后重试' }))
    } finally {
      jsb.remove()
    }
  })

  test('no WeixinJSBridge (not really WeChat): 未在微信中打开，无法发起支付', async () => {
    jest.useFakeTimers()
    try {
      mockTransport({ '/pay/addorder': addorder(JSAPI) })
      const promise = payOrder(placement)
      await jest.advanceTimersByTimeAsync(3500)
      expect(await promise).toMatchObject({ status: 'failed', message: '未在微信中打开，无法发起支付' })
      expect(Taro.showToast).toHaveBeenCalledWith({ title: '未在微信中打开，无法发起支付', icon: 'none', duration: 2000 })
    } finally {
      jest.useRealTimers()
    }
  })

  test('sandbox parameters that WeChat refuses fall back to the sandbox cashier', async () => {
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:fail')
    try {
      const t = mockTransport({
        '/pay/addorder': addorder({ ...JSAPI, ...SANDBOX }),
        '/pay/sandbox/complete': ok({ orderNumber: 'XZ2025A1', status: 'paid', paid: true, verdict: 'applied' }),
      })
      const cashier = jest.fn().mockResolvedValue('success')
      expect(await payOrder(placement, { cashier })).toMatchObject({ status: 'paid', orderNumber: 'XZ2025A1' })
      expect(jsb.calls).toHaveLength(1)
      expect(cashier).toHaveBeenCalledWith({ orderNumber: 'XZ2025A1', payableFen: 2125 })
      expect(t.to('/pay/sandbox/complete')[0].body).toEqual({ orderNumber: 'XZ2025A1', result: 'success' })
    } finally {
      jsb.remove()
    }
  })

  test('paying an existing order again sends its number in extInfo and reports no new order', async () => {
    const jsb = installWeixinJSBridge('get_brand_wcpay_request:ok')
    try {
      const t = mockTransport({ '/pay/addorder': addorder(JSAPI) })
      await payOrder('XZ2025A1')
      const body = t.to('/pay/addorder')[0].body as Record<string, unknown>
      expect(body).toMatchObject({ payScene: 'mpXfs', payMode: 'wxPay', purchaseQuantity: 1, extInfo: JSON.stringify({ orderNumber: 'XZ2025A1' }) })
      expect(body).not.toHaveProperty('commodityId')
      expect(events().map((e) => e.action)).toEqual(['PAY_SUCCESS'])
    } finally {
      jsb.remove()
    }
  })
})

describe('native app (appXfs)', () => {
  beforeEach(() => setUserAgent(UA.appAndroid))

  test('bridge.weChatPay gets partnerId, prepayId, packageVal, nonceStr, timestamp, sign unchanged; then paySuccess', async () => {
    const b = installBridge((m) => (m.method === 'weChatPay' ? { ok: true } : null))
    try {
      const t = mockTransport({ '/pay/addorder': addorder(APP) })
      expect(await payOrder(placement)).toEqual({ status: 'submitted', orderNumber: 'XZ2025A1', payableFen: 2125 })
      expect(t.to('/pay/addorder')[0].body).toMatchObject({ payScene: 'appXfs', payMode: 'wxPay' })
      expect(t.to('/pay/addorder')[0].body).not.toHaveProperty('openId')
      const { appId: _appId, ...bridgeParams } = APP
      expect(b.messages.map((m) => [m.method, m.params])).toEqual([
        ['weChatPay', bridgeParams],
        ['paySuccess', { orderNumber: 'XZ2025A1' }],
      ])
    } finally {
      b.remove()
    }
  })

  test('the app says 用户取消: cancelled, no paySuccess', async () => {
    const b = installBridge((m) => (m.method === 'weChatPay' ? { ok: false, error: '用户取消' } : null))
    try {
      mockTransport({ '/pay/addorder': addorder(APP) })
      expect(await payOrder(placement)).toMatchObject({ status: 'cancelled', message: '用户取消' })
      expect(b.messages.map((m) => m.method)).toEqual(['weChatPay'])
    } finally {
      b.remove()
    }
  })

  test('an app without the bridge cannot pay: 请在心栈App中查看', async () => {
    mockTransport({ '/pay/addorder': addorder(APP) })
    expect(await payOrder(placement)).toMatchObject({ status: 'failed', message: '请在心栈App中查看' })
  })
})

describe('mobile browser (h5, sandbox provider)', () => {
  beforeEach(() => setUserAgent(UA.safariIphone))

  test('the sandbox cashier completes the payment through the server', async () => {
    const paid = { orderNumber: 'XZ2025A1', status: 'paid', statusText: '已支付', paid: true, payableFen: 2125, verdict: 'applied', vip: { isVip: true, expireAt: 5 } }
    const t = mockTransport({ '/pay/addorder': addorder(SANDBOX), '/pay/sandbox/complete': ok(paid) })
    const cashier = jest.fn().mockResolvedValue('success')
    const outcome = await payOrder(placement, { cashier })
    expect(outcome).toMatchObject({ status: 'paid', orderNumber: 'XZ2025A1', payableFen: 2125, order: { vip: { isVip: true } } })
    expect(t.to('/pay/addorder')[0].body).toMatchObject({ payScene: 'h5', payMode: 'wxPay' })
    expect(events().map((e) => e.action)).toEqual(['CREATE', 'PAY_SUCCESS'])
    expect(events()[1].props).toMatchObject({ sandbox: true })
  })

  test('取消支付 in the cashier tells the server and leaves the order payable', async () => {
    const t = mockTransport({
      '/pay/addorder': addorder(SANDBOX),
      '/pay/sandbox/complete': ok({ orderNumber: 'XZ2025A1', status: 'paying', paid: false, verdict: 'cancelled' }),
    })
    const outcome = await payOrder(placement, { cashier: () => Promise.resolve('cancel') })
    expect(outcome).toEqual({ status: 'cancelled', orderNumber: 'XZ2025A1', payableFen: 2125, message: '已取消支付' })
    expect(t.to('/pay/sandbox/complete')[0].body).toEqual({ orderNumber: 'XZ2025A1', result: 'cancel' })
  })

  test('without a cashier from the page, a modal asks 确认支付 / 取消支付', async () => {
    mockTransport({ '/pay/addorder': addorder(SANDBOX), '/pay/sandbox/complete': ok({ orderNumber: 'XZ2025A1', status: 'paid', paid: true, verdict: 'applied' }) })
    expect((await payOrder(placement)).status).toBe('paid')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '沙箱收银台', confirmText: '确认支付', cancelText: '取消支付', content: expect.stringContaining('¥21.25') }))
  })

  test('WeChat pay parameters outside WeChat: 未在微信中打开，无法发起支付', async () => {
    mockTransport({ '/pay/addorder': addorder(JSAPI) })
    expect(await payOrder(placement)).toMatchObject({ status: 'failed', message: '未在微信中打开，无法发起支付' })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '未在微信中打开，无法发起支付', icon: 'none', duration: 2000 })
  })

  test('nothing left to pay: paid at once, no cashier', async () => {
    mockTransport({ '/pay/addorder': ok({ orderNumber: 'XZ0', signInfo: JSON.stringify({ paid: true, orderNumber: 'XZ0' }), status: 'paid', payableFen: 0 }) })
    const cashier = jest.fn()
    expect(await payOrder(placement, { cashier })).toEqual({ status: 'paid', orderNumber: 'XZ0', payableFen: 0 })
    expect(cashier).not.toHaveBeenCalled()
  })

  test('a refusal of the server is a failed outcome with its message (the client toasted it)', async () => {
    mockTransport({ '/pay/addorder': fail(4402, '该优惠券已使用或已失效，请重新选择') })
    expect(await payOrder(placement)).toEqual({ status: 'failed', orderNumber: null, message: '该优惠券已使用或已失效，请重新选择' })
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
  })

  test('an unreadable signInfo fails with 支付参数有误，请稍后重试', async () => {
    mockTransport({ '/pay/addorder': ok({ orderNumber: 'XZ1', signInfo: '{oops', status: 'paying', payableFen: 100 }) })
    expect(await payOrder(placement)).toMatchObject({ status: 'failed', orderNumber: 'XZ1', message: '支付参数有误，请稍后重试' })
  })

  test('events carry no personal data', async () => {
    setWxOpenid('o-secret')
    mockTransport({ '/pay/addorder': addorder(SANDBOX), '/pay/sandbox/complete': ok({ orderNumber: 'XZ2025A1', status: 'paid', paid: true, verdict: 'applied' }) })
    await payOrder(placement, { cashier: () => Promise.resolve('success') })
    const text = JSON.stringify(events())
    expect(text).not.toMatch(/o-secret|tok|mobile|openId/)
  })
})
