import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Earnings (docs/EARNINGS.md): one account per user with four buckets (pending, available,
 * frozen, withdrawn) and the ledger of every movement between them. Same portable rules as 001.
 * Withdrawals and their transfers are added by the cash-out part of this migration below.
 */
export function earnings(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('earning_accounts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('pending_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('available_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('withdrawn_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        // available may go negative (a refund after a withdrawal); the others never.
        .addCheckConstraint('earning_accounts_buckets_ck', sql`pending_fen >= 0 and frozen_fen >= 0 and withdrawn_fen >= 0`)
        .execute();

      await withId(db.schema.createTable('earning_ledger'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('pending_delta', 'bigint', (c) => c.notNull())
        .addColumn('available_delta', 'bigint', (c) => c.notNull())
        .addColumn('frozen_delta', 'bigint', (c) => c.notNull())
        .addColumn('withdrawn_delta', 'bigint', (c) => c.notNull())
        .addColumn('pending_after', 'bigint', (c) => c.notNull())
        .addColumn('available_after', 'bigint', (c) => c.notNull())
        .addColumn('frozen_after', 'bigint', (c) => c.notNull())
        .addColumn('withdrawn_after', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('earning_ledger_user_idx').on('earning_ledger').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('earning_ledger_ref_idx').on('earning_ledger').columns(['ref']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('earning_ledger').execute();
      await db.schema.dropTable('earning_accounts').execute();
    },
  };
}

