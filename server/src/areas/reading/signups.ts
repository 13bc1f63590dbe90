import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB, OrderRow } from '../../db/schema.js';
import type { OrderListener } from '../../shared/commerce/order-events.js';
import type { OrderService } from '../../shared/commerce/orders.js';
import type { PaymentService } from '../../shared/commerce/payments.js';
import type { EarningsLedger } from '../../shared/earnings/ledger.js';
import type { PartyService } from './parties.js';
import type { MySignup, SignupItem } from './schemas.js';
import type { Seats } from './seats.js';
import { ACTIVE_SIGNUP, beijingDateTime, mySignupView, partyCards, type PartyRow, type SignupRow } from './views.js';

/** The refund reason an attendee's own cancel gives the order. */
const ATTENDEE_CANCEL_REASON = '报名者在截止前取消报名';

/**
 * Signing up: a free party takes a seat here at once; a paid party's sign-up is an order of its
 * commodity (pay/addorder), and `orderListener` ties the sign-up to the order inside each of its
 * transactions: placed → a seat and a pending sign-up (or the placement fails: full, closed),
 * paid → confirmed, closed unpaid → the seat back, refunded → the seat back and, after
 * settlement, the organiser's share of it taken back. Cancelling refunds through commerce.
 */
export class SignupService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly parties: PartyService,
    private readonly seats: Seats,
    private readonly commerce: { orders: OrderService; payments: PaymentService; earnings: EarningsLedger },
  ) {}

  /** Refuses a sign-up the party does not take now (cancelled, past the deadline, the organiser's own). */
  private assertTakesSignups(party: PartyRow, userId: number): void {
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
    if (this.clock.now() >= party.signup_deadline) throw new AppError(States.READING_SIGNUP_CLOSED, { deadline: beijingDateTime(party.signup_deadline) });
    if (party.organiser_id === userId) throw new AppError(States.READING_OWN_PARTY);
  }

  /** The user's active (pending or confirmed) sign-up of a party. */
  async active(userId: number, partyId: number, db: Kysely<DB> = this.db): Promise<SignupRow | undefined> {
    return db
      .selectFrom('reading_signups')
      .selectAll()
      .where('party_id', '=', partyId)
      .where('user_id', '=', userId)
      .where('status', 'in', ACTIVE_SIGNUP)
      .executeTakeFirst();
  }

  /** A free party's sign-up: a seat at once. Signing up again answers the same sign-up. */
  async signUpFree(userId: number, partyId: number): Promise<MySignup> {
    const party = await this.parties.require(partyId);
    if (party.fee_fen > 0) throw new AppError(States.READING_PAID_PARTY);
    const existing = await this.active(userId, partyId);
    if (existing) return mySignupView(existing, party, this.clock.now());
    this.assertTakesSignups(party, userId);
    const now = this.clock.now();
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        await this.seats.take(trx, party, userId);
        return trx
          .insertInto('reading_signups')
          .values({ party_id: party.id, user_id: userId, status: 'confirmed', order_id: null, order_number: null, paid_fen: 0, share_fen: null, settled_at: null, checked_in_at: null, checked_in_by: null, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return mySignupView(row, await this.parties.require(partyId), now);
    } catch (err) {
      // A concurrent sign-up of the same user won (its seat is the only one taken).
      const won = isUniqueViolation(err) ? await this.active(userId, partyId) : undefined;
      if (won) return mySignupView(won, party, now);
      throw err;
    }
  }

  /**
   * The attendee cancels before the deadline: an unpaid order closes, a paid one is refunded in
   * full through commerce (its refund listener gives the seat back), a free sign-up ends here.
   * After the deadline, or once checked in, it is refused with the rule.
   */
  async cancel(userId: number, partyId: number): Promise<MySignup> {
    const party = await this.parties.require(partyId);
    const signup = await this.active(userId, partyId);
    if (!signup) throw new AppError(States.READING_NOT_SIGNED);
    if (signup.checked_in_at !== null) throw new AppError(States.READING_CHECKED_IN);
    if (party.status === 'open' && this.clock.now() >= party.signup_deadline) {
      throw new AppError(States.READING_CANCEL_CLOSED, { deadline: beijingDateTime(party.signup_deadline) });
    }
    await this.end(signup, ATTENDEE_CANCEL_REASON);
    const after = await this.db.selectFrom('reading_signups').selectAll().where('id', '=', signup.id).executeTakeFirstOrThrow();
    return mySignupView(after, await this.parties.require(partyId), this.clock.now());
  }

  /**
   * Ends an active sign-up with its money returned: closes its unpaid order, refunds its paid
   * one (safe to repeat: commerce refunds once by refund number), or cancels a free one.
   * Answers what happened to it.
   */
  async end(signup: SignupRow, reason: string): Promise<'closed' | 'refunded' | 'cancelled' | 'none'> {
    if (signup.order_number !== null) {
      const order = await this.commerce.orders.findByNumber(signup.order_number);
      if (!order) return 'none';
      if (order.status === 'created' || order.status === 'paying') {
        try {
          await this.commerce.orders.cancel(signup.user_id, signup.order_number);
          return 'closed';
        } catch (err) {
          // Paid while it was being closed: refund it instead.
          if (!(err instanceof AppError) || err.state !== States.ORDER_ALREADY_PAID.code) throw err;
        }
      }
      const current = await this.commerce.orders.findByNumber(signup.order_number);
      if (current?.status !== 'paid') return 'none';
      await this.commerce.payments.refund(signup.order_number, reason);
      return 'refunded';
    }
    const now = this.clock.now();
    const done = await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('reading_signups')
        .set({ status: 'cancelled', updated_at: now })
        .where('id', '=', signup.id)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await this.seats.release(trx, signup.party_id);
      return true;
    });
    return done ? 'cancelled' : 'none';
  }

  /** My sign-ups (myReport), newest first, with their parties. */
  async mine(userId: number, request: PageRequest): Promise<Page<SignupItem>> {
    const base = this.db.selectFrom('reading_signups').where('user_id', '=', userId).where('status', 'in', [...ACTIVE_SIGNUP, 'refunded', 'cancelled']);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = this.clock.now();
    const parties = rows.length ? await this.db.selectFrom('reading_parties').selectAll().where('id', 'in', rows.map((r) => r.party_id)).execute() : [];
    const cards = new Map((await partyCards(this.db, parties, now)).map((c) => [c.id, c]));
    const partyOf = new Map(parties.map((p) => [p.id, p]));
    return page(
      rows.map((s) => ({ party: cards.get(s.party_id)!, signup: mySignupView(s, partyOf.get(s.party_id)!, now) })),
      Number(total.n),
      request,
    );
  }

  /** What happens to a paid party's sign-up inside each transaction of its order (shared/commerce/order-events.ts). */
  get orderListener(): OrderListener {
    const ours = (order: OrderRow) => order.commodity_type === 'reading_party';
    return {
      name: 'reading',
      placed: async (trx, order) => {
        if (!ours(order)) return;
        const party = await trx.selectFrom('reading_parties').selectAll().where('commodity_id', '=', order.commodity_id).executeTakeFirst();
        if (!party) throw new AppError(States.READING_PARTY_NOT_FOUND);
        this.assertTakesSignups(party, order.user_id);
        if (await this.active(order.user_id, party.id, trx)) throw new AppError(States.READING_ALREADY_SIGNED);
        await this.seats.take(trx, party, order.user_id);
        const now = this.clock.now();
        await trx
          .insertInto('reading_signups')
          .values({
            party_id: party.id,
            user_id: order.user_id,
            status: 'pending',
            order_id: order.id,
            order_number: order.order_number,
            paid_fen: order.payable_fen,
            share_fen: null,
            settled_at: null,
            checked_in_at: null,
            checked_in_by: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      },
      paid: async (trx, order) => {
        if (!ours(order)) return;
        const confirmed = await trx
          .updateTable('reading_signups')
          .set({ status: 'confirmed', updated_at: this.clock.now() })
          .where('order_id', '=', order.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        // The pending sign-up holds the seat until its order is paid or closed, so it is there.
        if (Number(confirmed.numUpdatedRows) !== 1) throw new Error(`reading party order ${order.order_number} paid without its pending sign-up`);
      },
      closed: async (trx, order) => {
        if (!ours(order)) return;
        const closed = await trx
          .updateTable('reading_signups')
          .set({ status: 'closed', updated_at: this.clock.now() })
          .where('order_id', '=', order.id)
          .where('status', '=', 'pending')
          .returning('party_id')
          .executeTakeFirst();
        if (closed) await this.seats.release(trx, closed.party_id);
      },
      refunded: async (trx, order) => {
        if (!ours(order)) return;
        const refunded = await trx
          .updateTable('reading_signups')
          .set({ status: 'refunded', updated_at: this.clock.now() })
          .where('order_id', '=', order.id)
          .where('status', '=', 'confirmed')
          .returning(['party_id', 'share_fen'])
          .executeTakeFirst();
        if (!refunded) return;
        await this.seats.release(trx, refunded.party_id);
        if (refunded.share_fen !== null && refunded.share_fen > 0) {
          const party = await trx.selectFrom('reading_parties').select('organiser_id').where('id', '=', refunded.party_id).executeTakeFirstOrThrow();
          await this.commerce.earnings.move(
            trx,
            party.organiser_id,
            { available: -refunded.share_fen },
            { source: 'reading', reason: 'party_refund_reversed', ref: order.order_number },
          );
        }
      },
    };
  }
}
