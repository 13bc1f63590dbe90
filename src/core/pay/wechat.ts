// JSAPI payment in the WeChat browser through WeixinJSBridge (STACK-NOTES: not Taro.requestPayment).
import { PAY_NOT_IN_WECHAT_MESSAGE } from '@/core/config'
import { isInWechat } from '@/core/env'
import { PAY_FAILED_MESSAGE } from '@/core/pay/flow'
import type { JsapiSign, PlatformResult } from '@/core/pay/types'
import { BRIDGE_WAIT_MS, bridgeMessage, waitForBridge } from '@/core/bridge/weixin'

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
        const msg = bridgeMessage(res)
        if (msg === 'get_brand_wcpay_request:ok') resolve({ result: 'ok' })
        else if (/cancel/i.test(msg)) resolve({ result: 'cancel' })
        else resolve({ result: 'fail', message: PAY_FAILED_MESSAGE })
      })
    } catch {
      resolve({ result: 'fail', message: PAY_FAILED_MESSAGE })
    }
  })
}
