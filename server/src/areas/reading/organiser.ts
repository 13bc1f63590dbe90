import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { serializeError } from '../../core/log.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { PartyService } from './parties.js';
import type { AdminParty, AdminPartyQuery, CancelResult, Manage, Statistics } from './schemas.js';
import { shareOf } from './settlement.js';
import type { SignupService } from './signups.js';
import { ACTIVE_SIGNUP, partyCards, usersById, type PartyRow } from './views.js';

/** Cancelled parties whose refunds the job finishes per run. */
const FINISH_BATCH = 20;

/**
 * The organiser's side (manage, statistics) and cancelling a party, by its organiser or an
 * operator: the party is marked cancelled, its waitlist cleared and free sign-ups ended in one
 * transaction; then every unpaid order closes and every paid one is refunded through commerce,
 * one by one and safe to repeat, so a failed refund is finished by the next call or the job.
 */
export class OrganiserService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly parties: PartyService,
    private readonly signups: SignupService,
  ) {}

  async manage(userId: number, partyId: number): Promise<Manage> {
    const party = await this.parties.requireOwn(userId, partyId);
    const [[card], attendees, line] = await Promise.all([
      partyCards(this.db, [party], this.clock.now()),
      this.db
        .selectFrom('reading_signups')
        .selectAll()
        .where('party_id', '=', partyId)
        .where('status', 'in', ACTIVE_SIGNUP)
        .orderBy(sql`case when status = 'confirmed' then 0 else 1 end`)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('reading_waitlist')
        .selectAll()
        .where('party_id', '=', partyId)
        .where('status', 'in', ['waiting', 'offered'])
        .orderBy('id')
        .execute(),
    ]);
    const users = await usersById(this.db, [...attendees.map((a) => a.user_id), ...line.map((w) => w.user_id)]);
    const user = (id: number) => users.get(id) ?? { id, nickname: '', avatar: '' };
    return {
      party: card!,
      settledAt: party.settled_at,
      attendees: attendees.map((s) => ({
        signupId: s.id,
        user: user(s.user_id),
        status: s.status,
        paidFen: s.paid_fen,
        checkedInAt: s.checked_in_at,
        checkedInBy: s.checked_in_by,
        createdAt: s.created_at,
      })),
      waitlist: line.map((w) => ({
        id: w.id,
        user: user(w.user_id),
        status: w.status as 'waiting' | 'offered',
        offerExpiresAt: w.offer_expires_at,
        createdAt: w.created_at,
      })),
    };
  }

  async statistics(userId: number, partyId: number): Promise<Statistics> {
    const party = await this.parties.requireOwn(userId, partyId);
    const rows = await this.db
      .selectFrom('reading_signups')
      .select(['status', 'paid_fen', 'share_fen', 'checked_in_at'])
      .where('party_id', '=', partyId)
      .execute();
    const waiting = await this.db
      .selectFrom('reading_waitlist')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', partyId)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirstOrThrow();
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    const paid = confirmed.filter((r) => r.paid_fen > 0);
    const checkedIn = confirmed.filter((r) => r.checked_in_at !== null).length;
    const revenueFen = paid.reduce((sum, r) => sum + r.paid_fen, 0);
    const organiserFen = paid.reduce((sum, r) => sum + (r.share_fen ?? shareOf(r.paid_fen, party.platform_fee_bp)), 0);
    return {
      partyId,
      capacity: party.capacity,
      signups: confirmed.length,
      paid: paid.length,
      free: confirmed.length - paid.length,
      pending: rows.filter((r) => r.status === 'pending').length,
      checkedIn,
      attendanceRate: confirmed.length ? Math.round((checkedIn / confirmed.length) * 1000) / 10 : 0,
      cancelled: rows.filter((r) => r.status === 'cancelled').length,
      refunded: rows.filter((r) => r.status === 'refunded').length,
      waitlist: Number(waiting.n),
      revenueFen,
      platformFeeFen: revenueFen - organiserFen,
      organiserFen,
    };
  }

  /** The organiser cancels their party (before settlement). Calling again finishes unfinished refunds. */
  async cancelByOrganiser(userId: number, partyId: number, reason: string): Promise<CancelResult> {
    const party = await this.parties.requireOwn(userId, partyId);
    return this.cancel(party, 'organiser', reason || '发起人取消了活动');
  }

  async cancel(party: PartyRow, by: 'organiser' | 'operator', reason: string): Promise<CancelResult> {
    if (party.settled_at !== null) throw new AppError(States.READING_PARTY_SETTLED);
    const now = this.clock.now();
    let cancelled = 0;
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('reading_parties')
        .set({ status: 'cancelled', cancel_reason: reason, cancelled_by: by, cancelled_at: now, updated_at: now })
        .where('id', '=', party.id)
        .where('status', '=', 'open')
        .where('settled_at', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        const current = await this.parties.require(party.id, trx);
        if (current.settled_at !== null) throw new AppError(States.READING_PARTY_SETTLED);
        return; // Cancelled before: only the refunds below are finished.
      }
      const clear = (status: 'waiting' | 'offered') =>
        trx
          .updateTable('reading_waitlist')
          .set({ status: 'cleared', updated_at: now })
          .where('party_id', '=', party.id)
          .where('status', '=', status)
          .returning('id')
          .execute();
      const offers = await clear('offered');
      await clear('waiting');
      const free = await trx
        .updateTable('reading_signups')
        .set({ status: 'cancelled', updated_at: now })
        .where('party_id', '=', party.id)
        .where('status', '=', 'confirmed')
        .where('order_id', 'is', null)
        .returning('id')
        .execute();
      cancelled = free.length;
      // The seats of cleared offers and of free sign-ups go back; paid ones go back with their refunds.
      const seats = offers.length + free.length;
      if (seats > 0) {
        await trx.updateTable('reading_parties').set({ seats_taken: sql<number>`seats_taken - ${seats}` }).where('id', '=', party.id).execute();
      }
      if (party.commodity_id !== null) await trx.updateTable('commodities').set({ active: 0, updated_at: now }).where('id', '=', party.commodity_id).execute();
    });
    const finished = await this.finishCancellation(party.id);
    return { ...finished, cancelled: finished.cancelled + cancelled };
  }

  /** Closes or refunds what is still active of a cancelled party (every call, and the job). */
  async finishCancellation(partyId: number): Promise<CancelResult> {
    const result: CancelResult = { partyId, status: 'cancelled', refunded: 0, closed: 0, cancelled: 0, unfinished: 0 };
    const party = await this.parties.require(partyId);
    for (const signup of await this.parties.activeSignups(partyId)) {
      try {
        const outcome = await this.signups.end(signup, `读书会已取消：${party.cancel_reason ?? ''}`.slice(0, 120));
        if (outcome !== 'none') result[outcome] += 1;
      } catch (err) {
        result.unfinished += 1;
        this.log.error({ err: serializeError(err as Error), partyId, signupId: signup.id }, 'refund of a cancelled reading party failed');
      }
    }
    return result;
  }

  /** The job: cancelled parties with sign-ups still active (a refund that failed) are finished. */
  async finishCancellations(): Promise<number> {
    const due = await this.db
      .selectFrom('reading_parties')
      .select('id')
      .where('status', '=', 'cancelled')
      .where((eb) => eb.exists(eb.selectFrom('reading_signups').select('id').whereRef('party_id', '=', 'reading_parties.id').where('status', 'in', ACTIVE_SIGNUP)))
      .limit(FINISH_BATCH)
      .execute();
    let done = 0;
    for (const { id } of due) {
      const r = await this.finishCancellation(id);
      done += r.refunded + r.closed + r.cancelled;
    }
    return done;
  }

  // ---- operator ----

  async adminList(query: AdminPartyQuery, request: PageRequest): Promise<Page<AdminParty>> {
    let base = this.db.selectFrom('reading_parties');
    if (query.status) base = base.where('status', '=', query.status);
    if (query.city) base = base.where('city', '=', query.city.trim());
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const cards = await partyCards(this.db, rows, this.clock.now());
    return page(
      rows.map((p, i) => ({
        party: cards[i]!,
        status: p.status,
        platformFeeBp: p.platform_fee_bp,
        cancelReason: p.cancel_reason,
        cancelledBy: p.cancelled_by,
        settledAt: p.settled_at,
        settledFen: p.settled_fen,
        platformFen: p.platform_fen,
        createdAt: p.created_at,
      })),
      Number(total.n),
      request,
    );
  }
}
