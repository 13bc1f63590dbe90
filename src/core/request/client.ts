// The one HTTP client (taro-axios): headers of spec 3.1, loading view, envelope rules of spec 8.
import Taro from '@tarojs/taro'
import axios, { FileData, PostData } from 'taro-axios'
import type { AxiosError, AxiosRequestConfig, AxiosTransformer, Method } from 'taro-axios'
import { API_BASE, APP_VERSION, HTTP_TIMEOUT, LOGIN_TYPE, PAGE_SIZE } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import { emit } from '@/core/hub'
import { ApiError } from '@/core/request/errors'
import { interpretEnvelope } from '@/core/request/envelope'
import { loadingCountAtom, loadingShownAtom, sessionStore } from '@/core/session/atoms'
import { clearToken, getToken } from '@/core/session/session'
import { quietly, toast, toastShowing } from '@/core/toast'

export { ApiError, describeError, isApiError } from '@/core/request/errors'

export interface RequestOptions {
  /** Do not show the loading view for this call. */
  skipLoading?: boolean
  /**
   * Background calls (events, error reports, silent login): no toast, no login view, and a
   * state with an empty message rejects instead of hanging.
   */
  silent?: boolean
  headers?: Record<string, string>
  timeout?: number
  /** Another base address (the webhook relay); '' for an absolute url. */
  baseURL?: string
}

export type Params = Record<string, unknown>

const defaultTransforms = ([] as AxiosTransformer[]).concat(axios.defaults.transformRequest ?? [])

/**
 * The taro-axios instance; exported so tests can swap its adapter. Area code uses get/post/put.
 * Object bodies go out as JSON: axios sets `application/json;charset=utf-8` for them by itself.
 */
export const httpClient = axios.create({
  baseURL: API_BASE,
  timeout: HTTP_TIMEOUT,
  // taro-axios lets an upload body (PostData) through by comparing `toString()` with
  // '[object PostData]', built from the class name, which minification renames: release builds
  // sent uploads as JSON (the mini-program suite found it). Pass it through by identity instead.
  transformRequest: [(data, headers) => (data instanceof PostData ? data : defaultTransforms.reduce((body, transform) => transform(body, headers), data))],
})

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i

/** The session headers of spec 3.1 (token only when logged in), also for calls made without axios. */
export function apiHeaders(): Record<string, string> {
  const env = getEnvInfo()
  const headers: Record<string, string> = { loginType: String(LOGIN_TYPE), terminal: env.terminal, version: APP_VERSION, ecology: env.ecology }
  const token = getToken()
  if (token) headers.token = token
  return headers
}

httpClient.interceptors.request.use((config) => {
  // Session headers go to our API only, never to another host (the webhook relay may be WeCom's).
  if (config.baseURL !== API_BASE || ABSOLUTE_URL.test(config.url || '')) return config
  const session = apiHeaders()
  const headers: Record<string, string> = { ...(config.headers as Record<string, string>), ...session }
  if (!session.token) delete headers.token
  config.headers = headers
  return config
})

// ---- loading view: on while at least one call that wants it is open ----

// A toast on screen is left alone (the loading view would replace it: see toastShowing), and
// hiding the loading view never hides a toast shown meanwhile (noConflict).
function beginLoading(): void {
  const n = sessionStore.get(loadingCountAtom)
  sessionStore.set(loadingCountAtom, n + 1)
  if (n === 0 && !toastShowing()) {
    sessionStore.set(loadingShownAtom, true)
    quietly(() => Taro.showLoading({ title: '加载中', mask: true }))
  }
}

function endLoading(): void {
  const n = Math.max(0, sessionStore.get(loadingCountAtom) - 1)
  sessionStore.set(loadingCountAtom, n)
  if (n === 0 && sessionStore.get(loadingShownAtom)) {
    sessionStore.set(loadingShownAtom, false)
    quietly(() => Taro.hideLoading({ noConflict: true }))
  }
}

// ---- calls that never settle (spec 8: other state, empty message) ----

type UnsettledListener = (count: number, info: { url: string; state: number }) => void
let unsettledCount = 0
const unsettledListeners = new Set<UnsettledListener>()

