// Event reports (spec 3.6): queued, sent in batches, never in the way of the user, no personal data.
import Taro from '@tarojs/taro'
import { API_BASE, APP_VERSION, EVENT_PREFIX } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import { reportEvents } from '@/core/api/scene'
import type { EventRecord } from '@/core/api/scene'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { getBrowseUUID, getChannel } from '@/core/session/session'

export const EVENT_BATCH_SIZE = 10
export const EVENT_FLUSH_DELAY_MS = 2000
/** The server takes at most 100 records per call. */
const MAX_PER_CALL = 100
/** Beyond this many unsent records the oldest are dropped (a long offline spell). */
const MAX_QUEUE = 500

export type EventProps = Record<string, unknown>

/** Keys whose values are personal (spec: never mobile numbers or answers in events). */
const PERSONAL_KEY = /^(tel|telephone|address)$|mobile|phone|answer|password|verificationcode|smscode|idcard|realname|wechatid/i
const MOBILE_LIKE = /(^|\D)1[3-9]\d{9}(\D|$)/

/** Drops personal fields and anything that looks like a mobile number, at any depth. */
export function sanitizeProps(value: unknown, depth = 0): unknown {
  if (depth > 4) return undefined
  if (typeof value === 'string' || typeof value === 'number') return MOBILE_LIKE.test(String(value)) ? undefined : value
  if (Array.isArray(value)) return value.map((v) => sanitizeProps(v, depth + 1)).filter((v) => v !== undefined)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if (PERSONAL_KEY.test(key)) continue
      const clean = sanitizeProps(v, depth + 1)
      if (clean !== undefined) out[key] = clean
    }
    return out
  }
  return value
}

function part(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
}

/** `ROUBIN_<MODULE>_<ACTION>`, uppercase. */
export function eventTypeOf(module: string, action: string): string {
  return `${EVENT_PREFIX}_${part(module)}_${part(action)}`
}

/** Route without query or hash query: those can hold tokens and codes. */
function routeOnly(route: string): string {
  return route.split('?')[0]
}

export function buildEventRecord(module: string, action: string, props?: EventProps): EventRecord {
  const env = getEnvInfo()
  const user = sessionStore.get(userInfoAtom)
  return {
    platform: 0,
    eventType: eventTypeOf(module, action),
    browseUUID: getBrowseUUID(),
    requestTime: Math.floor(Date.now() / 1000),
    eventProperties: JSON.stringify(sanitizeProps(props ?? {})),
    userId: user?.userId ?? null,
    version: APP_VERSION,
    ecology: env.ecology,
    system: env.system,
    ecologyName: env.ecologyName,
    channel: getChannel(),
  }
}

let queue: EventRecord[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let hideHooked = false

function send(batch: EventRecord[]): void {
  for (let i = 0; i < batch.length; i += MAX_PER_CALL) {
    reportEvents(batch.slice(i, i + MAX_PER_CALL)).catch(() => undefined)
  }
}

/** Sends everything queued now. */
export function flushEvents(): void {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  if (!queue.length) return
  const batch = queue
  queue = []
  send(batch)
}

/** On page hide: sendBeacon survives the page going away where XHR may not. */
function flushOnHide(): void {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  if (!queue.length) return
  const batch = queue
  queue = []
  const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
  if (beacon && batch.length <= MAX_PER_CALL) {
    try {
      const blob = new Blob([JSON.stringify(batch)], { type: 'application/json' })
      if (navigator.sendBeacon(`${API_BASE}/collect/event/report`, blob)) return
    } catch {
      // Fall through to a normal call.
    }
  }
  send(batch)
}

function hookPageHide(): void {
  if (hideHooked) return
  hideHooked = true
  if (process.env.TARO_ENV === 'weapp') {
    try {
      Taro.onAppHide(() => flushEvents())
    } catch {
      // Flushes by size and timer still run.
    }
    return
  }
  if (typeof document === 'undefined' || typeof window === 'undefined') return
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnHide()
  })
  window.addEventListener('pagehide', flushOnHide)
}

/** Queues one event; flushes at 10 events or 2 s after the first queued one. Never throws. */
export function reportEvent(module: string, action: string, props?: EventProps): void {
  try {
    hookPageHide()
    queue.push(buildEventRecord(module, action, props))
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE)
    if (queue.length >= EVENT_BATCH_SIZE) flushEvents()
    else if (!timer) timer = setTimeout(flushEvents, EVENT_FLUSH_DELAY_MS)
  } catch {
    // Reporting must never break the page.
  }
}

export function reportPageView(route: string): void {
  reportEvent('COMMON', 'PAGE_VIEW', { route: routeOnly(route) })
}

export function reportPageEnter(route: string, durationMs?: number): void {
  reportEvent('COMMON', 'PAGE_ENTER', { route: routeOnly(route), ...(durationMs !== undefined ? { durationMs } : {}) })
}

/** durationMs: time spent on the page. */
export function reportPageLeave(route: string, durationMs: number): void {
  reportEvent('COMMON', 'PAGE_LEAVE', { route: routeOnly(route), durationMs: Math.max(0, Math.round(durationMs)) })
}
