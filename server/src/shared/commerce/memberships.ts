import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';

/**
 * Membership time bought and refunded: a paid VIP order extends the membership (stacking on what
 * is left), a refund takes its time back. Each change is one statement on `users.vip_expire_at`
 * (no read-modify-write race); whether someone is a member is ../accounts/users.ts's rule.
 */
export class MembershipChanges {
  constructor(
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  /** new expiry = max(now, current expiry) + ms, in one statement. Answers the period added. */
  async extend(trx: Kysely<DB>, userId: number, ms: number): Promise<{ from: number; until: number }> {
    const now = this.clock.now();
    const greatest = sql.raw(this.dialect === 'postgres' ? 'greatest' : 'max');
    const row = await trx
      .updateTable('users')
      .set({ vip_expire_at: sql<number>`${greatest}(coalesce(vip_expire_at, 0), ${now}) + ${ms}`, updated_at: now })
      .where('id', '=', userId)
      .returning('vip_expire_at')
      .executeTakeFirstOrThrow();
    const until = Number(row.vip_expire_at);
    return { from: until - ms, until };
  }

  /**
   * Takes back `ms` of membership (refund): new expiry = max(current − ms, now), never later
   * than the current expiry (an already lapsed membership stays as it is).
   */
  async shorten(trx: Kysely<DB>, userId: number, ms: number): Promise<void> {
    const now = this.clock.now();
    const greatest = sql.raw(this.dialect === 'postgres' ? 'greatest' : 'max');
    const least = sql.raw(this.dialect === 'postgres' ? 'least' : 'min');
    await trx
      .updateTable('users')
      .set({ vip_expire_at: sql<number>`${least}(vip_expire_at, ${greatest}(vip_expire_at - ${ms}, ${now}))`, updated_at: now })
      .where('id', '=', userId)
      .where('vip_expire_at', 'is not', null)
      .execute();
  }
}
