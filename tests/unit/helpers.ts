// Shared test helpers: a fake axios transport, session reset, user-agent switching.
import type { AxiosRequestConfig, AxiosResponse } from 'taro-axios'
import { __resetStorage } from './mocks/taro'
import { resetEnvCache } from '@/core/env'
import { httpClient } from '@/core/request/client'
import {
  bindingTicketAtom,
  browseUUIDAtom,
  channelAtom,
  currentSceneIdAtom,
  invitationCodeAtom,
  loadingCountAtom,
  loadingShownAtom,
  loginOverlayVisibleAtom,
  sessionStore,
  silentTicketAtom,
  toastUntilAtom,
  tokenAtom,
  userInfoAtom,
  wxUserInfoAtom,
} from '@/core/session/atoms'

export type Reply =
  | { body: unknown; status?: number }
  | { network: true }
  | { timeout: true }
  | ((config: AxiosRequestConfig) => Reply | Promise<Reply>)

export interface SentRequest {
  method: string
  url: string
  baseURL?: string
  params?: Record<string, unknown>
  headers: Record<string, string>
  /** Parsed JSON body when the body was JSON. */
  body?: unknown
  rawData?: unknown
}

/**
 * Replaces the client's adapter: each call takes the next reply (or the route's reply) and the
 * request is recorded as the server would see it (headers flattened, JSON body parsed).
 */
export function mockTransport(routes: Record<string, Reply | Reply[]> = {}) {
  const sent: SentRequest[] = []
  const queues = new Map<string, Reply[]>()
  for (const [key, reply] of Object.entries(routes)) queues.set(key, Array.isArray(reply) ? [...reply] : [reply])

  function take(method: string, url: string): Reply | undefined {
    const q = queues.get(`${method} ${url}`) ?? queues.get(url)
    if (!q || !q.length) return undefined
    return q.length > 1 ? q.shift() : q[0]
  }

  const adapter = async (config: AxiosRequestConfig): Promise<AxiosResponse> => {
    const method = String(config.method || 'get').toUpperCase()
    const url = String(config.url)
    const headers = { ...(config.headers as Record<string, string>) }
    let body: unknown
    if (typeof config.data === 'string') {
      try {
        body = JSON.parse(config.data)
      } catch {
        body = config.data
      }
    }
    sent.push({ method, url, baseURL: config.baseURL, params: config.params, headers, body, rawData: config.data })
    let reply = take(method, url)
    if (!reply) throw Object.assign(new Error(`No mocked reply for ${method} ${url}`), { isTestError: true })
    while (typeof reply === 'function') reply = await reply(config)
    if ('network' in reply) throw new Error('Network Error')
    if ('timeout' in reply) throw Object.assign(new Error(`timeout of ${config.timeout}ms exceeded`), { code: 'ECONNABORTED' })
    const status = reply.status ?? 200
    const response = { data: reply.body, status, statusText: '', headers: {}, config }
    if (status >= 200 && status < 300) return response
    throw Object.assign(new Error(`Request failed with status code ${status}`), { config, response, isAxiosError: true })
  }

  httpClient.defaults.adapter = adapter as AxiosRequestConfig['adapter']
  return {
    sent,
    /** Requests to a path (exact url as passed by the client). */
    to(url: string) {
      return sent.filter((r) => r.url === url)
    },
    reply(key: string, reply: Reply | Reply[]) {
      queues.set(key, Array.isArray(reply) ? [...reply] : [reply])
    },
  }
}

export const ok = (data: unknown = {}) => ({ body: { state: 1, msg: '', data } })
export const fail = (state: number, msg = '', data: unknown = null) => ({ body: { state, msg, data } })

/** Clears storage and every persisted or login-related atom. */
export function resetSession(): void {
  __resetStorage()
  sessionStore.set(tokenAtom, null)
  sessionStore.set(userInfoAtom, null)
  sessionStore.set(wxUserInfoAtom, null)
  sessionStore.set(loginOverlayVisibleAtom, false)
  sessionStore.set(loadingCountAtom, 0)
  sessionStore.set(loadingShownAtom, false)
  sessionStore.set(toastUntilAtom, 0)
  sessionStore.set(invitationCodeAtom, '')
  sessionStore.set(channelAtom, '1')
  sessionStore.set(silentTicketAtom, null)
  sessionStore.set(bindingTicketAtom, null)
  sessionStore.set(browseUUIDAtom, '')
  sessionStore.set(currentSceneIdAtom, null)
  __resetStorage()
}

export const JSDOM_UA = navigator.userAgent

export function setUserAgent(ua: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
  resetEnvCache()
}

export const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  appAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 XinZhanApp/1.3.2',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve()
}

/** 'pending' when the promise has not settled after the microtask queue drained. */
export async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  await new Promise((r) => setTimeout(r, 0))
  await flush()
  return state
}

/** Installs a fake app bridge; `answer` decides each answered call's reply. */
export function installBridge(answer: (msg: { id: string; method: string; params: unknown }) => { ok: boolean; data?: unknown; error?: string } | null) {
  const messages: { id: string; method: string; params: unknown }[] = []
  const w = window as unknown as Record<string, unknown>
  w.XinZhanBridge = {
    postMessage(json: string) {
      const msg = JSON.parse(json)
      messages.push(msg)
      const reply = answer(msg)
      if (reply) setTimeout(() => (w.__xinzhanBridgeCallback as (id: string, r: unknown) => void)(msg.id, reply), 0)
    },
  }
  return {
    messages,
    remove() {
      delete w.XinZhanBridge
    },
  }
}
