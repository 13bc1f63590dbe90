import { Type, type Static } from '@sinclair/typebox';

/** A membership tier on sale (a commodity of type vip); prices in integer fen. */
export const VipOfferSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  priceFen: Type.Integer(),
  /** The price before the discount; equal to priceFen when there is none. */
  originalPriceFen: Type.Integer(),
  durationDays: Type.Integer(),
  benefits: Type.Array(Type.String()),
  /** A short label such as 超值推荐; empty for none. */
  badge: Type.String(),
});
export type VipOffer = Static<typeof VipOfferSchema>;
