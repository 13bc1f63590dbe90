// The pay interface, mini-program variant: Taro.requestPayment with the server's JSAPI
// parameters (pay scene miniXfs). Same export as pay.ts.
import Taro from '@tarojs/taro'
import { PAY_SCENE } from '@/core/config'
import { PAY_FAILED_MESSAGE, runPay } from '@/core/pay/flow'
import type { PlatformPay } from '@/core/pay/flow'
import { BAD_SIGN_INFO_MESSAGE, jsapiSign } from '@/core/pay/signInfo'
import type { JsapiSign, PayOptions, PayOutcome, PayTarget, PlatformResult } from '@/core/pay/types'
import { getWxOpenid } from '@/core/session/session'

function requestPayment(sign: JsapiSign): Promise<PlatformResult> {
  return Taro.requestPayment({
    timeStamp: sign.timeStamp,
    nonceStr: sign.nonceStr,
    package: sign.packageVal,
    signType: sign.signType as 'RSA',
    paySign: sign.paySign,
  }).then(
    (): PlatformResult => ({ result: 'ok' }),
    (e: { errMsg?: string } | undefined): PlatformResult =>
      /cancel/i.test(String(e?.errMsg ?? '')) ? { result: 'cancel' } : { result: 'fail', message: PAY_FAILED_MESSAGE },
  )
}

export const miniProgramPlatform: PlatformPay = {
  scene: PAY_SCENE.MINIPROGRAM,
  openId: getWxOpenid,
  unavailableMessage: BAD_SIGN_INFO_MESSAGE,
  start: (sign) => {
    const params = jsapiSign(sign)
    return params ? requestPayment(params) : null
  },
}

export function payOrder(target: PayTarget, options: PayOptions = {}): Promise<PayOutcome> {
  return runPay(target, options, miniProgramPlatform)
}
