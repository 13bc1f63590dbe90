import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { VipOfferSchema } from './schemas.js';

/** GET /vip/offers: the membership tiers on sale (commodities of type vip), prices in integer fen. */
export default async function vipModule(app: App) {
  const { commodities } = app.ctx.services;
  app.get('/vip/offers', { schema: { response: OkSchema(Type.Array(VipOfferSchema)) } }, async () => {
    const rows = await commodities.vipOffers();
    return ok(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        priceFen: r.price_fen,
        originalPriceFen: r.original_price_fen,
        durationDays: r.duration_days,
        benefits: JSON.parse(r.benefits) as string[],
        badge: r.badge,
      })),
    );
  });
}
