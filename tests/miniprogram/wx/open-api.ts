// WeChat login, payment and transfers against the server's WeChat fakes, through the host: wx.login
// gets a code that jscode2session accepts, wx.requestPayment pays the JSAPI parameters for real,
// wx.requestMerchantTransfer confirms a 商家转账 bill.
import type { WxCallOptions } from '../types'
import { checkParams, WxFailure } from './kit'
import type { WxKit } from './kit'

export function openApis(kit: WxKit) {
  /** WeChat's session is valid once wx.login ran; this runtime starts without one. */
  let loggedIn = false

  return {
    login: kit.callbackApi('login', async () => {
      const code = await kit.host.loginCode()
      loggedIn = true
      return { code }
    }),
    checkSession: kit.callbackApi('checkSession', () => {
      if (!loggedIn) throw new WxFailure('session time out, need relogin')
      return {}
    }),
    requestPayment: kit.callbackApi('requestPayment', async (options: WxCallOptions) => {
      checkParams(options, { timeStamp: 'String', nonceStr: 'String', package: 'String', paySign: 'String' }, { signType: 'String' })
      const outcome = await kit.host.pay({
        timeStamp: options.timeStamp as string,
        nonceStr: options.nonceStr as string,
        package: options.package as string,
        // WeChat's default when the app gives none.
        signType: (options.signType as string | undefined) ?? 'MD5',
        paySign: options.paySign as string,
      })
      if (outcome === 'cancel') throw new WxFailure('cancel')
      if (outcome !== 'ok') throw new WxFailure(outcome.fail)
      return {}
    }),
    // Base library 3.3.0 (the runtime reports 3.7.0). Success means WeChat showed its page.
    requestMerchantTransfer: kit.callbackApi('requestMerchantTransfer', async (options: WxCallOptions) => {
      checkParams(options, { mchId: 'String', package: 'String' }, { appId: 'String', openId: 'String', subMchId: 'String', subAppId: 'String' })
      const outcome = await kit.host.confirmTransfer({ mchId: options.mchId as string, appId: (options.appId as string | undefined) ?? '', package: options.package as string })
      if (outcome === 'cancel') throw new WxFailure('cancel')
      if (outcome !== 'ok') throw new WxFailure(outcome.fail)
      return {}
    }),
  }
}
