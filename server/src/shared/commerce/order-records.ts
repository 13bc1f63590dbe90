/** The order rows themselves: their numbers and the one INSERT that placing and exchanging share. */
import type { Kysely } from 'kysely';
import { randomDigits } from '../../core/crypto.js';
import type { CommodityRow, DB, OrderRow } from '../../db/schema.js';
import type { PriceBreakdown } from './pricing.js';
import type { OrderExt, OrderKind } from './schemas.js';

/** Beijing wall time yyyyMMddHHmmss. */
function beijingStamp(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** XZ + Beijing time to the second + 8 random digits (a collision is a unique violation: draw again). */
export function newOrderNumber(now: number): string {
  return `XZ${beijingStamp(now)}${randomDigits(8)}`;
}

export interface NewOrder {
  orderNumber: string;
  userId: number;
  kind: OrderKind;
  commodity: CommodityRow;
  price: PriceBreakdown;
  couponId: number | null;
  sceneId: number | null;
  channel: string | null;
  ext: OrderExt;
  address: string | null;
  now: number;
  /** When an unpaid order closes (an exchange is paid at once: `now`). */
  payDeadline: number;
}

/** Inserts a `created` order priced by ./pricing.ts (in the caller's transaction, if any). */
export async function insertOrder(trx: Kysely<DB>, o: NewOrder): Promise<OrderRow> {
  return trx
    .insertInto('orders')
    .values({
      order_number: o.orderNumber,
      user_id: o.userId,
      kind: o.kind,
      commodity_id: o.commodity.id,
      commodity_type: o.commodity.type,
      commodity_name: o.commodity.name,
      unit_price_fen: o.price.unitPriceFen,
      unit_duration_days: o.commodity.duration_days,
      quantity: o.price.quantity,
      original_fen: o.price.originalFen,
      coupon_discount_fen: o.price.couponDiscountFen,
      credits_used: o.price.creditsUsed,
      credits_discount_fen: o.price.creditsDiscountFen,
      payable_fen: o.price.payableFen,
      user_coupon_id: o.couponId,
      status: 'created',
      pay_scene: null,
      pay_mode: null,
      provider: null,
      channel: o.channel,
      scene_id: o.sceneId,
      ext_info: JSON.stringify(o.ext),
      address: o.address,
      transaction_id: null,
      vip_from: null,
      vip_until: null,
      earned_credits: 0,
      close_reason: null,
      refund_no: null,
      refund_reason: null,
      created_at: o.now,
      pay_deadline: o.payDeadline,
      paid_at: null,
      closed_at: null,
      refunded_at: null,
      updated_at: o.now,
      version: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
