import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { EarningsLedger } from '../../shared/earnings/ledger.js';
import type { PartyService } from './parties.js';
import type { Settlement } from './schemas.js';
import { beijingDateTime, type PartyRow } from './views.js';

/**
 * The organiser's share of one paid sign-up: what the attendee paid less the platform fee
 * (rounded down, so the share is rounded up). The same rule as the settlement statement below.
 */
export function shareOf(paidFen: number, platformFeeBp: number): number {
  return paidFen - Math.floor((paidFen * platformFeeBp) / 10_000);
}

/**
 * Settlement (docs/READING.md "Settlement"): once the party has ended, the organiser settles it
 * once. In one transaction the party is marked settled (conditional), each paid confirmed
 * sign-up gets its share recorded, and their sum moves into the organiser's available earnings
 * (source 'reading'). A refund afterwards takes back exactly that sign-up's share (the order
 * listener in signups.ts).
 */
export class SettlementService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly parties: PartyService,
    private readonly earnings: EarningsLedger,
  ) {}

  private async blockedReason(party: PartyRow): Promise<string> {
    if (party.status === 'cancelled') return States.READING_PARTY_CANCELLED.msg;
    if (party.settled_at !== null) return States.READING_ALREADY_SETTLED.msg;
    if (this.clock.now() < party.ends_at) return States.READING_NOT_ENDED.msg.replace('{time}', beijingDateTime(party.ends_at));
    const pending = await this.db.selectFrom('reading_signups').select('id').where('party_id', '=', party.id).where('status', '=', 'pending').executeTakeFirst();
    return pending ? States.READING_SETTLE_PENDING.msg : '';
  }

  async view(userId: number, partyId: number): Promise<Settlement> {
    const party = await this.parties.requireOwn(userId, partyId);
    const rows = await this.db.selectFrom('reading_signups').select(['status', 'paid_fen', 'share_fen']).where('party_id', '=', partyId).where('paid_fen', '>', 0).execute();
    const settled = party.settled_at !== null;
    const counted = rows.filter((r) => r.status === 'confirmed' && (!settled || r.share_fen !== null));
    const grossFen = counted.reduce((sum, r) => sum + r.paid_fen, 0);
    const shareFen = counted.reduce((sum, r) => sum + (r.share_fen ?? shareOf(r.paid_fen, party.platform_fee_bp)), 0);
    const reversedFen = rows.filter((r) => r.status === 'refunded' && r.share_fen !== null).reduce((sum, r) => sum + r.share_fen!, 0);
    const blockedReason = await this.blockedReason(party);
    return {
      partyId,
      title: party.title,
      endsAt: party.ends_at,
      platformFeeBp: party.platform_fee_bp,
      canSettle: blockedReason === '',
      blockedReason,
      settledAt: party.settled_at,
      paidSignups: counted.length,
      grossFen,
      platformFen: grossFen - shareFen,
      shareFen,
      reversedFen,
    };
  }

  /** Settles once; a second call (or a concurrent one) is refused with READING_ALREADY_SETTLED. */
  async settle(userId: number, partyId: number): Promise<Settlement> {
    const party = await this.parties.requireOwn(userId, partyId);
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
    if (party.settled_at !== null) throw new AppError(States.READING_ALREADY_SETTLED);
    const now = this.clock.now();
    if (now < party.ends_at) throw new AppError(States.READING_NOT_ENDED, { time: beijingDateTime(party.ends_at) });
    if ((await this.blockedReason(party)) !== '') throw new AppError(States.READING_SETTLE_PENDING);
    await this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('reading_parties')
        .set({ settled_at: now, updated_at: now })
        .where('id', '=', partyId)
        .where('status', '=', 'open')
        .where('settled_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new AppError(States.READING_ALREADY_SETTLED);
      // Each sign-up's share once (share_fen is null), decided row by row against a concurrent refund.
      // An integer literal: SQLite binds JS numbers as reals, and the division must be an integer one.
      const bp = sql.lit(Math.trunc(party.platform_fee_bp));
      const shares = await trx
        .updateTable('reading_signups')
        .set({ share_fen: sql<number>`paid_fen - (paid_fen * ${bp}) / 10000`, settled_at: now, updated_at: now })
        .where('party_id', '=', partyId)
        .where('status', '=', 'confirmed')
        .where('paid_fen', '>', 0)
        .where('share_fen', 'is', null)
        .returning(['paid_fen', 'share_fen'])
        .execute();
      const shareFen = shares.reduce((sum, r) => sum + Number(r.share_fen), 0);
      const grossFen = shares.reduce((sum, r) => sum + r.paid_fen, 0);
      await trx.updateTable('reading_parties').set({ settled_fen: shareFen, platform_fen: grossFen - shareFen }).where('id', '=', partyId).execute();
      if (shareFen > 0) {
        await this.earnings.move(trx, party.organiser_id, { available: shareFen }, { source: 'reading', reason: 'party_settled', ref: `party:${partyId}` });
      }
    });
    return this.view(userId, partyId);
  }

  /** Reading-party income of an organiser that stays settled (shares of sign-ups not refunded). */
  async settledFen(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reading_signups as s')
      .innerJoin('reading_parties as p', 'p.id', 's.party_id')
      .select((eb) => eb.fn.sum<number>('s.share_fen').as('n'))
      .where('p.organiser_id', '=', userId)
      .where('s.status', '=', 'confirmed')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
