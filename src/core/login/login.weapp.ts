// Login interface, mini-program variant: wx.login → POST /login → ticket → token. Same exports as login.ts.
import Taro from '@tarojs/taro'
import * as userApi from '@/core/api/user'
import { createSilentLogin, exchangeTicket } from '@/core/login/flows'
import { showLoginOverlay } from '@/core/login/prompt'
import { isLoggedIn, setWxOpenid } from '@/core/session/session'

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

/** Spec 4.2 steps 2–3; in the mini-program the platform's own way is wx.login. */
const silentLogin = createSilentLogin(wxCodeLogin)

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
