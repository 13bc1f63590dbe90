import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Courses and learning: the catalogue (categories, subjects with chapters, book lists,
 * articles, banners, the class schedule), what a user owns and how far they got, the
 * listening time they spent (10-second wall-clock slots: two devices playing at once fill the
 * same slots, so minutes are never counted twice), certificates and hot search terms.
 * Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints, JSON as text.
 * The full-text search index is migration 004 (it differs per dialect).
 */
export function courses(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('course_categories'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      // A course ('course') or a happiness-class course ('happiness', spec 2.17 scene 524).
      await withId(db.schema.createTable('subjects'))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('course'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author_intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of paragraphs. */
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('category_id', 'bigint', (c) => c.references('course_categories.id').onDelete('set null'))
        /** 'free' | 'vip' | 'paid' */
        .addColumn('access', 'text', (c) => c.notNull().defaultTo('free'))
        /** The commodity (type 'course') that sells a 'paid' subject. */
        .addColumn('commodity_id', 'bigint', (c) => c.references('commodities.id').onDelete('set null'))
        /** JSON array of strings. */
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        /** Learners shown on cards: a seeded base plus distinct users who played a chapter. */
        .addColumn('learners', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subjects_list_idx').on('subjects').columns(['kind', 'active', 'sort']).execute();
      await db.schema.createIndex('subjects_category_idx').on('subjects').columns(['category_id', 'active']).execute();

      await withId(db.schema.createTable('chapters'))
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        /** A file name inside the media directory (MEDIA_DIR), served signed with ranges. */
        .addColumn('audio_file', 'text', (c) => c.notNull())
        .addColumn('duration_sec', 'integer', (c) => c.notNull())
        .addColumn('free_trial', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chapters_subject_idx').on('chapters').columns(['subject_id', 'sort']).execute();

      await withId(db.schema.createTable('book_lists'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('curator', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('book_list_items'))
        .addColumn('book_list_id', 'bigint', (c) => c.notNull().references('book_lists.id').onDelete('cascade'))
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('book_list_items_uq', ['book_list_id', 'subject_id'])
        .execute();

      await withId(db.schema.createTable('articles'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of paragraphs. */
        .addColumn('body', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('subject_id', 'bigint', (c) => c.references('subjects.id').onDelete('set null'))
        .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('banners'))
        /** Where it shows: 'course_index', 'happiness_index'. */
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        /** An app path (/course/courseDetail/3) or https URL. */
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      // The national class schedule (ceres/classschedule): a weekly timetable of classes.
      await withId(db.schema.createTable('class_schedule'))
        /** 1 = Monday … 7 = Sunday. */
        .addColumn('weekday', 'integer', (c) => c.notNull())
        /** 'HH:mm', Beijing time. */
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('duration_min', 'integer', (c) => c.notNull().defaultTo(30))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('teacher', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subject_id', 'bigint', (c) => c.references('subjects.id').onDelete('set null'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      // A paid subject bought (or granted by an operator): one row per user and subject.
      await withId(db.schema.createTable('course_entitlements'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('order_id', 'bigint', (c) => c.references('orders.id').onDelete('set null'))
        /** 'purchase' | 'grant' */
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('course_entitlements_uq', ['user_id', 'subject_id'])
        .execute();
      await db.schema.alterTable('commodities').addColumn('subject_id', 'bigint').execute();

      await withId(db.schema.createTable('chapter_progress'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('chapter_id', 'bigint', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
        .addColumn('position_sec', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_position_sec', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('chapter_progress_uq', ['user_id', 'chapter_id'])
        .execute();
      await db.schema.createIndex('chapter_progress_recent_idx').on('chapter_progress').columns(['user_id', 'updated_at']).execute();
      await db.schema.createIndex('chapter_progress_subject_idx').on('chapter_progress').columns(['user_id', 'subject_id']).execute();

      // Report ids already applied: the same progress report twice counts once.
      await withId(db.schema.createTable('learn_reports'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('report_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('learn_reports_uq', ['user_id', 'report_id'])
        .execute();

      // Listening time: one row per user and 10-second wall-clock slot (slot = floor(ms / 10000)).
      await db.schema
        .createTable('listen_slots')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('subject_id', 'bigint', (c) => c.notNull())
        .addColumn('chapter_id', 'bigint', (c) => c.notNull())
        /** Beijing calendar day 'YYYY-MM-DD' of the slot (days, weeks, years group on it). */
        .addColumn('day', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('listen_slots_pk', ['user_id', 'slot'])
        .execute();
      await db.schema.createIndex('listen_slots_day_idx').on('listen_slots').columns(['day', 'user_id']).execute();
      await db.schema.createIndex('listen_slots_user_day_idx').on('listen_slots').columns(['user_id', 'day']).execute();

      await withId(db.schema.createTable('certificates'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject_id', 'bigint', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        /** The holder's name as printed (nickname at issue time). */
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('certificates_uq', ['user_id', 'subject_id'])
        .execute();

      await db.schema
        .createTable('search_terms')
        .addColumn('term', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('search_terms_count_idx').on('search_terms').column('count').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'search_terms',
        'certificates',
        'listen_slots',
        'learn_reports',
        'chapter_progress',
        'course_entitlements',
        'class_schedule',
        'banners',
        'articles',
        'book_list_items',
        'book_lists',
        'chapters',
        'subjects',
        'course_categories',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('commodities').dropColumn('subject_id').execute();
    },
  };
}
