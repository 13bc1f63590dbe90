import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Commerce: commodities (the former `vip_offers`, renamed with its ids and rows kept), orders,
 * payment attempts and callbacks, coupons, credits and shipping addresses. Same portable rules
 * as 001: identity ids, 0/1 booleans, epoch-ms bigints, JSON as text, money in integer fen.
 */
export function commerce(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      // VIP tiers become commodities of type 'vip'; existing rows, ids and operator edits stay.
      await db.schema.alterTable('vip_offers').renameTo('commodities').execute();
      const columns: Array<[string, 'text' | 'integer' | 'bigint', string | number | null]> = [
        ['type', 'text', 'vip'],
        ['credits_price', 'integer', 0],
        ['stock', 'integer', null],
        ['needs_address', 'integer', 0],
        ['description', 'text', ''],
        ['image', 'text', ''],
        ['coupon_template_id', 'bigint', null],
        ['updated_at', 'bigint', 0],
      ];
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      for (const [name, type, fallback] of columns) {
        await db.schema
          .alterTable('commodities')
          .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
          .execute();
      }
      await db.schema.createIndex('commodities_type_idx').on('commodities').columns(['type', 'active', 'sort']).execute();

      await withId(db.schema.createTable('coupon_templates'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('max_discount_fen', 'integer')
        .addColumn('threshold_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('validity_days', 'integer')
        .addColumn('valid_from', 'bigint')
        .addColumn('valid_until', 'bigint')
        .addColumn('stock', 'integer')
        .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('applicable_types', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('beginner', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('coupon_templates_issued_ck', sql`stock is null or issued <= stock`)
        .execute();

      await withId(db.schema.createTable('user_coupons'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('template_id', 'bigint', (c) => c.notNull().references('coupon_templates.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('percent', 'integer', (c) => c.notNull())
        .addColumn('max_discount_fen', 'integer')
        .addColumn('threshold_fen', 'integer', (c) => c.notNull())
        .addColumn('applicable_types', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('order_id', 'bigint')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addColumn('valid_until', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_coupons_user_idx').on('user_coupons').columns(['user_id', 'state']).execute();
      await db.schema.createIndex('user_coupons_order_idx').on('user_coupons').column('order_id').execute();

      // One row per user who received the new-user gift: the primary key makes it once only.
      await db.schema
        .createTable('beginner_gifts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('credit_accounts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('credit_accounts_balance_ck', sql`balance >= 0`)
        .execute();

      await withId(db.schema.createTable('credit_ledger'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref', 'text')
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credit_ledger_user_idx').on('credit_ledger').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('credit_rules'))
        .addColumn('action', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('daily_cap', 'integer')
        .addColumn('total_cap', 'integer')
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      // Earning slots: (user, action, period) is unique, so a capped rule pays out once per slot.
      await withId(db.schema.createTable('credit_claims'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('credit_claims_slot_uq', ['user_id', 'action', 'period_key'])
        .execute();

      await withId(db.schema.createTable('addresses'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('province_code', 'text', (c) => c.notNull())
        .addColumn('province_name', 'text', (c) => c.notNull())
        .addColumn('city_code', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('district_code', 'text', (c) => c.notNull())
        .addColumn('district_name', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();
      // At most one default address per user, whatever the interleaving of requests.
      await db.schema
        .createIndex('addresses_one_default_uq')
        .on('addresses')
        .column('user_id')
        .unique()
        .where(sql.ref('is_default'), '=', sql.lit(1))
        .execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('order_number', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('commodity_id', 'bigint', (c) => c.notNull().references('commodities.id'))
        .addColumn('commodity_type', 'text', (c) => c.notNull())
        .addColumn('commodity_name', 'text', (c) => c.notNull())
        .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
        .addColumn('unit_duration_days', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('original_fen', 'integer', (c) => c.notNull())
        .addColumn('coupon_discount_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credits_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credits_discount_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payable_fen', 'integer', (c) => c.notNull())
        .addColumn('user_coupon_id', 'bigint')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('pay_scene', 'text')
        .addColumn('pay_mode', 'text')
        .addColumn('provider', 'text')
        .addColumn('channel', 'text')
        .addColumn('scene_id', 'integer')
        .addColumn('ext_info', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('address', 'text')
        .addColumn('transaction_id', 'text', (c) => c.unique())
        .addColumn('vip_from', 'bigint')
        .addColumn('vip_until', 'bigint')
        .addColumn('earned_credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('close_reason', 'text')
        .addColumn('refund_no', 'text')
        .addColumn('refund_reason', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('refunded_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addCheckConstraint(
          'orders_amounts_ck',
          sql`payable_fen >= 0 and payable_fen = original_fen - coupon_discount_fen - credits_discount_fen`,
        )
        .execute();
      await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('orders_open_idx').on('orders').columns(['status', 'pay_deadline']).execute();

      await withId(db.schema.createTable('payments'))
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('pay_scene', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('prepay_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.unique())
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

      await withId(db.schema.createTable('payment_callbacks'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('order_number', 'text')
        .addColumn('transaction_id', 'text')
        .addColumn('event_type', 'text')
        .addColumn('amount_fen', 'integer')
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_callbacks_order_idx')
        .on('payment_callbacks')
        .column('order_number')
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'payment_callbacks',
        'payments',
        'orders',
        'addresses',
        'credit_claims',
        'credit_rules',
        'credit_ledger',
        'credit_accounts',
        'beginner_gifts',
        'user_coupons',
        'coupon_templates',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.dropIndex('commodities_type_idx').ifExists().execute();
      for (const column of ['updated_at', 'coupon_template_id', 'image', 'description', 'needs_address', 'stock', 'credits_price', 'type']) {
        await db.schema.alterTable('commodities').dropColumn(column).execute();
      }
      await db.schema.alterTable('commodities').renameTo('vip_offers').execute();
    },
  };
}
