// Confirming a withdrawal's WeChat transfer: WeixinJSBridge's requestMerchantTransfer in the
// WeChat browser, wx.requestMerchantTransfer in the mini-program, a message elsewhere.
import { setUserAgent, UA, JSDOM_UA } from '../helpers'
import { confirmTransfer, TRANSFER_OPEN_IN_WECHAT } from '@/core/pay/transfer'
import { confirmTransfer as confirmInMiniProgram } from '@/core/pay/transfer.weapp'

const CONFIRM = { mchId: '1900000109', appId: 'wxmp1', package: 'ABBQO+oYAAABAAAAAACZ' }

function installWeixinJSBridge(errMsg: string) {
  const calls: { api: string; params: Record<string, string> }[] = []
  const w = window as unknown as Record<string, unknown>
  w.WeixinJSBridge = {
    invoke(api: string, params: Record<string, string>, cb: (r: { err_msg: string }) => void) {
      calls.push({ api, params })
      setTimeout(() => cb({ err_msg: errMsg }), 0)
    },
  }
  return { calls, remove: () => delete w.WeixinJSBridge }
}

afterEach(() => setUserAgent(JSDOM_UA))

describe('H5', () => {
  test('outside WeChat the person is told where to confirm, and no bridge is called', async () => {
    setUserAgent(UA.safariIphone)
    const jsb = installWeixinJSBridge('requestMerchantTransfer:ok')
    expect(await confirmTransfer(CONFIRM)).toEqual({ result: 'unavailable', message: TRANSFER_OPEN_IN_WECHAT })
    expect(jsb.calls).toHaveLength(0)
    jsb.remove()
  })

  test.each([
    ['requestMerchantTransfer:ok', { result: 'shown' }],
    ['requestMerchantTransfer:cancel', { result: 'cancel' }],
  ])('in the WeChat browser hands mchId, appId and package to requestMerchantTransfer (%s)', async (errMsg, expected) => {
    setUserAgent(UA.wechatIos)
    const jsb = installWeixinJSBridge(errMsg)
    expect(await confirmTransfer(CONFIRM)).toEqual(expected)
    expect(jsb.calls).toEqual([{ api: 'requestMerchantTransfer', params: CONFIRM }])
    jsb.remove()
  })

  test('a refusal by WeChat is a failure with a message', async () => {
    setUserAgent(UA.wechatIos)
    const jsb = installWeixinJSBridge('requestMerchantTransfer:fail 商户号错误')
    expect(await confirmTransfer(CONFIRM)).toMatchObject({ result: 'fail' })
    jsb.remove()
  })
})

describe('mini-program', () => {
  const g = globalThis as unknown as { wx?: unknown }
  afterEach(() => delete g.wx)

  test('calls wx.requestMerchantTransfer with the bill', async () => {
    const calls: unknown[] = []
    g.wx = {
      requestMerchantTransfer(options: { success: () => void } & Record<string, unknown>) {
        const { success, fail, ...params } = options
        void fail
        calls.push(params)
        success()
      },
    }
    expect(await confirmInMiniProgram(CONFIRM)).toEqual({ result: 'shown' })
    expect(calls).toEqual([CONFIRM])
  })

  test('closing the page is a cancel; a base library without the API is unavailable', async () => {
    g.wx = { requestMerchantTransfer: (o: { fail: (e: { errMsg: string }) => void }) => o.fail({ errMsg: 'requestMerchantTransfer:fail cancel' }) }
    expect(await confirmInMiniProgram(CONFIRM)).toEqual({ result: 'cancel' })
    g.wx = {}
    expect(await confirmInMiniProgram(CONFIRM)).toMatchObject({ result: 'unavailable' })
  })
})
