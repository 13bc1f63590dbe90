// The order and payment calls the pay interface makes (spec 7; docs/API.md "Orders and payment").
import { get, post } from '@/core/request/client'
import type { RequestOptions } from '@/core/request/client'
import type { AddOrderAnswer, OrderStatus, PayScene } from '@/core/pay/types'

/** Spec 3.4: the order creation payload. */
export interface AddOrderPayload {
  commodityId?: number
  purchaseQuantity: number
  sceneId?: number
  openId?: string
  payScene: PayScene
  payMode: string
  channel?: string
  /** A JSON string: `{ couponId, useCredits, addressId }` or `{ orderNumber }` to pay an existing order. */
  extInfo?: string
}

export function addOrder(payload: AddOrderPayload): Promise<AddOrderAnswer> {
  return post<AddOrderAnswer>('/pay/addorder', payload)
}

/** The paying page polls this: no loading view, no toast every 1.5 s. */
export function getOrderStatus(orderNumber: string, opts: RequestOptions = { skipLoading: true, silent: true }): Promise<OrderStatus> {
  return get<OrderStatus>('/order/status', { orderNumber }, opts)
}

export type SandboxVerdict = 'applied' | 'duplicate' | 'cancelled' | 'amount_mismatch' | string

export function completeSandboxPayment(orderNumber: string, result: 'success' | 'cancel'): Promise<OrderStatus & { verdict: SandboxVerdict }> {
  return post<OrderStatus & { verdict: SandboxVerdict }>('/pay/sandbox/complete', { orderNumber, result })
}
