// Login steps shared by every platform: SMS login, ticket exchange, after-login work, logout, account switch.
import { getEnvInfo } from '@/core/env'
import * as userApi from '@/core/api/user'
import { bindRelation } from '@/core/api/scene'
import { ApiError } from '@/core/request/errors'
import type { RequestOptions } from '@/core/request/client'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import type { TimedValue, UserInfo } from '@/core/session/atoms'
import {
  clearBindingTicket,
  clearToken,
  getBindingTicket,
  getChannel,
  getCurrentSceneId,
  getInviteCode,
  holdBindingTicket,
  setToken,
  takeSilentTicket,
} from '@/core/session/session'
import { loadUserInfo } from '@/core/session/userInfo'

/** getTokenByTicket answers -4 with this text when the WeChat identity has no user yet. */
export const BIND_MOBILE_FIRST = '请先绑定手机号'

/**
 * After any successful login: store the token, close the overlay, load user info, and bind the
 * stored inviter (silently). The page stays where it is.
 */
export async function onLoggedIn(token: string, expiresIn?: number): Promise<UserInfo | null> {
  setToken(token, expiresIn)
  sessionStore.set(loginOverlayVisibleAtom, false)
  let info: UserInfo | null = null
  try {
    info = await loadUserInfo()
  } catch {
    // Logged in all the same; the profile loads again on the next call that needs it.
  }
  const inviteCode = getInviteCode()
  if (inviteCode) {
    const sceneId = getCurrentSceneId()
    bindRelation({ inviteCode, channel: getChannel(), ...(sceneId !== null ? { sceneId } : {}) }).catch(() => undefined)
  }
  return info
}

/**
 * Exchanges a silent-login ticket for a token. A ticket whose WeChat identity is not bound yet
 * (-4 '请先绑定手机号') is kept for the SMS login, which binds it. Never rejects.
 */
export async function exchangeTicket(ticket: TimedValue): Promise<boolean> {
  try {
    const invitationCode = getInviteCode()
    const result = await userApi.getTokenByTicket({ ticket: ticket.value, ...(invitationCode ? { invitationCode } : {}) })
    await onLoggedIn(result.token, result.expiresIn)
    return true
  } catch (e) {
    if (e instanceof ApiError && e.state === -4 && e.message === BIND_MOBILE_FIRST) holdBindingTicket(ticket)
    return false
  }
}

/**
 * Sends the SMS code for the login form. Server messages (rate limits…) are toasted by the client.
 * Pass `{ skipLoading: true }` when the form shows its own busy state.
 */
export function sendLoginCode(mobile: string, opts?: RequestOptions): Promise<userApi.CodeSent> {
  return userApi.sendLoginCode({ mobile, ecologyName: getEnvInfo().ecologyName }, opts)
}

/** SMS login (spec 4.2); binds a pending WeChat ticket when there is one. */
export async function loginBySms(
  { mobile, code }: { mobile: string; code: string },
  opts?: RequestOptions,
): Promise<UserInfo | null> {
  const ticket = getBindingTicket()
  const invitationCode = getInviteCode()
  const sceneId = getCurrentSceneId()
  const payload: Omit<userApi.SmsLoginBody, 'countryCode'> = {
    mobile,
    verificationCode: code,
    ecologyName: getEnvInfo().ecologyName,
    channel: getChannel(),
    ...(ticket ? { ticket } : {}),
    ...(sceneId !== null ? { sceneId } : {}),
    ...(invitationCode ? { invitationCode } : {}),
  }
  const result = await userApi.getTokenByMobileAndVerificationCode(payload, opts)
  // The server consumed the ticket with this login.
  if (ticket) clearBindingTicket()
  return onLoggedIn(result.token, result.expiresIn)
}

/** Logs out on the server (best effort) and forgets the session here. */
export async function logout(): Promise<void> {
  try {
    await userApi.logout()
  } catch {
    // The token is dropped locally either way.
  }
  clearToken()
}

export function sendChangeAccountCode(mobile: string): Promise<userApi.CodeSent> {
  return userApi.sendCommonCode({ type: 'changeAccount', mobile, ecologyName: getEnvInfo().ecologyName })
}

/** Switches to the account of `mobile` (spec: user/changeaccount); the server revokes the old token. */
export async function changeAccount({ mobile, code }: { mobile: string; code: string }): Promise<UserInfo> {
  const result = await userApi.changeAccount({ mobile, verificationCode: code, ecologyName: getEnvInfo().ecologyName })
  setToken(result.token, result.expiresIn)
  return loadUserInfo()
}

/**
 * The logins that need no input from the visitor (spec 4.2 steps 2–3): a stored silent ticket
 * first, then the platform's own way (the WeChat OAuth code on H5, wx.login in the
 * mini-program). One attempt at a time, shared by concurrent navigations; never rejects.
 */
export function createSilentLogin(platformLogin: () => Promise<boolean>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null
  return () => {
    if (!inFlight) {
      inFlight = (async () => {
        const ticket = takeSilentTicket()
        if (ticket && (await exchangeTicket(ticket))) return true
        // A WeChat identity known but not bound to a mobile yet: only the SMS login can go on.
        if (getBindingTicket()) return false
        return platformLogin()
      })()
        .catch(() => false)
        .finally(() => {
          inFlight = null
        })
    }
    return inFlight
  }
}
