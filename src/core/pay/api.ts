// The order and payment calls the pay interface makes (spec 7; docs/API.md "Orders and payment").
import type { AddOrderAnswer, OrderStatusView, SandboxResult } from '@contract/commerce'
import type { AddOrderBody, OrderNumberQuery, SandboxCompleteBody } from '@contract/order'
import { get, post } from '@/core/request/client'
import type { RequestOptions } from '@/core/request/client'
import type { PayScene } from '@/core/pay/types'

/** Spec 3.4: the order creation payload, as this client sends it (its pay scenes; `extInfo` as a JSON string). */
export type AddOrderPayload = AddOrderBody & { payScene: PayScene; extInfo?: string }

export function addOrder(payload: AddOrderPayload): Promise<AddOrderAnswer> {
  return post<AddOrderAnswer>('/pay/addorder', payload)
}

/** The paying page polls this: no loading view, no toast every 1.5 s. */
export function getOrderStatus(orderNumber: string, opts: RequestOptions = { skipLoading: true, silent: true }): Promise<OrderStatusView> {
  const query: OrderNumberQuery = { orderNumber }
  return get<OrderStatusView>('/order/status', query, opts)
}

/** The sandbox cashier's choice; the answer's `verdict` is the callback's (applied, duplicate, amount_mismatch…) or cancelled. */
export function completeSandboxPayment(orderNumber: string, result: SandboxCompleteBody['result']): Promise<SandboxResult> {
  const body: SandboxCompleteBody = { orderNumber, result }
  return post<SandboxResult>('/pay/sandbox/complete', body)
}
