/** Response shapes of orders (TypeBox, shared by the order, pay, credits and admin modules). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../core/schemas.js';
import type { OrderRow } from '../../db/schema.js';
import { AddressSnapshotSchema, type AddressSnapshot } from './addresses.js';
import { STATUS_TEXT, isOrderStatus } from './state.js';

export const OrderSchema = Type.Object({
  orderNumber: Type.String(),
  /** purchase (paid with money) or exchange (paid with credits). */
  kind: Type.String(),
  status: Type.String(),
  statusText: Type.String(),
  commodityId: Type.Integer(),
  commodityType: Type.String(),
  commodityName: Type.String(),
  quantity: Type.Integer(),
  unitPriceFen: Type.Integer(),
  originalFen: Type.Integer(),
  couponDiscountFen: Type.Integer(),
  creditsUsed: Type.Integer(),
  creditsDiscountFen: Type.Integer(),
  payableFen: Type.Integer(),
  couponId: Nullable(Type.Integer()),
  payScene: Nullable(Type.String()),
  address: Nullable(AddressSnapshotSchema),
  createdAt: Type.Integer(),
  payDeadline: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  closedAt: Nullable(Type.Integer()),
  closeReason: Nullable(Type.String()),
  refundedAt: Nullable(Type.Integer()),
  vipFrom: Nullable(Type.Integer()),
  vipUntil: Nullable(Type.Integer()),
  earnedCredits: Type.Integer(),
});
export type OrderView = Static<typeof OrderSchema>;

export const OrderStatusSchema = Type.Object({
  orderNumber: Type.String(),
  status: Type.String(),
  statusText: Type.String(),
  paid: Type.Boolean(),
  originalFen: Type.Integer(),
  couponDiscountFen: Type.Integer(),
  creditsUsed: Type.Integer(),
  creditsDiscountFen: Type.Integer(),
  payableFen: Type.Integer(),
  createdAt: Type.Integer(),
  payDeadline: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  closedAt: Nullable(Type.Integer()),
  closeReason: Nullable(Type.String()),
  /** The user's membership after this order, for a paid VIP order; else null. */
  vip: Nullable(Type.Object({ isVip: Type.Boolean(), expireAt: Nullable(Type.Integer()) })),
});
export type OrderStatusView = Static<typeof OrderStatusSchema>;

export const PlacedOrderSchema = Type.Object({
  orderNumber: Type.String(),
  payableFen: Type.Integer(),
  status: Type.String(),
});

export const CLOSE_REASON_TEXT: Record<string, string> = {
  timeout: '超时未支付，订单已自动关闭',
  cancelled: '已取消',
};

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

export function orderView(o: OrderRow): OrderView {
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
