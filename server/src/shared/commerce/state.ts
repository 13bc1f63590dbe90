/**
 * The order state machine: the only place that knows which status may follow which
 * (documented in docs/COMMERCE.md).
 *
 *   created ──► paying ──► paid ──► refunded
 *      │           │        ▲
 *      │           └──► closed
 *      ├──────────────► closed      (timeout or user cancel; reservations released)
 *      └──────────────► paid        (nothing to pay: coupon/credits cover it, credits exchange)
 *
 * Every change is a conditional update (`where status in (<allowed sources>)`), so concurrent
 * actors (a payment callback, the closing sweep, a user cancel) cannot both win.
 */
import type { Kysely, Updateable } from 'kysely';
import type { DB, OrdersTable } from '../../db/schema.js';
import { ORDER_STATUSES, type OrderStatus } from './schemas.js';

// The statuses are part of the API contract (request fields name them): ./schemas.ts.
export { ORDER_STATUSES, type OrderStatus };

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['paying', 'paid', 'closed'],
  paying: ['paid', 'closed'],
  paid: ['refunded'],
  closed: [],
  refunded: [],
};

/** Unpaid statuses: these hold reservations (coupon, credits, stock) and close on timeout. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'paying'];

export const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  created: '待支付',
  paying: '支付中',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`order cannot go from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses of a validated OrderStatusList (./schemas.ts), each once. */
export function statusesOf(list: string): OrderStatus[] {
  return [...new Set(list.split(','))] as OrderStatus[];
}

export function canTransition(from: string, to: OrderStatus): boolean {
  return isOrderStatus(from) && TRANSITIONS[from].includes(to);
}

export function assertTransition(from: string, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
}

/** The statuses an order may be in to move to `to`. */
export function sourcesOf(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => TRANSITIONS[from].includes(to));
}

/**
 * Moves one order to `to` if (and only if) it is still in one of `from` (default: every status
 * that may go to `to`). Throws for a `from` that may not go to `to`; answers whether this call
 * made the change (false: someone else changed the order first).
 */
export async function transition(
  db: Kysely<DB>,
  orderId: number,
  to: OrderStatus,
  changes: Omit<Updateable<OrdersTable>, 'status' | 'version' | 'id'> & { updated_at: number },
  from: readonly OrderStatus[] = sourcesOf(to),
): Promise<boolean> {
  for (const source of from) assertTransition(source, to);
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ ...changes, status: to, version: eb('version', '+', 1) }))
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
