// Envelope rules of spec 8 as a pure function: what a 2xx answer means for the caller.
import { ApiError } from '@/core/request/errors'

export interface Envelope<T = unknown> {
  state: number
  msg?: string
  data: T
}

/** States rejected with their message and no toast (spec 8). */
export const QUIET_STATES: readonly number[] = [-4, -6009, -103]
export const STATE_OK = 1
export const STATE_NOT_LOGGED_IN = -1

export type EnvelopeOutcome<T> =
  /** state 1: the caller gets data. */
  | { action: 'resolve'; data: T }
  /** state -1: show the login view, then reject. */
  | { action: 'login'; error: ApiError }
  /** -4, -6009, -103: reject, no toast. */
  | { action: 'reject'; error: ApiError }
  /** any other state with a message: toast it, then reject. */
  | { action: 'toast'; error: ApiError }
  /** any other state with an empty message: the call never settles. */
  | { action: 'hang'; state: number }

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || !('state' in body)) return false
  const state = (body as { state: unknown }).state
  return (typeof state === 'number' || typeof state === 'string') && state !== '' && !Number.isNaN(Number(state))
}

/**
 * Interprets the body of a 2xx answer. A body that is not an envelope at all (an HTML error page
 * from a proxy, an empty body) is an HTTP-level failure, not a business state.
 */
export function interpretEnvelope<T = unknown>(body: unknown): EnvelopeOutcome<T> {
  if (!isEnvelope(body)) {
    return { action: 'reject', error: new ApiError({ state: 0, message: 'Invalid response body', data: body, kind: 'http' }) }
  }
  const state = Number(body.state)
  const msg = typeof body.msg === 'string' ? body.msg.trim() : ''
  if (state === STATE_OK) return { action: 'resolve', data: body.data as T }
  if (state === STATE_NOT_LOGGED_IN) {
    return { action: 'login', error: new ApiError({ state, message: msg || '请先登录', data: body.data }) }
  }
  const error = new ApiError({ state, message: msg, data: body.data })
  if (QUIET_STATES.includes(state)) return { action: 'reject', error }
  if (msg) return { action: 'toast', error }
  return { action: 'hang', state }
}