/** Counts calls left pending on purpose, so tests and diagnostics can see them. Holds no promises. */
export const unsettledCalls = {
  get count(): number {
    return unsettledCount
  },
  subscribe(listener: UnsettledListener): () => void {
    unsettledListeners.add(listener)
    return () => {
      unsettledListeners.delete(listener)
    }
  },
}

function neverSettle<T>(url: string, state: number): Promise<T> {
  unsettledCount += 1
  console.warn(`[request] ${url} answered state ${state} with no message; the call is left pending (spec 8).`)
  unsettledListeners.forEach((listener) => {
    try {
      listener(unsettledCount, { url, state })
    } catch {
      // A faulty listener must not break the request pipeline.
    }
  })
  // No timer, no stored resolver: once the caller drops it, the promise is garbage.
  return new Promise<T>(() => undefined)
}

// ---- transport failures ----

function transportError(e: unknown): ApiError {
  const err = e as Partial<AxiosError> & { message?: string }
  const message = err?.message || 'Network Error'
  if (err?.response) {
    return new ApiError({ state: 0, message, data: err.response.data, kind: 'http', httpStatus: err.response.status })
  }
  if (err?.code === 'ECONNABORTED' || /timeout/i.test(message)) {
    return new ApiError({ state: 0, message, kind: 'timeout' })
  }
  return new ApiError({ state: 0, message, kind: 'network' })
}

async function send<T>(config: AxiosRequestConfig, opts: RequestOptions = {}): Promise<T> {
  const withLoading = !opts.skipLoading
  const request: AxiosRequestConfig = { ...config }
  if (opts.headers) request.headers = { ...config.headers, ...opts.headers }
  if (opts.timeout) request.timeout = opts.timeout
  if (opts.baseURL !== undefined) request.baseURL = opts.baseURL

  const sentToken = getToken()
  if (withLoading) beginLoading()
  let body: unknown
  try {
    const response = await httpClient.request(request)
    body = response.data
  } catch (e) {
    throw transportError(e)
  } finally {
    if (withLoading) endLoading()
  }

  const outcome = interpretEnvelope<T>(body)
  switch (outcome.action) {
    case 'resolve':
      return outcome.data
    case 'login':
      // A -1 for a call sent before a fresh login must not undo that login.
      if (getToken() === sentToken) {
        // The server no longer accepts this token: drop it so the next call goes out as a visitor.
        clearToken()
        // The login code (core/login/prompt) listens for this; app.ts subscribes it at start.
        if (!opts.silent) emit('loginNeeded')
      }
      throw outcome.error
    case 'reject':
      throw outcome.error
    case 'toast':
      if (!opts.silent) toast(outcome.error.message)
      throw outcome.error
    case 'hang':
      if (opts.silent) throw new ApiError({ state: outcome.state, message: '' })
      return neverSettle<T>(String(config.url), outcome.state)
  }
}

function call<T>(method: Method, url: string, payload: { params?: Params; data?: unknown }, opts?: RequestOptions) {
  return send<T>({ method, url, params: payload.params, data: payload.data }, opts)
}

export function get<T = unknown>(url: string, params?: Params, opts?: RequestOptions): Promise<T> {
  return call<T>('GET', url, { params }, opts)
}

export function post<T = unknown>(url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return call<T>('POST', url, { data: body ?? {} }, opts)
}

export function put<T = unknown>(url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return call<T>('PUT', url, { data: body ?? {} }, opts)
}

/** Paged GET: adds pageNum, pageNo (= pageNum) and pageSize (15 unless the caller gives one). */
export function getPage<T = unknown>(url: string, pageNum: number, params?: Params, opts?: RequestOptions): Promise<T> {
  return get<T>(url, { pageSize: PAGE_SIZE, ...params, pageNum, pageNo: pageNum }, opts)
}

/**
 * Multipart upload of one local file (a weapp temp path, or a blob:/File on H5) as field `name`.
 * taro-axios sends it with Taro.uploadFile in the mini-program and FormData on H5.
 */
export function upload<T = unknown>(
  url: string,
  file: string | Blob,
  name = 'file',
  fields: Record<string, string> = {},
  opts?: RequestOptions,
): Promise<T> {
  const data = new PostData({ ...fields, [name]: new FileData(file) })
  return send<T>({ method: 'POST', url, data }, opts)
}
