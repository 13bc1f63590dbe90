import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB, OrderRow } from '../../db/schema.js';
import { membership, membershipOf } from '../accounts/users.js';
import type { OrderClosing } from './order-closing.js';
import type { Order, OrderKind, OrderStatus, OrderStatusView } from './schemas.js';
import { orderView, statusText } from './views.js';

/**
 * Orders as their buyer sees them: one order (closed first when it is overdue), its status, the
 * list, cancelling. Placing is ./order-placement.ts, the quote ./order-quotes.ts, what a paid order
 * gives ./order-fulfilment.ts, closing ./order-closing.ts, exchanging credits ./credits-exchange.ts;
 * amounts come from ./pricing.ts only, status changes go through ./state.ts only.
 */
export class OrderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly closing: OrderClosing,
  ) {}

  async findByNumber(orderNumber: string, db: Kysely<DB> = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
  }

  /** The user's order (closed first if it is overdue), or ORDER_NOT_FOUND. */
  async owned(userId: number, orderNumber: string): Promise<OrderRow> {
    const order = await this.findByNumber(orderNumber);
    if (!order || order.user_id !== userId) throw new AppError(States.ORDER_NOT_FOUND);
    if (this.closing.isOverdue(order, this.clock.now())) {
      await this.closing.close(order, 'timeout');
      return (await this.findByNumber(orderNumber))!;
    }
    return order;
  }

  async statusView(order: OrderRow): Promise<OrderStatusView> {
    let vip: OrderStatusView['vip'] = null;
    if (order.commodity_type === 'vip' && order.status === 'paid') {
      vip = (await membershipOf(this.db, order.user_id, this.clock.now())) ?? membership(null, this.clock.now());
    }
    return {
      orderNumber: order.order_number,
      status: order.status,
      statusText: statusText(order.status),
      paid: order.status === 'paid',
      originalFen: order.original_fen,
      couponDiscountFen: order.coupon_discount_fen,
      creditsUsed: order.credits_used,
      creditsDiscountFen: order.credits_discount_fen,
      payableFen: order.payable_fen,
      createdAt: order.created_at,
      payDeadline: order.pay_deadline,
      paidAt: order.paid_at,
      closedAt: order.closed_at,
      closeReason: order.close_reason,
      vip,
    };
  }

  async list(userId: number, request: PageRequest, filter: { statuses?: readonly OrderStatus[]; kind?: OrderKind }): Promise<Page<Order>> {
    await this.closing.closeOverdueOf(userId);
    let base = this.db.selectFrom('orders').where('user_id', '=', userId);
    if (filter.statuses?.length) base = base.where('status', 'in', filter.statuses);
    if (filter.kind) base = base.where('kind', '=', filter.kind);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(rows.map(orderView), total.n, request);
  }

  async cancel(userId: number, orderNumber: string): Promise<Order> {
    const order = await this.owned(userId, orderNumber);
    if (order.status === 'paid' || order.status === 'refunded') throw new AppError(States.ORDER_ALREADY_PAID);
    if (order.status === 'closed') return orderView(order);
    if (!(await this.closing.close(order, 'cancelled'))) {
      const now = await this.findByNumber(orderNumber);
      if (now?.status === 'paid') throw new AppError(States.ORDER_ALREADY_PAID);
    }
    return orderView((await this.findByNumber(orderNumber))!);
  }

  /** The sweep (main runs it on an interval): closes overdue unpaid orders, `limit` at a time. */
  async closeExpired(limit = 200): Promise<number> {
    return this.closing.closeExpired(limit);
  }
}
