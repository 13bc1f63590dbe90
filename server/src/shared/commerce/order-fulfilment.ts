import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB, OrderRow } from '../../db/schema.js';
import type { CommodityService } from './commodities.js';
import type { CouponTemplates } from './coupon-templates.js';
import type { CouponService } from './coupons.js';
import type { CreditService } from './credits.js';
import type { MembershipChanges } from './memberships.js';
import type { OrderEvents } from './order-events.js';
import type { OrderCoupons } from './order-coupons.js';
import type { SinglePurchases } from './single-purchase.js';

const DAY_MS = 86_400_000;

/**
 * What a paid order gives, inside the transaction that marked it paid (a payment callback, an
 * order with nothing to pay, a credits exchange): the coupon becomes used, a VIP tier extends the
 * membership (stacking), a course or an assessment is owned, a coupon commodity issues its
 * coupons, the first paid purchase earns credits by rule, and the areas' order listeners run.
 */
export class OrderFulfilment {
  constructor(
    private readonly clock: Clock,
    private readonly parts: {
      commodities: CommodityService;
      coupons: CouponService;
      couponTemplates: CouponTemplates;
      orderCoupons: OrderCoupons;
      credits: CreditService;
      memberships: MembershipChanges;
      purchases: SinglePurchases;
      events: OrderEvents;
    },
  ) {}

  async fulfil(trx: Kysely<DB>, order: OrderRow): Promise<{ order: OrderRow; couponIds: number[] }> {
    const { coupons, couponTemplates, orderCoupons, credits, memberships } = this.parts;
    const changes: { vip_from?: number; vip_until?: number; earned_credits?: number } = {};
    const couponIds: number[] = [];
    await orderCoupons.markUsed(trx, order.id);
    if (order.commodity_type === 'vip' && order.unit_duration_days > 0) {
      const { from, until } = await memberships.extend(trx, order.user_id, order.unit_duration_days * order.quantity * DAY_MS);
      changes.vip_from = from;
      changes.vip_until = until;
    }
    await this.parts.purchases.grant(trx, order, this.clock.now());
    if (order.commodity_type === 'coupon') {
      const commodity = await this.parts.commodities.find(order.commodity_id, trx);
      const template = commodity?.coupon_template_id ? await couponTemplates.find(commodity.coupon_template_id, trx) : undefined;
      if (!template) throw new AppError(States.EXCHANGE_NOT_AVAILABLE);
      for (let i = 0; i < order.quantity; i += 1) {
        const coupon = await coupons.issue(trx, order.user_id, template, order.kind, { checkLimit: order.kind === 'exchange', strict: true });
        couponIds.push(coupon!.id);
      }
    }
    if (order.kind === 'purchase' && order.payable_fen > 0) {
      const earned = await credits.award(trx, order.user_id, 'first_purchase', order.order_number);
      if (earned > 0) changes.earned_credits = earned;
    }
    if (Object.keys(changes).length) {
      await trx.updateTable('orders').set(changes).where('id', '=', order.id).execute();
    }
    const fulfilled = { ...order, ...changes };
    await this.parts.events.paid(trx, fulfilled);
    return { order: fulfilled, couponIds };
  }
}
