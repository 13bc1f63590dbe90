import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { SinglePurchaseRules } from '../../shared/commerce/single-purchase.js';

/**
 * A paid party's seat in commerce: a commodity of type 'reading_party' (made with the party)
 * is bought one at a time, with one open order per buyer. The seat and the sign-up follow the
 * order through the area's order listener (signups.ts), which also refuses a placement the
 * party does not take (full, past the deadline), so grant and revoke have nothing left to do.
 */
export const readingPartyPurchase: SinglePurchaseRules = {
  noun: '读书会名额',

  async assertOnSale(db, commodity) {
    const party = await db.selectFrom('reading_parties').select('status').where('commodity_id', '=', commodity.id).executeTakeFirst();
    if (!party) throw new AppError(States.READING_PARTY_NOT_FOUND);
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
  },

  async owns(db, userId, commodity) {
    const confirmed = await db
      .selectFrom('reading_signups as s')
      .innerJoin('reading_parties as p', 'p.id', 's.party_id')
      .select('s.id')
      .where('p.commodity_id', '=', commodity.id)
      .where('s.user_id', '=', userId)
      .where('s.status', '=', 'confirmed')
      .executeTakeFirst();
    return Boolean(confirmed);
  },

  async grant() {},
  async revoke() {},
};
