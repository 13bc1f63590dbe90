// The pay interface, H5 variant (WeChat browser, native app webview, mobile browsers); also the
// default. pay.weapp.ts is the mini-program variant with the same export; Taro picks it by suffix.
//
//   payOrder(orderNumber | placement, { cashier? }) → Promise<PayOutcome>
//
// WeChat browser: getBrandWCPayRequest through WeixinJSBridge (pay scene mpXfs). Native app:
// the bridge's weChatPay, then paySuccess (appXfs). Mobile browser: only the sandbox cashier (h5).
// OTHER: refused with 暂不支持该平台下单 before any call (spec 5).
import { NOT_IN_APP_MESSAGE, PAY_NOT_IN_WECHAT_MESSAGE, PAY_SCENE } from '@/core/config'
import { bridge, bridgeAvailable } from '@/core/bridge/native'
import { getEnvInfo } from '@/core/env'
import type { Ecology } from '@/core/env'
import { runPay } from '@/core/pay/flow'
import type { PlatformPay } from '@/core/pay/flow'
import { appSign, jsapiSign } from '@/core/pay/signInfo'
import type { PayOptions, PayOutcome, PayTarget, PlatformResult } from '@/core/pay/types'
import { invokeWechatJsapi } from '@/core/pay/wechat'
import { describeError } from '@/core/request/errors'
import { getWxOpenid } from '@/core/session/session'

/** The app answers `ok:false` with a Chinese `error`; a cancel says so (e.g. 用户取消). */
function appPay(sign: NonNullable<ReturnType<typeof appSign>>): Promise<PlatformResult> {
  return bridge.weChatPay(sign).then(
    (): PlatformResult => ({ result: 'ok' }),
    (e): PlatformResult => {
      const message = describeError(e)
      return /取消/.test(message) ? { result: 'cancel', message } : { result: 'fail', message }
    },
  )
}

export function platformFor(ecology: Ecology): PlatformPay {
  switch (ecology) {
    case 'WECHAT':
      return {
        scene: PAY_SCENE.WECHAT,
        openId: getWxOpenid,
        unavailableMessage: PAY_NOT_IN_WECHAT_MESSAGE,
        start: (sign) => {
          const params = jsapiSign(sign)
          return params ? invokeWechatJsapi(params) : null
        },
      }
    case 'APP':
      return {
        scene: PAY_SCENE.APP,
        unavailableMessage: NOT_IN_APP_MESSAGE,
        start: (sign) => {
          const params = appSign(sign)
          return params && bridgeAvailable() ? appPay(params) : null
        },
        onPaid: (orderNumber) => {
          if (bridgeAvailable()) bridge.paySuccess({ orderNumber }).catch(() => undefined)
        },
      }
    case 'H5':
      // WeChat Pay is the only pay mode (wxPay): a mobile browser cannot start it (spec 5).
      return {
        scene: PAY_SCENE.H5,
        unavailableMessage: PAY_NOT_IN_WECHAT_MESSAGE,
        start: (sign) => (jsapiSign(sign) ? Promise.resolve({ result: 'fail', message: PAY_NOT_IN_WECHAT_MESSAGE }) : null),
      }
    case 'MINIPROGRAM':
      // This H5 build inside the mini-program's web-view: the web-view cannot open WeChat's pay sheet.
      return {
        scene: PAY_SCENE.MINIPROGRAM,
        openId: getWxOpenid,
        unavailableMessage: '请在心栈小程序中完成支付',
        start: () => null,
      }
    default:
      return { scene: null, unavailableMessage: '', start: () => null }
  }
}

export function payOrder(target: PayTarget, options: PayOptions = {}): Promise<PayOutcome> {
  return runPay(target, options, platformFor(getEnvInfo().ecology))
}
