import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/** The agreement every promoter agrees to (version 1); operators replace it in the settings. */
const AGREEMENT_TITLE = '心栈推广服务协议';
const AGREEMENT_CONTENT = [
  '一、推广达人通过分享心栈的课程、会员等商品链接或海报向他人推荐，好友通过链接下单并支付后，推广达人按商品的佣金规则获得推广佣金。',
  '二、好友首次打开推广达人的链接即与其绑定，绑定有效期内好友的订单计入该推广达人；有效期以推广设置为准，过期后好友可被其他推广达人重新绑定。',
  '三、佣金在订单支付后计入“待结算”，退款保障期满后结算为“可提现”；保障期内或结算后发生退款的，对应佣金全额扣回。',
  '四、推广达人不得自买自返、虚假交易、恶意刷单或以虚假宣传误导他人，一经发现，平台有权暂停推广资格并扣回违规所得。',
  '五、推广佣金属于个人劳务所得，提现时按国家规定依法纳税；提现规则以“提现”页面所示为准。',
  '六、平台可根据运营需要调整佣金规则和本协议，调整后需重新同意方可继续申请。',
].join('\n');

/**
 * Distribution (docs/DISTRIBUTION.md): the programme's settings (one row, written here with its
 * defaults), promoters and their applications, customer bindings with an expiry, link visits,
 * levels, the products that earn commission in their categories, commissions (one row per order
 * and tier, the money moving through the earnings ledger of 011), and the cached mini-program
 * codes of posters. Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints,
 * JSON as text, money in integer fen, rates in basis points (1 bp = 0.01%).
 */
export function distribution(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('distribution_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('approval_required', 'integer', (c) => c.notNull())
        .addColumn('bind_days', 'integer', (c) => c.notNull())
        .addColumn('refund_window_days', 'integer', (c) => c.notNull())
        .addColumn('agreement_version', 'integer', (c) => c.notNull())
        .addColumn('agreement_title', 'text', (c) => c.notNull())
        .addColumn('agreement_content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('distribution_settings_one_ck', sql`id = 1`)
        .execute();
      await db
        .insertInto('distribution_settings')
        .values({
          id: 1,
          enabled: 1,
          approval_required: 1,
          bind_days: 30,
          refund_window_days: 7,
          agreement_version: 1,
          agreement_title: AGREEMENT_TITLE,
          agreement_content: AGREEMENT_CONTENT,
          updated_at: 0,
        })
        .execute();

      await db.schema
        .createTable('promoters')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        /** 'pending' | 'active' | 'rejected' | 'suspended' */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('real_name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('agreed_version', 'integer', (c) => c.notNull())
        /** The promoter who brought them in (their binding when they applied): tier 2 of their sales. */
        .addColumn('parent_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        /** Payable of their settled tier-1 orders (net of refunds): decides the level. */
        .addColumn('settled_sales_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        /** The operator's reason of the last rejection or suspension. */
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .addColumn('activated_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('promoters_sales_ck', sql`settled_sales_fen >= 0`)
        .execute();
      await db.schema.createIndex('promoters_status_idx').on('promoters').columns(['status', 'applied_at']).execute();
      await db.schema.createIndex('promoters_parent_idx').on('promoters').column('parent_id').execute();

      // One current binding per buyer; a new one replaces it only once it expired or its promoter stopped.
      await db.schema
        .createTable('distribution_bindings')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('promoter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('bound_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        /** The buyer's account was made just before binding (a sign-up through the link). */
        .addColumn('new_user', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('distribution_bindings_promoter_idx').on('distribution_bindings').columns(['promoter_id', 'bound_at']).execute();

      await withId(db.schema.createTable('distribution_visits'))
        .addColumn('promoter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** Beijing day 'YYYY-MM-DD'. */
        .addColumn('day', 'text', (c) => c.notNull())
        /** u<userId>, d<device id> or i<hash of the address>: one visit per visitor per day. */
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('distribution_visits_uq', ['promoter_id', 'day', 'visitor'])
        .execute();

      await withId(db.schema.createTable('distribution_levels'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('threshold_fen', 'bigint', (c) => c.notNull().unique())
        .addColumn('rate_bonus_bp', 'integer', (c) => c.notNull())
        /** JSON array of strings. */
        .addColumn('benefits', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('distribution_categories'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('distribution_products')
        .addColumn('commodity_id', 'bigint', (c) => c.primaryKey().references('commodities.id').onDelete('cascade'))
        .addColumn('category_id', 'bigint', (c) => c.notNull().references('distribution_categories.id'))
        /** 'rate' (values in basis points of the payable) | 'amount' (values in fen per unit). */
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('tier1_value', 'integer', (c) => c.notNull())
        .addColumn('tier2_value', 'integer', (c) => c.notNull())
        /** A line promoters can use when sharing (推荐语). */
        .addColumn('pitch', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('distribution_products_values_ck', sql`tier1_value >= 0 and tier2_value >= 0`)
        .execute();
      await db.schema.createIndex('distribution_products_category_idx').on('distribution_products').columns(['category_id', 'active', 'sort']).execute();

      await withId(db.schema.createTable('distribution_commissions'))
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('promoter_id', 'bigint', (c) => c.notNull().references('users.id'))
        /** 1: the buyer's promoter; 2: that promoter's own promoter. */
        .addColumn('tier', 'integer', (c) => c.notNull())
        /** Tier 2: the tier-1 promoter the order came through. */
        .addColumn('via_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('commodity_name', 'text', (c) => c.notNull())
        /** The order's payable, the base of a rate. */
        .addColumn('base_fen', 'integer', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        /** The rate applied (level bonus included), or null for a fixed amount. */
        .addColumn('rate_bp', 'integer')
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        /** 'unpaid' | 'pending' | 'settled' | 'reversed' | 'void' */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('settle_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('accrued_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('reversed_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('distribution_commissions_order_tier_uq', ['order_id', 'tier'])
        .addCheckConstraint('distribution_commissions_amount_ck', sql`amount_fen > 0 and amount_fen <= base_fen and tier in (1, 2)`)
        .execute();
      await db.schema
        .createIndex('distribution_commissions_promoter_idx')
        .on('distribution_commissions')
        .columns(['promoter_id', 'tier', 'status', 'id'])
        .execute();
      await db.schema.createIndex('distribution_commissions_due_idx').on('distribution_commissions').columns(['status', 'settle_at']).execute();

      await db.schema
        .createTable('distribution_wxacodes')
        /** The code's scene (`i=<code>` or `i=<code>&g=<commodity>`), also its address. */
        .addColumn('scene', 'text', (c) => c.primaryKey())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        /** The image, base64. */
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'distribution_wxacodes',
        'distribution_commissions',
        'distribution_products',
        'distribution_categories',
        'distribution_levels',
        'distribution_visits',
        'distribution_bindings',
        'promoters',
        'distribution_settings',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
