// The one error type every API call rejects with, and its Chinese wording for pages.

/**
 * business: the envelope said no (state ≠ 1); network: no answer; timeout: no answer in time;
 * http: a non-2xx status or a body that is not an envelope.
 */
export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http'

export class ApiError<T = unknown> extends Error {
  /** Envelope state; 0 when the call failed before an envelope arrived. */
  readonly state: number
  readonly data: T
  readonly kind: ApiErrorKind
  /** HTTP status for kind 'http'. */
  readonly httpStatus?: number

  constructor(init: { state: number; message: string; data?: T; kind?: ApiErrorKind; httpStatus?: number }) {
    super(init.message)
    // Keeps instanceof working when classes are compiled to ES5 for old webviews.
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'ApiError'
    this.state = init.state
    this.data = init.data as T
    this.kind = init.kind ?? 'business'
    this.httpStatus = init.httpStatus
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

export const NETWORK_ERROR_TEXT = '网络异常，请检查网络后重试'
export const TIMEOUT_ERROR_TEXT = '请求超时，请稍后重试'
export const SERVER_ERROR_TEXT = '服务异常，请稍后重试'
export const GENERIC_ERROR_TEXT = '操作失败，请稍后重试'

const HAS_CJK = /[\u3400-\u9fff]/

function envelopeMsg(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'msg' in data) {
    const msg = (data as { msg?: unknown }).msg
    return typeof msg === 'string' ? msg : ''
  }
  return ''
}

/** Turns any rejection (API, bridge, plain Error, string) into a Chinese sentence a page can show. */
export function describeError(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.kind === 'network') return NETWORK_ERROR_TEXT
    if (e.kind === 'timeout') return TIMEOUT_ERROR_TEXT
    if (e.kind === 'http') return envelopeMsg(e.data) || SERVER_ERROR_TEXT
    return e.message || GENERIC_ERROR_TEXT
  }
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : ''
  // Only Chinese text was written for users; English internals are replaced by a generic sentence.
  return message && HAS_CJK.test(message) ? message : GENERIC_ERROR_TEXT
}
