import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/** Migration 004's one-open-order index over the given one-time-purchase types (shared/commerce/single-purchase.ts). */
const SINGLE_PURCHASE_INDEX = (types: string) =>
  sql.raw(
    `create unique index orders_open_single_purchase_uq on orders (user_id, commodity_id) where commodity_type in (${types}) and status in ('created', 'paying', 'paid')`,
  );

/**
 * Reading parties (docs/READING.md): parties with a seat counter that can never pass the
 * capacity (check constraint as the backstop of the conditional update), sign-ups (at most one
 * active per user and party), the waitlist with its offers, and the one row of operator
 * settings. A paid party sells its seats through a commodity of type 'reading_party', a one-time
 * purchase: the open-order index of migration 004 is recreated to include it.
 */
export function readingParties(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('reading_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('platform_fee_bp', 'integer', (c) => c.notNull())
        .addColumn('offer_hold_minutes', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('reading_settings').values({ id: 1, platform_fee_bp: 1000, offer_hold_minutes: 180, updated_at: 0 }).execute();

      await withId(db.schema.createTable('reading_parties'))
        .addColumn('organiser_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('book_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subject_id', 'bigint', (c) => c.references('subjects.id').onDelete('set null'))
        .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('venue', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('signup_deadline', 'bigint', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fee_fen', 'bigint', (c) => c.notNull())
        .addColumn('platform_fee_bp', 'integer', (c) => c.notNull())
        .addColumn('commodity_id', 'bigint', (c) => c.references('commodities.id').unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('checkin_secret', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('cancelled_by', 'text')
        .addColumn('cancelled_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('settled_fen', 'bigint')
        .addColumn('platform_fen', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('reading_parties_seats_ck', sql`seats_taken >= 0 and seats_taken <= capacity and capacity between 1 and 500 and fee_fen >= 0`)
        .execute();
      await db.schema.createIndex('reading_parties_city_idx').on('reading_parties').columns(['status', 'city', 'starts_at']).execute();
      await db.schema.createIndex('reading_parties_organiser_idx').on('reading_parties').columns(['organiser_id', 'id']).execute();

      await withId(db.schema.createTable('reading_signups'))
        .addColumn('party_id', 'bigint', (c) => c.notNull().references('reading_parties.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_id', 'bigint', (c) => c.references('orders.id').unique())
        .addColumn('order_number', 'text')
        .addColumn('paid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('share_fen', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('checked_in_at', 'bigint')
        .addColumn('checked_in_by', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // One active sign-up per user and party (pending payment or confirmed).
      await sql`create unique index reading_signups_active_uq on reading_signups (party_id, user_id) where status in ('pending', 'confirmed')`.execute(db);
      await db.schema.createIndex('reading_signups_party_idx').on('reading_signups').columns(['party_id', 'status']).execute();
      await db.schema.createIndex('reading_signups_user_idx').on('reading_signups').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('reading_waitlist'))
        .addColumn('party_id', 'bigint', (c) => c.notNull().references('reading_parties.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('offered_at', 'bigint')
        .addColumn('offer_expires_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await sql`create unique index reading_waitlist_active_uq on reading_waitlist (party_id, user_id) where status in ('waiting', 'offered')`.execute(db);
      await db.schema.createIndex('reading_waitlist_line_idx').on('reading_waitlist').columns(['party_id', 'status', 'id']).execute();
      await db.schema.createIndex('reading_waitlist_offers_idx').on('reading_waitlist').columns(['status', 'offer_expires_at']).execute();

      await db.schema.dropIndex('orders_open_single_purchase_uq').execute();
      await SINGLE_PURCHASE_INDEX(`'course', 'assessment', 'reading_party'`).execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('orders_open_single_purchase_uq').ifExists().execute();
      await SINGLE_PURCHASE_INDEX(`'course', 'assessment'`).execute(db);
      await db.schema.dropTable('reading_waitlist').ifExists().execute();
      await db.schema.dropTable('reading_signups').ifExists().execute();
      await db.schema.dropTable('reading_parties').ifExists().execute();
      await db.schema.dropTable('reading_settings').ifExists().execute();
    },
  };
}
