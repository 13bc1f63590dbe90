import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { CommodityBodySchema, CommoditySchema, IdParamsSchema, OrderSchema } from '../../shared/commerce/schemas.js';
import { orderView } from '../../shared/commerce/views.js';
import {
  AdminOrdersQuerySchema,
  OrderNumberParamsSchema,
  PaymentCallbackSchema,
  PaymentCallbacksQuerySchema,
  RefundBodySchema,
} from './schemas.js';

/** Operator routes of commerce (behind the operator guard): what is sold, orders, refunds, payment callbacks. */
export async function commerceAdminRoutes(app: App): Promise<void> {
  const { db, services } = app.ctx;
  const { commodities, payments } = services;

  app.get('/admin/commodities', { schema: { response: OkSchema(Type.Array(CommoditySchema)) } }, async () =>
    ok(await commodities.listAll()),
  );

  app.post('/admin/commodities', { schema: { body: CommodityBodySchema, response: OkSchema(CommoditySchema) } }, async (request) => {
    const saved = await commodities.save(null, request.body);
    request.log.info({ commodityId: saved.id }, 'commodity created by operator');
    return ok(saved);
  });

  app.put(
    '/admin/commodities/:id',
    { schema: { params: IdParamsSchema, body: CommodityBodySchema, response: OkSchema(CommoditySchema) } },
    async (request) => {
      const saved = await commodities.save(request.params.id, request.body);
      request.log.info({ commodityId: saved.id }, 'commodity changed by operator');
      return ok(saved);
    },
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        querystring: AdminOrdersQuerySchema,
        response: OkSchema(Type.Array(OrderSchema)),
      },
    },
    async (request) => {
      let query = db.selectFrom('orders').selectAll().orderBy('id', 'desc').limit(request.query.limit);
      if (request.query.status) query = query.where('status', '=', request.query.status);
      if (request.query.userId) query = query.where('user_id', '=', request.query.userId);
      return ok((await query.execute()).map(orderView));
    },
  );

  app.post(
    '/admin/orders/:orderNumber/refund',
    {
      schema: {
        params: OrderNumberParamsSchema,
        body: RefundBodySchema,
        response: OkSchema(OrderSchema),
      },
    },
    async (request) => ok(await payments.refund(request.params.orderNumber, request.body.reason)),
  );

  app.get(
    '/admin/payment-callbacks',
    {
      schema: {
        querystring: PaymentCallbacksQuerySchema,
        response: OkSchema(Type.Array(PaymentCallbackSchema)),
      },
    },
    async (request) => {
      let query = db.selectFrom('payment_callbacks').selectAll().orderBy('id', 'desc').limit(request.query.limit);
      if (request.query.orderNumber) query = query.where('order_number', '=', request.query.orderNumber);
      return ok(
        (await query.execute()).map((c) => ({
          id: c.id,
          provider: c.provider,
          orderNumber: c.order_number,
          transactionId: c.transaction_id,
          eventType: c.event_type,
          amountFen: c.amount_fen,
          verdict: c.verdict,
          detail: c.detail,
          receivedAt: c.received_at,
        })),
      );
    },
  );
}
