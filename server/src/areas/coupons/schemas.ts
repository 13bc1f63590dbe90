/**
 * The coupons area's part of the API contract (`@contract/coupons`): what the coupon routes take,
 * and the benefits page they compose. Coupons, the counts, the new-user gift and the coupons for
 * an order are answered by the shared coupon services: `shared/commerce/schemas.ts`
 * (`@contract/commerce`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import { BeginnerGiftSchema, COUPON_STATES, CommodityId, CouponCountsSchema, PurchaseQuantity } from '../../shared/commerce/schemas.js';

/** Query of GET /coupons/mine (paged): the coupons in one state. */
export const MyCouponsQuerySchema = Type.Object({
  ...PageQuery,
  state: StringEnum(COUPON_STATES, { title: '优惠券状态', default: 'usable', 'x-msg': '优惠券状态须为 usable、locked、used 或 expired' }),
});
export type MyCouponsQuery = Static<typeof MyCouponsQuerySchema>;

/** Query of GET /coupons/usable: the order to choose a coupon for. */
export const UsableCouponsQuerySchema = Type.Object({ commodityId: CommodityId, purchaseQuantity: PurchaseQuantity });
export type UsableCouponsQuery = Static<typeof UsableCouponsQuerySchema>;

/** GET /coupons/benefits: the new-user gift, the coupon counts and what membership gives. */
export const CouponBenefitsSchema = Type.Object({
  beginner: BeginnerGiftSchema,
  counts: CouponCountsSchema,
  /** The benefits of the VIP tiers on sale, each once. */
  vipBenefits: Type.Array(Type.String()),
});
export type CouponBenefits = Static<typeof CouponBenefitsSchema>;

/** Body of POST /admin/coupons/grant: `count` coupons of a template to each user. */
export const CouponGrantBodySchema = Type.Object({
  templateId: Type.Integer({ title: '优惠券模板', minimum: 1 }),
  userIds: Type.Array(Type.Integer({ minimum: 1 }), { title: '用户编号', minItems: 1, maxItems: 500 }),
  count: Type.Integer({ title: '每人张数', minimum: 1, maximum: 20, default: 1 }),
});
export type CouponGrantBody = Static<typeof CouponGrantBodySchema>;
