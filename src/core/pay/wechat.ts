// JSAPI payment in the WeChat browser through WeixinJSBridge (STACK-NOTES: not Taro.requestPayment).
import { PAY_NOT_IN_WECHAT_MESSAGE } from '@/core/config'
import { isInWechat } from '@/core/env'
import { PAY_FAILED_MESSAGE } from '@/core/pay/flow'
import type { JsapiSign, PlatformResult } from '@/core/pay/types'

interface WeixinJSBridgeLike {
  invoke(api: string, params: Record<string, string>, callback: (res: { err_msg?: string; errMsg?: string } | undefined) => void): void
}

type WeixinWindow = Window & { WeixinJSBridge?: WeixinJSBridgeLike }

/** WeChat injects the bridge shortly after load and fires WeixinJSBridgeReady; wait that long at most. */
export const BRIDGE_WAIT_MS = 3000

function currentBridge(): WeixinJSBridgeLike | null {
  if (typeof window === 'undefined') return null
  const b = (window as WeixinWindow).WeixinJSBridge
  return b && typeof b.invoke === 'function' ? b : null
}

function waitForBridge(timeoutMs: number): Promise<WeixinJSBridgeLike | null> {
  const ready = currentBridge()
  if (ready || typeof document === 'undefined') return Promise.resolve(ready)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener('WeixinJSBridgeReady', done)
      resolve(currentBridge())
    }
    const timer = setTimeout(done, timeoutMs)
    document.addEventListener('WeixinJSBridgeReady', done, false)
  })
}

/**
 * getBrandWCPayRequest with the server's parameters, unchanged (only `packageVal` is named
 * `package`, as WeChat wants). Never rejects.
 */
export async function invokeWechatJsapi(sign: JsapiSign, waitMs = BRIDGE_WAIT_MS): Promise<PlatformResult> {
  if (!isInWechat()) return { result: 'fail', message: PAY_NOT_IN_WECHAT_MESSAGE }
  const jsBridge = await waitForBridge(waitMs)
  if (!jsBridge) return { result: 'fail', message: PAY_NOT_IN_WECHAT_MESSAGE }
  const params = {
    appId: sign.appId,
    timeStamp: sign.timeStamp,
    nonceStr: sign.nonceStr,
    package: sign.packageVal,
    signType: sign.signType,
    paySign: sign.paySign,
  }
  return new Promise<PlatformResult>((resolve) => {
    try {
      jsBridge.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = String(res?.err_msg ?? res?.errMsg ?? '')
        if (msg === 'get_brand_wcpay_request:ok') resolve({ result: 'ok' })
        else if (/cancel/i.test(msg)) resolve({ result: 'cancel' })
        else resolve({ result: 'fail', message: PAY_FAILED_MESSAGE })
      })
    } catch {
      resolve({ result: 'fail', message: PAY_FAILED_MESSAGE })
    }
  })
}
