import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { COUPON_STATES, CouponForOrderSchema, CouponSchema, UnusableCouponSchema } from '../../shared/commerce/coupons.js';
import { CommodityId, PurchaseQuantity } from '../../shared/commerce/fields.js';

const Counts = Type.Object({ usable: Type.Integer(), locked: Type.Integer(), used: Type.Integer(), expired: Type.Integer() });
const Beginner = Type.Object({
  claimed: Type.Boolean(),
  claimedAt: Type.Union([Type.Integer(), Type.Null()]),
  coupons: Type.Array(CouponSchema),
});

/** Coupons (spec 2.14): my coupons by state, the usable ones for an order, benefits, the new-user gift. */
export default async function couponsModule(app: App) {
  const { coupons, commodities } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/coupons/mine',
    {
      config: auth,
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          state: StringEnum(COUPON_STATES, { title: '优惠券状态', default: 'usable', 'x-msg': '优惠券状态须为 usable、locked、used 或 expired' }),
        }),
        response: OkSchema(PageSchema(CouponSchema)),
      },
    },
    async (request) => ok(await coupons.listMine(currentUser(request).userId, request.query.state, pageOf(request.query))),
  );

  app.get(
    '/coupons/counts',
    { config: auth, schema: { response: OkSchema(Counts) } },
    async (request) => ok(await coupons.counts(currentUser(request).userId)),
  );

  app.get(
    '/coupons/usable',
    {
      config: auth,
      schema: {
        querystring: Type.Object({ commodityId: CommodityId, purchaseQuantity: PurchaseQuantity }),
        response: OkSchema(Type.Object({ usable: Type.Array(CouponForOrderSchema), unusable: Type.Array(UnusableCouponSchema) })),
      },
    },
    async (request) => {
      const commodity = await commodities.active(request.query.commodityId);
      const original = commodity.price_fen * request.query.purchaseQuantity;
      return ok(await coupons.forOrder(currentUser(request).userId, commodity.type, original));
    },
  );

  app.get(
    '/coupons/benefits',
    {
      config: auth,
      schema: { response: OkSchema(Type.Object({ beginner: Beginner, counts: Counts, vipBenefits: Type.Array(Type.String()) })) },
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
    { config: auth, schema: { response: OkSchema(Beginner) } },
    async (request) => ok(await coupons.beginnerStatus(currentUser(request).userId)),
  );

  app.post(
    '/coupons/beginner/claim',
    {
      config: auth,
      schema: { response: OkSchema(Type.Object({ granted: Type.Boolean(), coupons: Type.Array(CouponSchema) })) },
    },
    async (request) => ok(await coupons.claimBeginner(currentUser(request).userId)),
  );
}
