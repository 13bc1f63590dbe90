import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { ReadingSettingsService } from './settings.js';
import type { PartyRow } from './views.js';

/**
 * The seats of a party (docs/READING.md "Seats"): `seats_taken` counts pending and confirmed
 * sign-ups and open waitlist offers, and only these two methods change it, inside the
 * transaction of their cause. Taking is one conditional update (`seats_taken < capacity`), so
 * concurrent sign-ups never oversell; a seat given back goes to the first in the waitlist as an
 * offer while sign-ups are open, else back to the counter. Callers release a seat only when
 * their own conditional update (the sign-up's or the offer's status) won, so exactly once.
 */
export class Seats {
  constructor(
    private readonly clock: Clock,
    private readonly settings: ReadingSettingsService,
  ) {}

  /**
   * A seat for `userId` in `trx`: the seat of their open offer if they have one, else a free one.
   * A full party throws READING_FULL (the client offers the waitlist), a cancelled one
   * READING_PARTY_CANCELLED. Their place in the waitlist, if any, is done with.
   */
  async take(trx: Kysely<DB>, party: PartyRow, userId: number): Promise<void> {
    const now = this.clock.now();
    const line = trx.updateTable('reading_waitlist').set({ status: 'accepted', updated_at: now }).where('party_id', '=', party.id).where('user_id', '=', userId);
    const offer = await line.where('status', '=', 'offered').where('offer_expires_at', '>', now).executeTakeFirst();
    if (Number(offer.numUpdatedRows) === 1) return;
    const taken = await trx
      .updateTable('reading_parties')
      .set({ seats_taken: sql<number>`seats_taken + 1`, updated_at: now })
      .where('id', '=', party.id)
      .where('status', '=', 'open')
      .whereRef('seats_taken', '<', 'capacity')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      const current = await trx.selectFrom('reading_parties').select('status').where('id', '=', party.id).executeTakeFirstOrThrow();
      throw new AppError(current.status === 'cancelled' ? States.READING_PARTY_CANCELLED : States.READING_FULL);
    }
    await line.where('status', '=', 'waiting').execute();
  }

  /**
   * Gives back one seat of `partyId` in `trx`: offered to the first waiting in line (held for the
   * offer time, never past the sign-up deadline) while the party is open for sign-ups, else
   * returned to the counter. Answers the waitlist entry that got the offer, if any.
   */
  async release(trx: Kysely<DB>, partyId: number): Promise<number | null> {
    const now = this.clock.now();
    const party = await trx.selectFrom('reading_parties').select(['status', 'signup_deadline']).where('id', '=', partyId).executeTakeFirstOrThrow();
    if (party.status === 'open' && now < party.signup_deadline) {
      const { offerHoldMinutes } = await this.settings.get(trx);
      const expires = Math.min(now + offerHoldMinutes * 60_000, party.signup_deadline);
      // The first waiting entry; a concurrent release may offer it first: then the next one.
      for (;;) {
        const next = await trx
          .selectFrom('reading_waitlist')
          .select('id')
          .where('party_id', '=', partyId)
          .where('status', '=', 'waiting')
          .orderBy('id')
          .executeTakeFirst();
        if (!next) break;
        const offered = await trx
          .updateTable('reading_waitlist')
          .set({ status: 'offered', offered_at: now, offer_expires_at: expires, updated_at: now })
          .where('id', '=', next.id)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        if (Number(offered.numUpdatedRows) === 1) return next.id;
      }
    }
    await trx
      .updateTable('reading_parties')
      .set({ seats_taken: sql<number>`seats_taken - 1`, updated_at: now })
      .where('id', '=', partyId)
      .execute();
    return null;
  }
}
