import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * The course search index, one row per subject, written by the server (services/courses/
 * search.ts) from pre-tokenised text (CJK bigrams and single characters, latin words):
 * - SQLite: an FTS5 table `subject_search(subject_id UNINDEXED, title, author, summary)` with
 *   the unicode61 tokenizer, which only splits on the spaces the server put in; ranked by bm25
 *   with column weights.
 * - PostgreSQL: `subject_search(subject_id, document tsvector)`, the lexemes of title/author/
 *   summary weighted A/B/C, with a GIN index; ranked by ts_rank. The lexemes arrive as arrays
 *   (array_to_tsvector), so the database's own parser and locale never touch Chinese text.
 * Also the one-open-order rule of one-time purchases (a course, an assessment of 005), and an
 * index for "distinct learners of a subject" (cards and the learners tie-break of search ask it
 * per subject; 003's progress indexes lead with user_id).
 */
export function courseSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.createIndex('chapter_progress_learners_idx').on('chapter_progress').columns(['subject_id', 'user_id']).execute();
      // Who has started a subject, once each: the first row of a user adds 1 to
      // subjects.learners, so lists, search ranking and cards read a column instead of counting.
      await db.schema
        .createTable('subject_learners')
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('subject_learners_pk', ['subject_id', 'user_id'])
        .execute();
      // A course or an assessment is bought once (services/orders/single-purchase.ts): two
      // racing orders for it cannot both be open or paid, so a buyer can never pay twice for the
      // same item (partial unique index, both dialects).
      await sql`create unique index orders_open_single_purchase_uq on orders (user_id, commodity_id) where commodity_type in ('course', 'assessment') and status in ('created', 'paying', 'paid')`.execute(db);
      if (dialect === 'sqlite') {
        await sql`create virtual table subject_search using fts5(subject_id unindexed, title, author, summary, tokenize = 'unicode61')`.execute(db);
        return;
      }
      await db.schema
        .createTable('subject_search')
        .addColumn('subject_id', 'bigint', (c) => c.primaryKey().references('subjects.id').onDelete('cascade'))
        .addColumn('document', sql`tsvector`, (c) => c.notNull())
        .execute();
      await sql`create index subject_search_document_idx on subject_search using gin (document)`.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('subject_search').ifExists().execute();
      await db.schema.dropTable('subject_learners').ifExists().execute();
      await db.schema.dropIndex('chapter_progress_learners_idx').ifExists().execute();
      await db.schema.dropIndex('orders_open_single_purchase_uq').ifExists().execute();
    },
  };
}
