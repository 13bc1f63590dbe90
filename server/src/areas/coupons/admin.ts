import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { CouponTemplateBodySchema, CouponTemplateSchema, GrantedCouponsSchema, IdParamsSchema } from '../../shared/commerce/schemas.js';
import { CouponGrantBodySchema } from './schemas.js';

/** Operator routes of coupons (behind the operator guard): templates and grants. */
export async function couponsAdminRoutes(app: App): Promise<void> {
  const { coupons, couponTemplates } = app.ctx.services;

  app.get('/admin/coupon-templates', { schema: { response: OkSchema(Type.Array(CouponTemplateSchema)) } }, async () =>
    ok(await couponTemplates.list()),
  );

  app.post(
    '/admin/coupon-templates',
    { schema: { body: CouponTemplateBodySchema, response: OkSchema(CouponTemplateSchema) } },
    async (request) => ok(await couponTemplates.save(null, request.body)),
  );

  app.put(
    '/admin/coupon-templates/:id',
    { schema: { params: IdParamsSchema, body: CouponTemplateBodySchema, response: OkSchema(CouponTemplateSchema) } },
    async (request) => ok(await couponTemplates.save(request.params.id, request.body)),
  );

  app.post(
    '/admin/coupons/grant',
    {
      schema: {
        body: CouponGrantBodySchema,
        response: OkSchema(Type.Array(GrantedCouponsSchema)),
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
