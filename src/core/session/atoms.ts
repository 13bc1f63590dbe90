// Session state (spec 3.3) as jotai atoms in one store shared by React and non-React code.
import type { UserInfo } from '@contract/accounts'
import type { WechatUserInfo } from '@contract/wechat'
import { atom, createStore } from 'jotai'
import type { WritableAtom } from 'jotai'
import { APP_VERSION, DEFAULT_CHANNEL, DEFAULT_TOPIC_NAME } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import { readStored, removeStored, writeStored } from '@/core/storage'

/** The one store: pages use it through `<Provider store={sessionStore}>` or `{ store: sessionStore }`. */
export const sessionStore = createStore()

export interface TimedValue {
  value: string
  /** Epoch milliseconds. */
  expiresAt: number
}

/** The logged-in user's profile as GET /user/user/getUserInfo answers it (the API contract). */
export type { UserInfo }

/** The WeChat identity of this browser: its openid (from the entry address), and the profile when known. */
export type WxUserInfo = Pick<WechatUserInfo, 'openid'> & Partial<WechatUserInfo>

/** What the player last played; the course area decides the fields beyond these. */
export interface LastPlay {
  id: string | number
  type?: string
  title?: string
  cover?: string
  /** Seconds into the item. */
  position?: number
  [key: string]: unknown
}

/** Seconds left of a timed value, so storage drops it by itself once expired. */
function timedTtl(value: TimedValue | null): number | undefined {
  return value ? Math.max(1, Math.ceil((value.expiresAt - Date.now()) / 1000)) : undefined
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/**
 * An atom mirrored to storage. Storage is read lazily on first use (not at import), so the value
 * survives a reload; writing an empty value removes the stored key.
 */
function persistedAtom<T>(
  key: string,
  fallback: T,
  ttlOf?: (value: T) => number | undefined,
): WritableAtom<T, [T], void> {
  const local = atom<{ value: T } | null>(null)
  return atom(
    (get) => {
      const held = get(local)
      if (held) return held.value
      const stored = readStored<T>(key)
      return stored === undefined ? fallback : stored
    },
    (_get, set, value: T) => {
      set(local, { value })
      if (isEmpty(value)) removeStored(key)
      else writeStored(key, value, ttlOf?.(value))
    },
  )
}

/** Token with its expiry; check expiry through session.getToken(), not by reading this atom. */
export const tokenAtom = persistedAtom<TimedValue | null>('token', null, timedTtl)
export const userInfoAtom = atom<UserInfo | null>(null)
export const wxUserInfoAtom = persistedAtom<WxUserInfo | null>('wxUserInfo', null)

export const loginOverlayVisibleAtom = atom(false)
/** Number of open requests that show the loading view. */
export const loadingCountAtom = atom(0)
export const loadingAtom = atom((get) => get(loadingCountAtom) > 0)
/** Whether the request client put the loading view up (it leaves a toast on screen alone). */
export const loadingShownAtom = atom(false)
/** Until when (epoch ms) a toast is on screen. */
export const toastUntilAtom = atom(0)

/** Invitation code of whoever invited this visitor (from links), not the user's own code. */
export const invitationCodeAtom = persistedAtom<string>('inviteCode', '')
export const channelAtom = persistedAtom<string>('channel', DEFAULT_CHANNEL)
/** Silent-login ticket (spec 4.2), used once. */
export const silentTicketAtom = persistedAtom<TimedValue | null>('ticket', null, timedTtl)
/** A ticket whose WeChat identity has no user yet (-4 '请先绑定手机号'): the SMS login sends it to bind. */
export const bindingTicketAtom = persistedAtom<TimedValue | null>('bindingTicket', null, timedTtl)
export const browseUUIDAtom = persistedAtom<string>('browseUUID', '')
export const lastPlayAtom = persistedAtom<LastPlay | null>('lastPlay', null)

export const terminalAtom = atom(() => getEnvInfo().terminal)
export const ecologyAtom = atom(() => getEnvInfo().ecology)
export const ecologyNameAtom = atom(() => getEnvInfo().ecologyName)
export const appVersionAtom = atom(() => APP_VERSION)

/** Scene id of the current route (set by the navigation guard), sent with logins and relations. */
export const currentSceneIdAtom = atom<number | null>(null)

/** Comment drafts keyed by what is being commented on (post id, course id…). */
export const commentDraftAtom = atom<Record<string, string>>({})
/** The psychology-coach order being placed. */
export const tutorOrderAtom = atom<Record<string, unknown> | null>(null)
/**
 * The circle the post being written goes to (spec 3.3: topicId, topicName '选择圈子' by default),
 * chosen on 选择圈子 for 发布动态; kept in storage like the post draft, so a reload keeps it.
 * Set and cleared through core/session/topic.ts.
 */
export const topicIdAtom = persistedAtom<number | ''>('topicId', '')
export const topicNameAtom = persistedAtom<string>('topicName', DEFAULT_TOPIC_NAME)
/**
 * Coupon choice (spec 3.3): what chooseCoupons picked for the order being confirmed. `couponId`
 * 0 means "no coupon"; the confirm page ignores a choice made for another commodity.
 */
export interface CouponChoice {
  commodityId: number
  couponId: number
}
export const couponChoiceAtom = atom<CouponChoice | null>(null)
/**
 * Shipping address picked in the address book's select mode for the page below it (order
 * confirm, credits exchange). `requestId` ties the pick to the page that asked for it.
 */
export interface AddressChoice {
  requestId: string
  addressId: number
}
export const addressChoiceAtom = atom<AddressChoice | null>(null)
export const vipIndexAtom = atom(0)
export const searchValueAtom = atom('')
/** Assessment shell (spec 3.3): the tab (0 home, 1 category, 2 my), the category code shown, my-index's section. */
export const assessmentTabAtom = persistedAtom<number>('assessmentTab', 0)
export const assessmentTypeAtom = persistedAtom<string | number>('assessmentType', '')
export const assessmentMyIndexAtom = persistedAtom<number>('assessmentMyIndex', 0)
