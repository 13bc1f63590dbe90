import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { COMMODITY_TYPES, CommoditySchema } from '../../shared/commerce/commodities.js';
import { OrderNumber } from '../../shared/commerce/fields.js';
import { ORDER_STATUSES } from '../../shared/commerce/state.js';
import { OrderSchema, orderView } from '../../shared/commerce/views.js';

const Fen = (title: string) => Type.Integer({ title, minimum: 0, maximum: 100_000_000 });

const CommodityBody = Type.Object({
  code: Type.String({ title: '编码', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  type: StringEnum(COMMODITY_TYPES, { title: '商品类型' }),
  name: Type.String({ title: '名称', minLength: 1, maxLength: 40 }),
  priceFen: Type.Optional(Fen('售价（分）')),
  originalPriceFen: Type.Optional(Fen('原价（分）')),
  durationDays: Type.Optional(Type.Integer({ title: '会员天数', minimum: 0, maximum: 3660 })),
  creditsPrice: Type.Optional(Type.Integer({ title: '兑换积分', minimum: 0, maximum: 100_000_000 })),
  stock: Type.Optional(Nullable(Type.Integer({ title: '库存', minimum: 0 }))),
  needsAddress: Type.Optional(Type.Boolean({ title: '需要收货地址' })),
  description: Type.Optional(Type.String({ title: '描述', maxLength: 500 })),
  image: Type.Optional(Type.String({ title: '图片', maxLength: 512 })),
  benefits: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { title: '权益', maxItems: 20 })),
  badge: Type.Optional(Type.String({ title: '角标', maxLength: 20 })),
  couponTemplateId: Type.Optional(Nullable(Type.Integer({ title: '优惠券模板', minimum: 1 }))),
  sort: Type.Optional(Type.Integer({ title: '排序' })),
  active: Type.Optional(Type.Boolean({ title: '上架' })),
});

const IdParam = Type.Object({ id: Type.Integer({ title: '编号', minimum: 1 }) });

const CallbackSchema = Type.Object({
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

/** Operator routes of commerce (behind the operator guard): what is sold, orders, refunds, payment callbacks. */
export async function commerceAdminRoutes(app: App): Promise<void> {
  const { db, services } = app.ctx;
  const { commodities, payments } = services;

  app.get('/admin/commodities', { schema: { response: OkSchema(Type.Array(CommoditySchema)) } }, async () =>
    ok(await commodities.listAll()),
  );

  app.post('/admin/commodities', { schema: { body: CommodityBody, response: OkSchema(CommoditySchema) } }, async (request) => {
    const saved = await commodities.save(null, request.body);
    request.log.info({ commodityId: saved.id }, 'commodity created by operator');
    return ok(saved);
  });

  app.put(
    '/admin/commodities/:id',
    { schema: { params: IdParam, body: CommodityBody, response: OkSchema(CommoditySchema) } },
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
        querystring: Type.Object({
          status: Type.Optional(StringEnum(ORDER_STATUSES, { title: '订单状态' })),
          userId: Type.Optional(Type.Integer({ title: '用户编号', minimum: 1 })),
          limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
        }),
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
        params: Type.Object({ orderNumber: OrderNumber }),
        body: Type.Object({ reason: Type.String({ title: '退款原因', maxLength: 80, default: '' }) }),
        response: OkSchema(OrderSchema),
      },
    },
    async (request) => ok(await payments.refund(request.params.orderNumber, request.body.reason)),
  );

  app.get(
    '/admin/payment-callbacks',
    {
      schema: {
        querystring: Type.Object({
          orderNumber: Type.Optional(OrderNumber),
          limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
        }),
        response: OkSchema(Type.Array(CallbackSchema)),
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
