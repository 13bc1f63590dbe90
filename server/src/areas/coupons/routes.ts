import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import {
  BeginnerClaimSchema,
  BeginnerGiftSchema,
  CouponCountsSchema,
  CouponSchema,
  UsableCouponsSchema,
} from '../../shared/commerce/schemas.js';
import { CouponBenefitsSchema, MyCouponsQuerySchema, UsableCouponsQuerySchema } from './schemas.js';

/** Coupons (spec 2.14): my coupons by state, the usable ones for an order, benefits, the new-user gift. */
export default async function couponsModule(app: App) {
  const { coupons, orderCoupons, commodities } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/coupons/mine',
    {
      config: auth,
      schema: {
        querystring: MyCouponsQuerySchema,
        response: OkSchema(PageSchema(CouponSchema)),
      },
    },
    async (request) => ok(await coupons.listMine(currentUser(request).userId, request.query.state, pageOf(request.query))),
  );

  app.get(
    '/coupons/counts',
    { config: auth, schema: { response: OkSchema(CouponCountsSchema) } },
    async (request) => ok(await coupons.counts(currentUser(request).userId)),
  );

  app.get(
    '/coupons/usable',
    {
      config: auth,
      schema: {
        querystring: UsableCouponsQuerySchema,
        response: OkSchema(UsableCouponsSchema),
      },
    },
    async (request) => {
      const commodity = await commodities.active(request.query.commodityId);
      const original = commodity.price_fen * request.query.purchaseQuantity;
      return ok(await orderCoupons.forOrder(currentUser(request).userId, commodity.type, original));
    },
  );

  app.get(
    '/coupons/benefits',
    {
      config: auth,
      schema: { response: OkSchema(CouponBenefitsSchema) },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const offers = await commodities.vipOffers();
      const vipBenefits = [...new Set(offers.flatMap((o) => JSON.parse(o.benefits) as string[]))];
      return ok({ beginner: await coupons.beginnerStatus(userId), counts: await coupons.counts(userId), vipBenefits });
    },
  );

  app.get(
    '/coupons/beginner',
    { config: auth, schema: { response: OkSchema(BeginnerGiftSchema) } },
    async (request) => ok(await coupons.beginnerStatus(currentUser(request).userId)),
  );

  app.post(
    '/coupons/beginner/claim',
    {
      config: auth,
      schema: { response: OkSchema(BeginnerClaimSchema) },
    },
    async (request) => ok(await coupons.claimBeginner(currentUser(request).userId)),
  );
}
