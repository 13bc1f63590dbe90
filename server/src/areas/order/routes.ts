import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { Channel, SceneIdParam, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { parseExtInfo, ExtInfoField } from '../../shared/commerce/ext-info.js';
import { CommodityId, OrderNumber, OrderStatusList, PurchaseQuantity, statusesOf } from '../../shared/commerce/fields.js';
import { ConfirmSchema } from '../../shared/commerce/orders.js';
import { OrderSchema, OrderStatusSchema, PlacedOrderSchema, orderView } from '../../shared/commerce/views.js';

/**
 * Orders (spec 7): the confirm page, placing an order, its status (polled by the paying page),
 * my orders, cancelling. Every amount is computed by the server; price fields a client sends
 * are ignored.
 */
export default async function ordersModule(app: App) {
  const { orders } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/whole/order/confirm',
    {
      config: auth,
      schema: {
        querystring: Type.Object({
          productId: Type.Integer({ title: '商品编号', minimum: 1, 'x-msg': { required: '请填写商品编号', default: '商品编号格式不正确' } }),
          productType: Type.Optional(Type.String({ title: '商品类型', maxLength: 32 })),
          purchaseQuantity: PurchaseQuantity,
          couponId: Type.Optional(Type.Integer({ title: '优惠券', minimum: 0 })),
          useCredits: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })], { title: '积分抵扣', 'x-msg': '积分抵扣须为 true、false 或积分数' })),
          addressId: Type.Optional(Type.Integer({ title: '收货地址', minimum: 1 })),
        }),
        response: OkSchema(ConfirmSchema),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await orders.confirm(currentUser(request).userId, {
          productId: q.productId,
          productType: q.productType,
          quantity: q.purchaseQuantity,
          couponId: q.couponId,
          useCredits: q.useCredits,
          addressId: q.addressId,
        }),
      );
    },
  );

  app.post(
    '/order/placeorder',
    {
      config: auth,
      schema: {
        body: Type.Object({
          commodityId: CommodityId,
          purchaseQuantity: PurchaseQuantity,
          sceneId: Type.Optional(SceneIdParam),
          channel: Type.Optional(Channel),
          extInfo: Type.Optional(ExtInfoField),
        }),
        response: OkSchema(PlacedOrderSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const order = await orders.place(currentUser(request).userId, {
        commodityId: body.commodityId,
        quantity: body.purchaseQuantity,
        sceneId: body.sceneId ?? null,
        channel: body.channel ?? null,
        ext: parseExtInfo(body.extInfo),
      });
      return ok({ orderNumber: order.order_number, payableFen: order.payable_fen, status: order.status });
    },
  );

  app.get(
    '/order/status',
    { config: auth, schema: { querystring: Type.Object({ orderNumber: OrderNumber }), response: OkSchema(OrderStatusSchema) } },
    async (request) => {
      const order = await orders.owned(currentUser(request).userId, request.query.orderNumber);
      return ok(await orders.statusView(order));
    },
  );

  app.get(
    '/order/detail',
    { config: auth, schema: { querystring: Type.Object({ orderNumber: OrderNumber }), response: OkSchema(OrderSchema) } },
    async (request) => ok(orderView(await orders.owned(currentUser(request).userId, request.query.orderNumber))),
  );

  app.get(
    '/order/list',
    {
      config: auth,
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          status: Type.Optional(OrderStatusList),
          kind: Type.Optional(StringEnum(['purchase', 'exchange'] as const, { title: '订单类型' })),
        }),
        response: OkSchema(PageSchema(OrderSchema)),
      },
    },
    async (request) => {
      const { status, kind } = request.query;
      return ok(await orders.list(currentUser(request).userId, pageOf(request.query), { statuses: status ? statusesOf(status) : undefined, kind }));
    },
  );

  app.post(
    '/order/cancel',
    { config: auth, schema: { body: Type.Object({ orderNumber: OrderNumber }), response: OkSchema(OrderSchema) } },
    async (request) => ok(await orders.cancel(currentUser(request).userId, request.body.orderNumber)),
  );
}
