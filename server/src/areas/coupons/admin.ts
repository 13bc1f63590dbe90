import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { COMMODITY_TYPES } from '../../shared/commerce/commodities.js';
import { CouponTemplateSchema } from '../../shared/commerce/coupons.js';

const Fen = (title: string) => Type.Integer({ title, minimum: 0, maximum: 100_000_000 });

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

/** Operator routes of coupons (behind the operator guard): templates and grants. */
export async function couponsAdminRoutes(app: App): Promise<void> {
  const { coupons } = app.ctx.services;

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
}
