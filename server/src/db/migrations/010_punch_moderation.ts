import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Moderation of punch-in text and comments (docs/PUNCH.md "Moderation"), by the community's
 * content rules:
 * - punches and their comments get a `status` ('visible' | 'held' | 'rejected'; existing rows
 *   stay visible), the `hold_reason` and when an operator reviewed them;
 * - an operator takes down a punch's content (`removed_at`: its text and photos are no longer
 *   shown, the row stays so the day still counts) or deletes a comment (`deleted_at`);
 * - users' reports on punches and comments, one open report per reporter and target.
 */
export function punchModeration(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const table of ['punches', 'punch_comments']) {
        await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('visible')).execute();
        await db.schema.alterTable(table).addColumn('hold_reason', 'text').execute();
        await db.schema.alterTable(table).addColumn('reviewed_at', 'bigint').execute();
      }
      await db.schema.alterTable('punches').addColumn('removed_at', 'bigint').execute();
      await db.schema.alterTable('punch_comments').addColumn('deleted_at', 'bigint').execute();
      // The review queue reads the held ones.
      await db.schema.createIndex('punches_status_idx').on('punches').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('punch_comments_status_idx').on('punch_comments').columns(['status', 'created_at']).execute();

      await withId(db.schema.createTable('punch_reports'))
        .addColumn('reporter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** 'punch' | 'comment' */
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        /** 'open' | 'closed' */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .execute();
      // One open report per reporter and target, whatever the interleaving.
      await db.schema
        .createIndex('punch_reports_open_uq')
        .on('punch_reports')
        .columns(['reporter_id', 'target_type', 'target_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('open'))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('punch_reports').execute();
      await db.schema.dropIndex('punch_comments_status_idx').execute();
      await db.schema.dropIndex('punches_status_idx').execute();
      await db.schema.alterTable('punch_comments').dropColumn('deleted_at').execute();
      await db.schema.alterTable('punches').dropColumn('removed_at').execute();
      for (const table of ['punches', 'punch_comments']) {
        for (const column of ['reviewed_at', 'hold_reason', 'status']) await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
