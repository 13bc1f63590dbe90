// Login interface, mini-program variant: wx.login → POST /login → ticket → token. Same exports as login.ts.
import Taro from '@tarojs/taro'
import * as userApi from '@/core/api/user'
import { exchangeTicket } from '@/core/login/flows'
import { showLoginOverlay } from '@/core/login/prompt'
import { getBindingTicket, isLoggedIn, setWxOpenid, takeSilentTicket } from '@/core/session/session'

export { changeAccount, loginBySms, logout, onLoggedIn, sendChangeAccountCode, sendLoginCode } from '@/core/login/flows'
export { hideLoginOverlay, promptLogin, showLoginOverlay } from '@/core/login/prompt'

export interface AuthorizeOptions {
  /** The route is login-required: end with the login view when no silent way works. */
  needLogin?: boolean
}

/** The mini-program is opened by path, not by address: there are no entry parameters to capture. */
export function captureEntryParams(): void {}

/** The mini-program has no address bar. */
export function removeLoginParamsFromAddress(): void {}

async function wxCodeLogin(): Promise<boolean> {
  try {
    const { code } = await Taro.login()
    if (!code) return false
    const result = await userApi.miniProgramLogin(code)
    setWxOpenid(result.openid)
    return exchangeTicket({ value: result.ticket, expiresAt: Date.now() + result.expiresIn * 1000 })
  } catch {
    return false
  }
}

let silentInFlight: Promise<boolean> | null = null

function silentLogin(): Promise<boolean> {
  if (!silentInFlight) {
    silentInFlight = (async () => {
      const ticket = takeSilentTicket()
      if (ticket && (await exchangeTicket(ticket))) return true
      // WeChat identity known but not bound to a mobile yet: asking wx.login again will not help.
      if (getBindingTicket()) return false
      return wxCodeLogin()
    })()
      .catch(() => false)
      .finally(() => {
        silentInFlight = null
      })
  }
  return silentInFlight
}

/** Same contract as the H5 variant: resolves true when logged in, never rejects. */
export async function ensureAuthorized({ needLogin = false }: AuthorizeOptions = {}): Promise<boolean> {
  try {
    if (isLoggedIn()) return true
    if (await silentLogin()) return true
    if (needLogin) showLoginOverlay()
    return false
  } catch {
    return false
  }
}
