// The paying page's confirmation: order/status every 1.5 s for up to ~30 s (WeChat's callback
// reaches the server a moment after the pay sheet closes).
import { PAY_POLL_INTERVAL_MS, PAY_POLL_TIMEOUT_MS } from '@/core/config'
import { getOrderStatus } from '@/core/pay/api'
import type { OrderStatusView } from '@/core/pay/types'
import { describeError, isApiError } from '@/core/request/errors'

/**
 * - `paid`: the server has the money;
 * - `closed`: the order closed (timeout, cancel) or was refunded: nothing to wait for;
 * - `pending`: still not paid when the time ran out (or the poll was stopped); `error` holds the
 *   last failure when the status could not be read.
 */
export type PollOutcome =
  | { outcome: 'paid'; order: OrderStatusView }
  | { outcome: 'closed'; order: OrderStatusView }
  | { outcome: 'pending'; order: OrderStatusView | null; error?: string }

export interface PollOptions {
  intervalMs?: number
  timeoutMs?: number
  /** Each status read, e.g. to show 支付中. */
  onUpdate?: (order: OrderStatusView) => void
  /** Checked between reads: true stops the poll (the page went away). */
  stopped?: () => boolean
}

/** Orders that no longer exist for this user: polling again cannot help. */
const ORDER_NOT_FOUND = 4305

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function isPaidStatus(order: OrderStatusView): boolean {
  return order.paid || order.status === 'paid'
}

export function isFinalUnpaid(order: OrderStatusView): boolean {
  return order.status === 'closed' || order.status === 'refunded'
}

/** Polls order/status until it is paid or closed, or the time is up. Never rejects. */
export async function pollOrderStatus(orderNumber: string, options: PollOptions = {}): Promise<PollOutcome> {
  const { intervalMs = PAY_POLL_INTERVAL_MS, timeoutMs = PAY_POLL_TIMEOUT_MS, onUpdate, stopped } = options
  const started = Date.now()
  let last: OrderStatusView | null = null
  let error: string | undefined
  for (;;) {
    try {
      last = await getOrderStatus(orderNumber)
      error = undefined
      onUpdate?.(last)
      if (isPaidStatus(last)) return { outcome: 'paid', order: last }
      if (isFinalUnpaid(last)) return { outcome: 'closed', order: last }
    } catch (e) {
      error = describeError(e)
      if (isApiError(e) && e.state === ORDER_NOT_FOUND) return { outcome: 'pending', order: last, error }
    }
    if (stopped?.() || Date.now() - started + intervalMs > timeoutMs) return { outcome: 'pending', order: last, ...(error ? { error } : {}) }
    await sleep(intervalMs)
    if (stopped?.()) return { outcome: 'pending', order: last, ...(error ? { error } : {}) }
  }
}
