// Order calls of the confirm page and "my orders" (docs/API.md "Orders and payment").
import type { Order, OrderConfirm, OrderStatus } from '@contract/commerce'
import type { CancelOrderBody, OrderConfirmQuery, OrderListQuery, OrderNumberQuery } from '@contract/order'
import { get, getPage, post } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type { Order, OrderConfirm }

/** The server's price for these choices; the page shows it and never computes money itself. */
export function getOrderConfirm(query: OrderConfirmQuery): Promise<OrderConfirm> {
  const params: Record<string, unknown> = { ...query }
  for (const key of Object.keys(params)) if (params[key] === undefined) delete params[key]
  return get<OrderConfirm>('/whole/order/confirm', params, { skipLoading: true })
}

export type OrderFilter = 'all' | 'pending' | 'paid' | 'closed' | 'refunded'

/** The statuses each filter asks order/list for, comma-joined; 待支付 is created and paying. */
const FILTER_STATUSES: Record<Exclude<OrderFilter, 'all'>, OrderStatus[]> = {
  pending: ['created', 'paying'],
  paid: ['paid'],
  closed: ['closed'],
  refunded: ['refunded'],
}

export function getOrders(pageNum: number, filter: OrderFilter): Promise<PageOf<Order>> {
  const query: OrderListQuery = filter === 'all' ? {} : { status: FILTER_STATUSES[filter].join(',') }
  return getPage<PageOf<Order>>('/order/list', pageNum, query, { skipLoading: true })
}

export function getOrderDetail(orderNumber: string): Promise<Order> {
  const query: OrderNumberQuery = { orderNumber }
  return get<Order>('/order/detail', query, { skipLoading: true })
}

export function cancelOrder(orderNumber: string): Promise<Order> {
  const body: CancelOrderBody = { orderNumber }
  return post<Order>('/order/cancel', body)
}
