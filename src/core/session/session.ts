// Session helpers for non-React code: token, invitation code, channel, tickets, browse id, user info
// (loading the profile from the server is core/session/userInfo.ts).
import { TICKET_LIFE_SECONDS, TOKEN_LIFE_SECONDS } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import {
  bindingTicketAtom,
  browseUUIDAtom,
  channelAtom,
  currentSceneIdAtom,
  invitationCodeAtom,
  sessionStore,
  silentTicketAtom,
  tokenAtom,
  userInfoAtom,
  wxUserInfoAtom,
} from '@/core/session/atoms'
import type { TimedValue, UserInfo } from '@/core/session/atoms'

const store = sessionStore

function validTimed(value: TimedValue | null): TimedValue | null {
  return value && value.value && value.expiresAt > Date.now() ? value : null
}

function timed(value: string, seconds: number): TimedValue {
  return { value, expiresAt: Date.now() + seconds * 1000 }
}

/** Token life when the server does not say: 1 h inside WeChat, 24 h elsewhere (spec 4.2). */
export function defaultTokenLifeSeconds(): number {
  const name = getEnvInfo().ecologyName
  return name === 'mpXfs' || name === 'miniXfs' ? TOKEN_LIFE_SECONDS.wechat : TOKEN_LIFE_SECONDS.other
}

/** The current token, or '' when logged out or expired (an expired one is cleared). */
export function getToken(): string {
  const held = store.get(tokenAtom)
  if (!held) return ''
  if (!validTimed(held)) {
    clearToken()
    return ''
  }
  return held.value
}

/** Stores a token; the server's expiresIn (seconds) wins over the default life. */
export function setToken(token: string, expiresIn?: number): void {
  if (!token) {
    clearToken()
    return
  }
  const life = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : defaultTokenLifeSeconds()
  store.set(tokenAtom, timed(token, life))
}

/** Forgets the token and everything tied to the logged-in user. */
export function clearToken(): void {
  store.set(tokenAtom, null)
  store.set(userInfoAtom, null)
}

export function isLoggedIn(): boolean {
  return getToken() !== ''
}

export function getUserInfo(): UserInfo | null {
  return store.get(userInfoAtom)
}

/** Stores the code of whoever invited this visitor; empty or placeholder values are ignored. */
export function storeInviteCode(code: string | null | undefined): void {
  const value = (code ?? '').trim()
  if (!value || value === 'undefined' || value === 'null') return
  store.set(invitationCodeAtom, value)
}

export function getInviteCode(): string {
  return store.get(invitationCodeAtom)
}

export function setChannel(channel: string | number | null | undefined): void {
  const value = String(channel ?? '').trim()
  if (!value || value === 'undefined' || value === 'null') return
  store.set(channelAtom, value)
}

export function getChannel(): string {
  return store.get(channelAtom)
}

/** Scene of the current route; the navigation guard sets it before authorization. */
export function setCurrentSceneId(sceneId: number | null | undefined): void {
  store.set(currentSceneIdAtom, sceneId ?? null)
}

export function getCurrentSceneId(): number | null {
  return store.get(currentSceneIdAtom)
}

function randomUUID(): string {
  const c: Crypto | undefined = typeof crypto !== 'undefined' ? crypto : undefined
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes)
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A random id for this browser/device, made once and kept, that ties event reports together. */
export function getBrowseUUID(): string {
  let id = store.get(browseUUIDAtom)
  if (!id) {
    id = randomUUID()
    store.set(browseUUIDAtom, id)
  }
  return id
}

export function setSilentTicket(ticket: string, expiresIn: number = TICKET_LIFE_SECONDS): void {
  if (!ticket) return
  store.set(silentTicketAtom, timed(ticket, expiresIn > 0 ? expiresIn : TICKET_LIFE_SECONDS))
}

/** Returns a valid silent ticket once and clears it; an expired one is discarded. */
export function takeSilentTicket(): TimedValue | null {
  const held = store.get(silentTicketAtom)
  if (held) store.set(silentTicketAtom, null)
  return validTimed(held)
}

/** Keeps a ticket whose WeChat identity still has to be bound to a mobile by the SMS login. */
export function holdBindingTicket(ticket: TimedValue): void {
  if (validTimed(ticket)) store.set(bindingTicketAtom, ticket)
}

/** The ticket waiting to be bound, if still valid (not cleared: the SMS login may be retried). */
export function getBindingTicket(): string {
  const held = validTimed(store.get(bindingTicketAtom))
  if (!held && store.get(bindingTicketAtom)) store.set(bindingTicketAtom, null)
  return held ? held.value : ''
}

export function clearBindingTicket(): void {
  store.set(bindingTicketAtom, null)
}

export function setWxOpenid(openid: string | null | undefined): void {
  if (openid) store.set(wxUserInfoAtom, { ...(store.get(wxUserInfoAtom) ?? {}), openid })
}

export function getWxOpenid(): string {
  return store.get(wxUserInfoAtom)?.openid ?? ''
}
