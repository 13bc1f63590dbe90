/** Orders as the API answers them (the shapes: ./schemas.ts), shared by the order, pay, credits and admin routes. */
import type { OrderRow } from '../../db/schema.js';
import type { AddressSnapshot, Order } from './schemas.js';
import { STATUS_TEXT, isOrderStatus } from './state.js';

function parseAddress(raw: string | null): AddressSnapshot | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AddressSnapshot;
  } catch {
    return null;
  }
}

export function statusText(status: string): string {
  return isOrderStatus(status) ? STATUS_TEXT[status] : status;
}

export function orderView(o: OrderRow): Order {
  return {
    orderNumber: o.order_number,
    kind: o.kind,
    status: o.status,
    statusText: statusText(o.status),
    commodityId: o.commodity_id,
    commodityType: o.commodity_type,
    commodityName: o.commodity_name,
    quantity: o.quantity,
    unitPriceFen: o.unit_price_fen,
    originalFen: o.original_fen,
    couponDiscountFen: o.coupon_discount_fen,
    creditsUsed: o.credits_used,
    creditsDiscountFen: o.credits_discount_fen,
    payableFen: o.payable_fen,
    couponId: o.user_coupon_id,
    payScene: o.pay_scene,
    address: parseAddress(o.address),
    createdAt: o.created_at,
    payDeadline: o.pay_deadline,
    paidAt: o.paid_at,
    closedAt: o.closed_at,
    closeReason: o.close_reason,
    refundedAt: o.refunded_at,
    vipFrom: o.vip_from,
    vipUntil: o.vip_until,
    earnedCredits: o.earned_credits,
  };
}
