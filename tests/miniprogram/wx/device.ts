// The phone's own services: a clipboard kept per runtime, the dialer and the vibration motor
// (recorded in host.calls; there is no one to call and nothing to shake).
import type { WxCallOptions } from '../types'
import { checkParams } from './kit'
import type { WxKit } from './kit'

export function deviceApis(kit: WxKit) {
  let clipboard = ''

  return {
    setClipboardData: kit.callbackApi('setClipboardData', (options: WxCallOptions) => {
      checkParams(options, { data: 'String' })
      clipboard = options.data as string
      return {}
    }),
    getClipboardData: kit.callbackApi('getClipboardData', () => ({ data: clipboard })),
    makePhoneCall: kit.callbackApi('makePhoneCall', (options: WxCallOptions) => {
      checkParams(options, { phoneNumber: 'String' })
      return {}
    }),
    vibrateShort: kit.callbackApi('vibrateShort', (options: WxCallOptions) => {
      checkParams(options, {}, { type: 'String' })
      return {}
    }),
  }
}
