// signInfo of pay/addorder (spec 3.5): a JSON string whose fields go to WeChat unchanged.
import type { AppPaySign } from '@/core/bridge/native'
import type { JsapiSign, SignInfo } from '@/core/pay/types'

export const BAD_SIGN_INFO_MESSAGE = '支付参数有误，请稍后重试'

export class SignInfoError extends Error {
  constructor() {
    super(BAD_SIGN_INFO_MESSAGE)
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'SignInfoError'
  }
}

/** Parses signInfo (a JSON string; an object is taken as is). Anything else throws SignInfoError. */
export function parseSignInfo(raw: unknown): SignInfo {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw new SignInfoError()
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SignInfoError()
  return value as SignInfo
}

const text = (v: unknown): v is string => typeof v === 'string' && v !== ''

/** The JSAPI fields, exactly as the server sent them, or null when any is missing. */
export function jsapiSign(sign: SignInfo): JsapiSign | null {
  const { appId, timeStamp, nonceStr, packageVal, signType, paySign } = sign
  if (![appId, timeStamp, nonceStr, packageVal, signType, paySign].every(text)) return null
  return { appId: appId!, timeStamp: timeStamp!, nonceStr: nonceStr!, packageVal: packageVal!, signType: signType!, paySign: paySign! }
}

/** The app pay fields of spec 3.5, exactly as the server sent them, or null when any is missing. */
export function appSign(sign: SignInfo): AppPaySign | null {
  const { partnerId, prepayId, packageVal, nonceStr, timestamp, sign: signature } = sign
  if (![partnerId, prepayId, packageVal, nonceStr, timestamp, signature].every(text)) return null
  return { partnerId: partnerId!, prepayId: prepayId!, packageVal: packageVal!, nonceStr: nonceStr!, timestamp: timestamp!, sign: signature! }
}
