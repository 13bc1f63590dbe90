// Login interface, H5 variant (WeChat browser, native app webview, mobile browsers); also the default.
// login.weapp.ts is the mini-program variant with the same exports; Taro picks it by file suffix.
import { getEnvInfo } from '@/core/env'
import { bridgeAvailable } from '@/core/bridge/native'
import * as userApi from '@/core/api/user'
import { LOGIN_QUERY_KEYS, TICKET_LIFE_SECONDS } from '@/core/config'
import { createSilentLogin, exchangeTicket } from '@/core/login/flows'
import { nativeLogin, showLoginOverlay } from '@/core/login/prompt'
import {
  getBindingTicket,
  isLoggedIn,
  setChannel,
  setSilentTicket,
  setToken,
  setWxOpenid,
} from '@/core/session/session'
import { readQueryParam, removeQueryParams } from '@/core/share/link'

export { changeAccount, loginBySms, logout, onLoggedIn, sendChangeAccountCode, sendLoginCode } from '@/core/login/flows'
export { hideLoginOverlay, promptLogin, showLoginOverlay } from '@/core/login/prompt'

export interface AuthorizeOptions {
  /** The route is login-required: end with the login view when no silent way works. */
  needLogin?: boolean
}

const OAUTH_FLAG = 'xz:oauthRedirectAt'
const USED_CODE = 'xz:oauthUsedCode'
/** A second OAuth round trip within this window means the first one did not work: stop. */
const OAUTH_LOOP_WINDOW_MS = 60_000

function session(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined
  } catch {
    return undefined
  }
}

/** Query value from the real query or from a hash route's query (`#/path?x=1`). */
function entryParam(name: string): string {
  if (typeof location === 'undefined') return ''
  const fromSearch = readQueryParam(location.search, name)
  if (fromSearch) return fromSearch
  const hash = location.hash || ''
  const q = hash.indexOf('?')
  return q >= 0 ? readQueryParam(hash.slice(q), name) : ''
}

let capturedHref = ''

/** Stores the login parameters of the current address (once per distinct address). */
export function captureEntryParams(): void {
  if (typeof location === 'undefined' || capturedHref === location.href) return
  capturedHref = location.href
  const ticket = entryParam('ticket')
  if (ticket) setSilentTicket(ticket, TICKET_LIFE_SECONDS)
  const channel = entryParam('channel')
  if (channel) setChannel(channel)
  const openid = entryParam('openid')
  if (openid) setWxOpenid(openid)
  // Only our app hands over a token in the address; elsewhere such a link was shared by mistake.
  const token = entryParam('token')
  if (token && getEnvInfo().ecology === 'APP') setToken(token)
}

/** Removes the login parameters from the address bar without a reload (spec 2.1 step 6). */
export function removeLoginParamsFromAddress(): void {
  if (typeof window === 'undefined' || !window.history?.replaceState) return
  const href = window.location.href
  const cleaned = removeQueryParams(href, LOGIN_QUERY_KEYS)
  if (cleaned !== href) window.history.replaceState(window.history.state, '', cleaned)
}

async function wechatCodeLogin(): Promise<boolean> {
  const code = readQueryParam(location.search, 'code') || entryParam('code')
  const store = session()
  if (!code || store?.getItem(USED_CODE) === code) return false
  // A code works once; remember it so a reload with the same address does not retry it.
  store?.setItem(USED_CODE, code)
  try {
    const result = await userApi.getTicket({ ecologyName: 'mpXfs', code })
    setWxOpenid(result.openid)
    const ok = await exchangeTicket({ value: result.ticket, expiresAt: Date.now() + result.expiresIn * 1000 })
    if (ok) store?.removeItem(OAUTH_FLAG)
    return ok
  } catch {
    return false
  }
}

let redirectedThisLoad = false

/** Sends the visitor through WeChat OAuth, once per page load and never twice within a minute. */
async function redirectToWechatAuthorization(): Promise<boolean> {
  const store = session()
  const last = Number(store?.getItem(OAUTH_FLAG) || 0)
  if (redirectedThisLoad || Date.now() - last < OAUTH_LOOP_WINDOW_MS) return false
  redirectedThisLoad = true
  try {
    const url = removeQueryParams(location.href, LOGIN_QUERY_KEYS)
    const target = await userApi.getAuthorizationUrl({ ecologyName: 'mpXfs', url })
    if (!target) return false
    store?.setItem(OAUTH_FLAG, String(Date.now()))
    location.replace(target)
    return true
  } catch {
    return false
  }
}

/** Spec 4.2 steps 2–3; in the WeChat browser the platform's own way is the OAuth code. */
const silentLogin = createSilentLogin(async () => getEnvInfo().ecology === 'WECHAT' && wechatCodeLogin())

/**
 * Tries to make the visitor logged in (spec 4.2). Resolves true when logged in; never rejects and
 * never blocks navigation: callers may ignore the promise.
 */
export async function ensureAuthorized({ needLogin = false }: AuthorizeOptions = {}): Promise<boolean> {
  try {
    captureEntryParams()
    if (isLoggedIn()) return true
    if (await silentLogin()) return true
    if (!needLogin) return false
    const { ecology } = getEnvInfo()
    if (ecology === 'APP') {
      if (await nativeLogin()) return true
      // An app without a bridge cannot log in natively: the overlay is the way left.
      if (!bridgeAvailable()) showLoginOverlay()
      return isLoggedIn()
    }
    if (ecology === 'WECHAT' && !getBindingTicket() && (await redirectToWechatAuthorization())) return false
    showLoginOverlay()
    return false
  } catch {
    return false
  }
}
