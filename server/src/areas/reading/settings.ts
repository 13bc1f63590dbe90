import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import type { ReadingSettings } from './schemas.js';

/** The one row of operator settings (migration 013 inserts it). */
export class ReadingSettingsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(db: Kysely<DB> = this.db): Promise<ReadingSettings> {
    const row = await db.selectFrom('reading_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return { platformFeeBp: row.platform_fee_bp, offerHoldMinutes: row.offer_hold_minutes };
  }

  async update(input: ReadingSettings): Promise<ReadingSettings> {
    await this.db
      .updateTable('reading_settings')
      .set({ platform_fee_bp: input.platformFeeBp, offer_hold_minutes: input.offerHoldMinutes, updated_at: this.clock.now() })
      .where('id', '=', 1)
      .execute();
    return this.get();
  }
}
