import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken, sha256Hex } from '../../core/crypto.js';
import type { DB } from '../../db/schema.js';
import type { TicketAnswer } from './schemas.js';

export const TICKET_LIFE_SECONDS = 600;

export interface LiveTicket {
  id: number;
  openid: string;
}

/** One-time credentials for a WeChat identity (openid), kept only as their sha256. */
export class TicketService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async create(openid: string): Promise<Omit<TicketAnswer, 'openid'>> {
    const ticket = randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('tickets')
      .values({
        ticket_hash: sha256Hex(ticket),
        openid,
        created_at: now,
        expires_at: now + TICKET_LIFE_SECONDS * 1000,
        used_at: null,
      })
      .execute();
    return { ticket, expiresIn: TICKET_LIFE_SECONDS };
  }

  /** A ticket that is known, unused and not expired; null otherwise. */
  async findLive(ticket: string): Promise<LiveTicket | null> {
    const row = await this.db
      .selectFrom('tickets')
      .select(['id', 'openid', 'expires_at', 'used_at'])
      .where('ticket_hash', '=', sha256Hex(ticket))
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= this.clock.now()) return null;
    return { id: row.id, openid: row.openid };
  }

  /** Marks the ticket used; false when another request consumed it first. */
  async consume(id: number, db: Kysely<DB> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('tickets')
      .set({ used_at: this.clock.now() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
