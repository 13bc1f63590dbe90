import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import { parseExtInfo } from '../../shared/commerce/ext-info.js';
import { OrderConfirmSchema, OrderSchema, OrderStatusViewSchema } from '../../shared/commerce/schemas.js';
import { statusesOf } from '../../shared/commerce/state.js';
import { orderView } from '../../shared/commerce/views.js';
import {
  CancelOrderBodySchema,
  OrderConfirmQuerySchema,
  OrderListQuerySchema,
  OrderNumberQuerySchema,
  PlaceOrderBodySchema,
  PlacedOrderSchema,
} from './schemas.js';

/**
 * Orders (spec 7): the confirm page, placing an order, its status (polled by the paying page),
 * my orders, cancelling. Every amount is computed by the server; price fields a client sends
 * are ignored.
 */
export default async function ordersModule(app: App) {
  const { orders, orderQuotes, orderPlacement } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/whole/order/confirm',
    {
      config: auth,
      schema: {
        querystring: OrderConfirmQuerySchema,
        response: OkSchema(OrderConfirmSchema),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await orderQuotes.confirm(currentUser(request).userId, {
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
        body: PlaceOrderBodySchema,
        response: OkSchema(PlacedOrderSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const order = await orderPlacement.place(currentUser(request).userId, {
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
    { config: auth, schema: { querystring: OrderNumberQuerySchema, response: OkSchema(OrderStatusViewSchema) } },
    async (request) => {
      const order = await orders.owned(currentUser(request).userId, request.query.orderNumber);
      return ok(await orders.statusView(order));
    },
  );

  app.get(
    '/order/detail',
    { config: auth, schema: { querystring: OrderNumberQuerySchema, response: OkSchema(OrderSchema) } },
    async (request) => ok(orderView(await orders.owned(currentUser(request).userId, request.query.orderNumber))),
  );

  app.get(
    '/order/list',
    {
      config: auth,
      schema: {
        querystring: OrderListQuerySchema,
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
    { config: auth, schema: { body: CancelOrderBodySchema, response: OkSchema(OrderSchema) } },
    async (request) => ok(await orders.cancel(currentUser(request).userId, request.body.orderNumber)),
  );
}
