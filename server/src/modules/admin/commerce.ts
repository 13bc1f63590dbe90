import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { COMMODITY_TYPES, CommoditySchema } from '../../services/commodities.js';
import { CouponTemplateSchema } from '../../services/coupons.js';
import { CREDIT_ACTIONS, CreditRuleSchema } from '../../services/credits.js';
import { OrderNumber } from '../../services/orders/fields.js';
import { ORDER_STATUSES } from '../../services/orders/state.js';
import { OrderSchema, orderView } from '../../services/orders/views.js';

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

const TemplateBody = Type.Object({
  code: Type.String({ title: '编码', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ title: '名称', minLength: 1, maxLength: 40 }),
  kind: StringEnum(['amount', 'percent'] as const, { title: '类型', 'x-msg': '类型须为 amount（满减）或 percent（折扣）' }),
  amountFen: Type.Optional(Fen('优惠金额（分）')),
  percent: Type.Optional(Type.Integer({ title: '折扣', minimum: 1, maximum: 99, 'x-msg': '折扣须在1到99之间（85即8.5折）' })),
  maxDiscountFen: Type.Optional(Nullable(Fen('最高优惠（分）'))),
  thresholdFen: Type.Optional(Fen('使用门槛（分）')),
  validityDays: Type.Optional(Nullable(Type.Integer({ title: '有效天数', minimum: 1, maximum: 3660 }))),
  validFrom: Type.Optional(Nullable(Type.Integer({ title: '生效时间', minimum: 0 }))),
  validUntil: Type.Optional(Nullable(Type.Integer({ title: '截止时间', minimum: 0 }))),
  stock: Type.Optional(Nullable(Type.Integer({ title: '库存', minimum: 0 }))),
  perUserLimit: Type.Optional(Type.Integer({ title: '每人限领', minimum: 1, maximum: 1000 })),
  applicableTypes: Type.Optional(Type.Array(StringEnum(COMMODITY_TYPES), { title: '适用商品类型', maxItems: 3 })),
  description: Type.Optional(Type.String({ title: '说明', maxLength: 200 })),
  beginner: Type.Optional(Type.Boolean({ title: '新人礼包' })),
  active: Type.Optional(Type.Boolean({ title: '启用' })),
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

/** Operator commerce API (inside the admin plugin, so behind its bearer guard). */
export async function commerceAdminRoutes(app: App): Promise<void> {
  const { db, services } = app.ctx;
  const { commodities, coupons, credits, payments } = services;

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

  app.get('/admin/coupon-templates', { schema: { response: OkSchema(Type.Array(CouponTemplateSchema)) } }, async () =>
    ok(await coupons.listTemplates()),
  );

  app.post(
    '/admin/coupon-templates',
    { schema: { body: TemplateBody, response: OkSchema(CouponTemplateSchema) } },
    async (request) => ok(await coupons.saveTemplate(null, request.body)),
  );

  app.put(
    '/admin/coupon-templates/:id',
    { schema: { params: IdParam, body: TemplateBody, response: OkSchema(CouponTemplateSchema) } },
    async (request) => ok(await coupons.saveTemplate(request.params.id, request.body)),
  );

  app.post(
    '/admin/coupons/grant',
    {
      schema: {
        body: Type.Object({
          templateId: Type.Integer({ title: '优惠券模板', minimum: 1 }),
          userIds: Type.Array(Type.Integer({ minimum: 1 }), { title: '用户编号', minItems: 1, maxItems: 500 }),
          count: Type.Integer({ title: '每人张数', minimum: 1, maximum: 20, default: 1 }),
        }),
        response: OkSchema(Type.Array(Type.Object({ userId: Type.Integer(), couponIds: Type.Array(Type.Integer()) }))),
      },
    },
    async (request) => {
      const { templateId, userIds, count } = request.body;
      const granted = await coupons.grant(templateId, userIds, count);
      request.log.info({ templateId, users: granted.length, count }, 'coupons granted by operator');
      return ok(granted);
    },
  );

  app.get('/admin/credit-rules', { schema: { response: OkSchema(Type.Array(CreditRuleSchema)) } }, async () =>
    ok(await credits.rules({ all: true })),
  );

  app.put(
    '/admin/credit-rules/:action',
    {
      schema: {
        params: Type.Object({ action: StringEnum(CREDIT_ACTIONS, { title: '积分动作' }) }),
        body: Type.Object({
          name: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 20 })),
          points: Type.Integer({ title: '积分', minimum: 0, maximum: 1_000_000 }),
          dailyCap: Type.Optional(Nullable(Type.Integer({ title: '每日上限', minimum: 1, maximum: 100 }))),
          totalCap: Type.Optional(Nullable(Type.Integer({ title: '累计上限', minimum: 1, maximum: 10000 }))),
          description: Type.Optional(Type.String({ title: '说明', maxLength: 200 })),
          active: Type.Optional(Type.Boolean({ title: '启用' })),
        }),
        response: OkSchema(CreditRuleSchema),
      },
    },
    async (request) => ok(await credits.upsertRule(request.params.action, request.body)),
  );

  app.post(
    '/admin/credits/adjust',
    {
      schema: {
        body: Type.Object({
          userId: Type.Integer({ title: '用户编号', minimum: 1 }),
          delta: Type.Integer({ title: '积分变动', minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } }),
          note: Type.Optional(Type.String({ title: '备注', maxLength: 60 })),
        }),
        response: OkSchema(Type.Object({ balance: Type.Integer() })),
      },
    },
    async (request) => {
      const { userId, delta, note } = request.body;
      const balance = await credits.adjust(userId, delta, note ?? null);
      request.log.info({ userId, delta }, 'credits adjusted by operator');
      return ok({ balance });
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
