// 确认订单 → 支付中 → 下单成功: the confirmed choices travel to the paying page in its query, and
// the order it places is remembered under the confirm's request id, so a reload of the paying
// page pays that same order instead of placing a second one.
import type { OrderPlacement } from '@/core/pay/types'
import { readStored, writeStored } from '@/core/storage'
import type { RouteParams } from '@/routes/match'
import { positiveId } from '@/features/distribution/utils/nav'

/** Long enough for any unpaid order to close on its own first. */
const REMEMBER_SECONDS = 24 * 3600
const REQUEST_ID = /^[a-z0-9]{6,32}$/

export type CheckoutQuery = Record<string, string | number>

export function newRequestId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/** The paying page's query for what the buyer confirmed. */
export function checkoutQuery(placement: OrderPlacement, requestId: string, productType?: string): CheckoutQuery {
  const choices = placement.choices ?? {}
  const credits = choices.useCredits
  const query: CheckoutQuery = {
    commodityId: placement.commodityId,
    quantity: placement.quantity,
    couponId: choices.couponId ?? 0,
    credits: credits === true ? 'all' : typeof credits === 'number' ? credits : 0,
    req: requestId,
  }
  if (choices.addressId) query.addressId = choices.addressId
  if (productType) query.productType = productType
  return query
}

export interface Checkout {
  placement: OrderPlacement
  requestId: string
  productType: string
}

/** Reads checkoutQuery back; null when the query does not describe an order. */
export function checkoutOf(params: RouteParams): Checkout | null {
  const commodityId = positiveId(params.commodityId)
  const quantity = positiveId(params.quantity) ?? 1
  const requestId = params.req || ''
  if (!commodityId || !REQUEST_ID.test(requestId)) return null
  const points = Number(params.credits)
  const useCredits = params.credits === 'all' ? true : Number.isInteger(points) && points > 0 ? points : false
  const addressId = positiveId(params.addressId)
  return {
    placement: {
      commodityId,
      quantity,
      choices: { couponId: positiveId(params.couponId) ?? 0, useCredits, ...(addressId ? { addressId } : {}) },
    },
    requestId,
    productType: params.productType || '',
  }
}

const keyOf = (requestId: string) => `distCheckout:${requestId}`

export function rememberOrder(requestId: string, orderNumber: string): void {
  writeStored(keyOf(requestId), orderNumber, REMEMBER_SECONDS)
}

/** The order this confirm placed already, or ''. */
export function rememberedOrder(requestId: string): string {
  return readStored<string>(keyOf(requestId)) ?? ''
}
