// Order calls of the confirm page and "my orders" (docs/API.md "Orders and payment").
import type { Address, Commodity, Coupon } from '@/core/api/commerce'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export interface OrderCoupon extends Coupon {
  /** What this coupon takes off this order, in fen. */
  discountFen: number
}

export interface OrderConfirm {
  commodity: Commodity
  quantity: number
  /** The server's cap for this order: 1 for courses and assessments, else stock and 99. */
  maxQuantity: number
  /** Usable for this order, best first. */
  coupons: OrderCoupon[]
  selectedCouponId: number | null
  credits: { balance: number; maxUsable: number; used: number; fenPerPoint: number; maxSharePercent: number }
  price: { unitPriceFen: number; originalFen: number; couponDiscountFen: number; creditsDiscountFen: number; payableFen: number }
  needsAddress: boolean
  address: Address | null
  payTimeoutMinutes: number
}

export interface ConfirmQuery {
  productId: number
  productType?: string
  purchaseQuantity: number
  /** Absent: the best; 0: none. */
  couponId?: number
  useCredits?: boolean
  addressId?: number
}

/** The server's price for these choices; the page shows it and never computes money itself. */
export function getOrderConfirm(query: ConfirmQuery): Promise<OrderConfirm> {
  const params: Record<string, unknown> = { ...query }
  for (const key of Object.keys(params)) if (params[key] === undefined) delete params[key]
  return get<OrderConfirm>('/whole/order/confirm', params, { skipLoading: true })
}

export interface AddressSnapshot {
  name: string
  mobile: string
  fullAddress: string
}

export interface Order {
  orderNumber: string
  kind: 'purchase' | 'exchange'
  status: 'created' | 'paying' | 'paid' | 'closed' | 'refunded'
  statusText: string
  commodityId: number
  commodityType: string
  commodityName: string
  quantity: number
  unitPriceFen: number
  originalFen: number
  couponDiscountFen: number
  creditsUsed: number
  creditsDiscountFen: number
  payableFen: number
  couponId: number | null
  payScene: string | null
  address: AddressSnapshot | null
  createdAt: number
  payDeadline: number
  paidAt: number | null
  closedAt: number | null
  closeReason: 'timeout' | 'cancelled' | null
  refundedAt: number | null
  vipFrom: number | null
  vipUntil: number | null
  earnedCredits: number
}

export type OrderFilter = 'all' | 'pending' | 'paid' | 'closed' | 'refunded'

/** The statuses each filter asks order/list for, comma-joined; 待支付 is created and paying. */
const FILTER_STATUSES: Record<Exclude<OrderFilter, 'all'>, Order['status'][]> = {
  pending: ['created', 'paying'],
  paid: ['paid'],
  closed: ['closed'],
  refunded: ['refunded'],
}

export function getOrders(pageNum: number, filter: OrderFilter): Promise<PageOf<Order>> {
  const query = filter === 'all' ? {} : { status: FILTER_STATUSES[filter].join(',') }
  return getPage<PageOf<Order>>('/order/list', pageNum, query, { skipLoading: true })
}

export function getOrderDetail(orderNumber: string): Promise<Order> {
  return get<Order>('/order/detail', { orderNumber }, { skipLoading: true })
}

export function cancelOrder(orderNumber: string): Promise<Order> {
  return post<Order>('/order/cancel', { orderNumber })
}
