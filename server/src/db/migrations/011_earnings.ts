import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/** The rules a new installation starts with (docs/EARNINGS.md). */
const DEFAULT_WITHDRAWAL_RULES = {
  min_fen: 1000,
  fee_permille: 0,
  // WeChat asks for the payee's real name from ¥2,000; we stay below it.
  max_fen: 199_999,
  daily_count: 3,
  daily_amount_fen: 500_000,
  review_threshold_fen: 50_000,
};

/**
 * Earnings (docs/EARNINGS.md): one account per user with four buckets (pending, available,
 * frozen, withdrawn) and the ledger of every movement between them; the cash-out: the operator's
 * withdrawal rules (one row), withdrawals with their transfer bills, each user's withdrawals per
 * Beijing day (the daily limits), and every transfer notification received. Same portable rules
 * as 001.
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

      // The withdrawal rules: one row (id 1), created here with the defaults, edited by operators.
      await db.schema
        .createTable('earning_withdrawal_rules')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('min_fen', 'bigint', (c) => c.notNull())
        .addColumn('fee_permille', 'integer', (c) => c.notNull())
        .addColumn('max_fen', 'bigint', (c) => c.notNull())
        .addColumn('daily_count', 'integer', (c) => c.notNull())
        .addColumn('daily_amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('review_threshold_fen', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db
        .insertInto('earning_withdrawal_rules')
        .values({ id: 1, ...DEFAULT_WITHDRAWAL_RULES, updated_at: 0 })
        .execute();

      await withId(db.schema.createTable('earning_withdrawals'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('out_bill_no', 'text', (c) => c.notNull().unique())
        .addColumn('from_area', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('fee_fen', 'bigint', (c) => c.notNull())
        .addColumn('net_fen', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('app', 'text')
        .addColumn('app_id', 'text')
        .addColumn('openid', 'text')
        .addColumn('provider_state', 'text')
        .addColumn('transfer_bill_no', 'text')
        .addColumn('package_info', 'text')
        .addColumn('fail_reason', 'text')
        .addColumn('reject_reason', 'text')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addCheckConstraint('earning_withdrawals_amounts_ck', sql`amount_fen > 0 and fee_fen >= 0 and net_fen > 0 and amount_fen = fee_fen + net_fen`)
        .execute();
      await db.schema.createIndex('earning_withdrawals_user_idx').on('earning_withdrawals').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('earning_withdrawals_status_idx').on('earning_withdrawals').columns(['status', 'updated_at']).execute();

      // Counted with a conditional update, so concurrent applications cannot pass a daily limit.
      await db.schema
        .createTable('earning_withdrawal_days')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('withdrawal_count', 'integer', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('earning_withdrawal_days_pk', ['user_id', 'day'])
        .addCheckConstraint('earning_withdrawal_days_ck', sql`withdrawal_count >= 0 and amount_fen >= 0`)
        .execute();

      await withId(db.schema.createTable('transfer_notifications'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('out_bill_no', 'text')
        .addColumn('transfer_bill_no', 'text')
        .addColumn('event_type', 'text')
        .addColumn('state', 'text')
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('transfer_notifications_bill_idx').on('transfer_notifications').columns(['out_bill_no', 'id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('transfer_notifications').execute();
      await db.schema.dropTable('earning_withdrawal_days').execute();
      await db.schema.dropTable('earning_withdrawals').execute();
      await db.schema.dropTable('earning_withdrawal_rules').execute();
      await db.schema.dropTable('earning_ledger').execute();
      await db.schema.dropTable('earning_accounts').execute();
    },
  };
}

