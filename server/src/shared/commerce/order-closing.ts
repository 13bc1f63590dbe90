import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB, OrderRow } from '../../db/schema.js';
import type { CommodityService } from './commodities.js';
import type { CreditService } from './credits.js';
import type { OrderEvents } from './order-events.js';
import type { OrderCoupons } from './order-coupons.js';
import { OPEN_STATUSES, transition } from './state.js';

/**
 * A `paying` order closes this long after its deadline: WeChat refuses payment at the deadline
 * (time_expire), and the grace lets a callback for a payment made just before it arrive first.
 */
export const PAYING_CLOSE_GRACE_MS = 120_000;

/**
 * Closing unpaid orders: on cancel, lazily when an overdue order is read, and by the sweep. A
 * close releases what the order reserved (coupon, credits, stock) exactly once.
 */
export class OrderClosing {
  /** Called after an order closed (payments uses it to close the provider's side too). */
  onClosed: (order: OrderRow) => void = () => {};

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly parts: { commodities: CommodityService; orderCoupons: OrderCoupons; credits: CreditService; events: OrderEvents },
  ) {}

  /** Past its deadline and still unpaid (a `paying` order gets the grace). */
  isOverdue(order: OrderRow, now: number): boolean {
    if (order.status === 'created') return order.pay_deadline <= now;
    if (order.status === 'paying') return order.pay_deadline + PAYING_CLOSE_GRACE_MS <= now;
    return false;
  }

  /**
   * created|paying → closed, releasing what the order reserved, exactly once: the conditional
   * status update decides, and only its winner releases the coupon (locked → usable, or expired
   * past its end), gives back the credits (a ledger row) and the stock.
   */
  async close(order: OrderRow, reason: 'timeout' | 'cancelled'): Promise<boolean> {
    const { orderCoupons, credits, commodities } = this.parts;
    const now = this.clock.now();
    const closed = await this.db.transaction().execute(async (trx) => {
      const moved = await transition(trx, order.id, 'closed', { closed_at: now, close_reason: reason, updated_at: now }, OPEN_STATUSES);
      if (!moved) return false;
      await orderCoupons.release(trx, order.id);
      if (order.credits_used > 0) await credits.change(trx, order.user_id, order.credits_used, 'order_release', order.order_number);
      await commodities.restoreStock(trx, order.commodity_id, order.quantity);
      await trx
        .updateTable('payments')
        .set({ status: 'closed', updated_at: now })
        .where('order_id', '=', order.id)
        .where('status', 'in', ['pending', 'prepaid'])
        .execute();
      await this.parts.events.closed(trx, order);
      return true;
    });
    if (closed) {
      this.log.info({ orderNumber: order.order_number, reason }, 'order closed');
      this.onClosed(order);
    }
    return closed;
  }

  /** Closes the user's overdue unpaid orders (before their list is read). */
  async closeOverdueOf(userId: number): Promise<void> {
    const now = this.clock.now();
    const overdue = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'created'), eb('pay_deadline', '<=', now)]),
          eb.and([eb('status', '=', 'paying'), eb('pay_deadline', '<=', now - PAYING_CLOSE_GRACE_MS)]),
        ]),
      )
      .execute();
    for (const order of overdue) await this.close(order, 'timeout');
  }

  /** The sweep (main runs it on an interval): closes overdue unpaid orders, `limit` at a time. */
  async closeExpired(limit = 200): Promise<number> {
    const now = this.clock.now();
    const overdue = await this.db
      .selectFrom('orders')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'created'), eb('pay_deadline', '<=', now)]),
          eb.and([eb('status', '=', 'paying'), eb('pay_deadline', '<=', now - PAYING_CLOSE_GRACE_MS)]),
        ]),
      )
      .orderBy('pay_deadline')
      .limit(limit)
      .execute();
    let closed = 0;
    for (const order of overdue) if (await this.close(order, 'timeout')) closed += 1;
    return closed;
  }
}
