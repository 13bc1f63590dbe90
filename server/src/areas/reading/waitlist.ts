import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { PartyService } from './parties.js';
import type { WaitlistState } from './schemas.js';
import type { Seats } from './seats.js';
import type { SignupService } from './signups.js';
import { beijingDateTime } from './views.js';

/** Offers expired per run of the job. */
const EXPIRE_BATCH = 200;

/**
 * The waitlist of a full party (docs/READING.md "Waitlist"): first come, first offered. A seat
 * given back is held for the first in line (Seats.release); they take it by signing up (and
 * paying) before the offer ends, else the job passes it to the next.
 */
export class WaitlistService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly parties: PartyService,
    private readonly signups: SignupService,
    private readonly seats: Seats,
  ) {}

  /** Joins the line of a full party; joining again answers the same place. */
  async join(userId: number, partyId: number): Promise<WaitlistState> {
    const party = await this.parties.require(partyId);
    const mine = await this.parties.myWaitlist(userId, partyId);
    if (mine) return { partyId, waitlist: mine };
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
    const now = this.clock.now();
    if (now >= party.signup_deadline) throw new AppError(States.READING_SIGNUP_CLOSED, { deadline: beijingDateTime(party.signup_deadline) });
    if (party.organiser_id === userId) throw new AppError(States.READING_OWN_PARTY);
    if (await this.signups.active(userId, partyId)) throw new AppError(States.READING_ALREADY_SIGNED);
    if (party.seats_taken < party.capacity) throw new AppError(States.READING_WAITLIST_NOT_FULL);
    try {
      await this.db
        .insertInto('reading_waitlist')
        .values({ party_id: partyId, user_id: userId, status: 'waiting', offered_at: null, offer_expires_at: null, created_at: now, updated_at: now })
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    return { partyId, waitlist: await this.parties.myWaitlist(userId, partyId) };
  }

  /** Leaves the line; a seat offered to the leaver passes to the next at once. */
  async leave(userId: number, partyId: number): Promise<WaitlistState> {
    await this.parties.require(partyId);
    const now = this.clock.now();
    const left = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('reading_waitlist')
        .set({ status: 'left', updated_at: now })
        .where('party_id', '=', partyId)
        .where('user_id', '=', userId)
        .where('status', 'in', ['waiting', 'offered'])
        .returning('offered_at')
        .executeTakeFirst();
      if (row && row.offered_at !== null) await this.seats.release(trx, partyId);
      return row;
    });
    if (!left) throw new AppError(States.READING_NOT_WAITLISTED);
    return { partyId, waitlist: null };
  }

  /** The job: offers past their time expire and their seats pass on (each once: the status update decides). */
  async expireOffers(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('reading_waitlist')
      .select(['id', 'party_id'])
      .where('status', '=', 'offered')
      .where('offer_expires_at', '<=', now)
      .orderBy('offer_expires_at')
      .limit(EXPIRE_BATCH)
      .execute();
    let expired = 0;
    for (const offer of due) {
      const done = await this.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('reading_waitlist')
          .set({ status: 'expired', updated_at: now })
          .where('id', '=', offer.id)
          .where('status', '=', 'offered')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await this.seats.release(trx, offer.party_id);
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
