/**
 * The order area's part of the API contract (`@contract/order`): what the order and pay routes
 * take, and what they answer beyond the shared commerce views. The order, its status, the confirm
 * quote and the payment answers are answered by the shared commerce services:
 * `shared/commerce/schemas.ts` (`@contract/commerce`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Channel, SceneIdParam, StringEnum } from '../../core/schemas.js';
import {
  CommodityId,
  ExtInfoField,
  ORDER_KINDS,
  ORDER_STATUSES,
  OrderNumber,
  OrderStatusList,
  PurchaseQuantity,
} from '../../shared/commerce/schemas.js';

// ---- orders ----

/** Query of GET /whole/order/confirm: the buyer's choices to price. */
export const OrderConfirmQuerySchema = Type.Object({
  productId: Type.Integer({ title: '商品编号', minimum: 1, 'x-msg': { required: '请填写商品编号', default: '商品编号格式不正确' } }),
  /** A commodity type (vip, goods, coupon, course, assessment): the commodity must be of it. */
  productType: Type.Optional(Type.String({ title: '商品类型', maxLength: 32 })),
  purchaseQuantity: PurchaseQuantity,
  /** Absent: the best coupon; 0: none; an id: that one. */
  couponId: Type.Optional(Type.Integer({ title: '优惠券', minimum: 0 })),
  /** true: as many points as allowed; a number: that many; false/0: none. */
  useCredits: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })], { title: '积分抵扣', 'x-msg': '积分抵扣须为 true、false 或积分数' })),
  addressId: Type.Optional(Type.Integer({ title: '收货地址', minimum: 1 })),
});
export type OrderConfirmQuery = Static<typeof OrderConfirmQuerySchema>;

/** Body of POST /order/placeorder. */
export const PlaceOrderBodySchema = Type.Object({
  commodityId: CommodityId,
  purchaseQuantity: PurchaseQuantity,
  sceneId: Type.Optional(SceneIdParam),
  channel: Type.Optional(Channel),
  extInfo: Type.Optional(ExtInfoField),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

/** A placed order: pay it with pay/addorder (`extInfo.orderNumber`) unless it is paid already. */
export const PlacedOrderSchema = Type.Object({
  orderNumber: Type.String(),
  payableFen: Type.Integer(),
  status: Type.String(),
});
export type PlacedOrder = Static<typeof PlacedOrderSchema>;

/** Query of GET /order/status and GET /order/detail. */
export const OrderNumberQuerySchema = Type.Object({ orderNumber: OrderNumber });
export type OrderNumberQuery = Static<typeof OrderNumberQuerySchema>;

/** Query of GET /order/list (paged). */
export const OrderListQuerySchema = Type.Object({
  ...PageQuery,
  status: Type.Optional(OrderStatusList),
  kind: Type.Optional(StringEnum(ORDER_KINDS, { title: '订单类型' })),
});
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

/** Body of POST /order/cancel. */
export const CancelOrderBodySchema = Type.Object({ orderNumber: OrderNumber });
export type CancelOrderBody = Static<typeof CancelOrderBodySchema>;

// ---- payment ----

/** Body of POST /pay/addorder (spec 3.4): a commodity to order, or `extInfo.orderNumber` to pay an existing order. */
export const AddOrderBodySchema = Type.Object({
  commodityId: Type.Optional(Type.Integer({ title: '商品编号', minimum: 1 })),
  purchaseQuantity: PurchaseQuantity,
  sceneId: Type.Optional(SceneIdParam),
  openId: Type.Optional(Type.String({ title: 'openId', maxLength: 128 })),
  payScene: Type.String({ title: '支付场景', minLength: 1, maxLength: 32, 'x-msg': { required: '请填写支付场景', default: '支付场景格式不正确' } }),
  payMode: Type.Optional(Type.String({ title: '支付方式', maxLength: 16 })),
  channel: Type.Optional(Channel),
  extInfo: Type.Optional(ExtInfoField),
});
export type AddOrderBody = Static<typeof AddOrderBodySchema>;

/** Body of POST /pay/sandbox/complete: the sandbox cashier's choice. */
export const SandboxCompleteBodySchema = Type.Object({
  orderNumber: OrderNumber,
  result: StringEnum(['success', 'cancel'] as const, { title: '支付结果', 'x-msg': '支付结果须为 success 或 cancel' }),
  /** Test aid: report a different paid amount (the callback handler must refuse it). */
  amountFen: Type.Optional(Type.Integer({ title: '支付金额', minimum: 0 })),
});
export type SandboxCompleteBody = Static<typeof SandboxCompleteBodySchema>;

/** WeChat Pay's callback (POST /pay/wechat/notify): the signed JSON body as the exact text that was signed. */
export const WechatNotifyBodySchema = Type.String();

/** What WeChat Pay's callback is answered (its own format, not the envelope). */
export const WechatAckSchema = Type.Object({ code: Type.String(), message: Type.String() });
export type WechatAck = Static<typeof WechatAckSchema>;

// ---- operator ----

/** Query of GET /admin/orders. */
export const AdminOrdersQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(ORDER_STATUSES, { title: '订单状态' })),
  userId: Type.Optional(Type.Integer({ title: '用户编号', minimum: 1 })),
  limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
});
export type AdminOrdersQuery = Static<typeof AdminOrdersQuerySchema>;

export const OrderNumberParamsSchema = Type.Object({ orderNumber: OrderNumber });
export type OrderNumberParams = Static<typeof OrderNumberParamsSchema>;

/** Body of POST /admin/orders/:orderNumber/refund. */
export const RefundBodySchema = Type.Object({ reason: Type.String({ title: '退款原因', maxLength: 80, default: '' }) });
export type RefundBody = Static<typeof RefundBodySchema>;

/** Query of GET /admin/payment-callbacks. */
export const PaymentCallbacksQuerySchema = Type.Object({
  orderNumber: Type.Optional(OrderNumber),
  limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
});
export type PaymentCallbacksQuery = Static<typeof PaymentCallbacksQuerySchema>;

/** A stored payment callback and its verdict. */
export const PaymentCallbackSchema = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  eventType: Type.Union([Type.String(), Type.Null()]),
  amountFen: Type.Union([Type.Integer(), Type.Null()]),
  verdict: Type.String(),
  detail: Type.String(),
  receivedAt: Type.Integer(),
});
export type PaymentCallback = Static<typeof PaymentCallbackSchema>;
