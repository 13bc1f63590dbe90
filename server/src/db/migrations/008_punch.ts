import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Punch-in challenges (docs/PUNCH.md): challenges, participants, one punch per challenge, user
 * and Beijing day (the unique key every retry and race ends on), likes and comments on punches,
 * and the one-time reminder grants of the mini-program. Streaks, make-ups used, counts and
 * rankings are counted from the punch rows, never stored beside them.
 * Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints, JSON as text,
 * Beijing days as 'YYYY-MM-DD' text (they compare as strings).
 */
export function punch(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('punch_challenges'))
        /** 'daily' | 'listen' */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        /** First and last Beijing day, inclusive. */
        .addColumn('start_day', 'text', (c) => c.notNull())
        .addColumn('end_day', 'text', (c) => c.notNull())
        .addColumn('makeup_limit', 'integer', (c) => c.notNull().defaultTo(0))
        /** Minutes of real listening a day needs (listen challenges). */
        .addColumn('min_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        /** JSON array of subject ids whose listening counts; [] = any. */
        .addColumn('subject_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        /** Beijing 'HH:mm' after which the reminder goes out. */
        .addColumn('reminder_time', 'text', (c) => c.notNull().defaultTo('20:00'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('punch_participants')
        .addColumn('challenge_id', 'bigint', (c) => c.notNull().references('punch_challenges.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** The sharer's invitation code when joined from a shared link. */
        .addColumn('invite_code', 'text')
        /** Messages (likes, comments on my punches) up to this instant are read. */
        .addColumn('messages_read_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('punch_participants_pk', ['challenge_id', 'user_id'])
        .execute();
      await db.schema.createIndex('punch_participants_user_idx').on('punch_participants').columns(['user_id', 'joined_at']).execute();

      await withId(db.schema.createTable('punches'))
        .addColumn('challenge_id', 'bigint', (c) => c.notNull().references('punch_challenges.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** The Beijing day it counts for. */
        .addColumn('day', 'text', (c) => c.notNull())
        /** 'normal' | 'makeup' */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of /api/files/… paths, at most 9. */
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One punch per challenge, user and day: ten retries at once store one row.
      await db.schema.createIndex('punches_day_uq').on('punches').columns(['challenge_id', 'user_id', 'day']).unique().execute();
      await db.schema.createIndex('punches_timeline_idx').on('punches').columns(['challenge_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('punches_challenge_day_idx').on('punches').columns(['challenge_id', 'day']).execute();

      await db.schema
        .createTable('punch_likes')
        .addColumn('punch_id', 'bigint', (c) => c.notNull().references('punches.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('punch_likes_pk', ['punch_id', 'user_id'])
        .execute();

      await withId(db.schema.createTable('punch_comments'))
        .addColumn('punch_id', 'bigint', (c) => c.notNull().references('punches.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('punch_comments_punch_idx').on('punch_comments').columns(['punch_id', 'created_at', 'id']).execute();

      await withId(db.schema.createTable('punch_reminder_grants'))
        .addColumn('challenge_id', 'bigint', (c) => c.notNull().references('punch_challenges.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** The mini-program openid the grant was given by. */
        .addColumn('openid', 'text', (c) => c.notNull())
        .addColumn('template_id', 'text', (c) => c.notNull())
        /** 'granted' (unused) | 'sending' (claimed by a run) | 'sent' | 'failed' */
        .addColumn('status', 'text', (c) => c.notNull())
        /** The Beijing day its reminder was for (set when claimed). */
        .addColumn('sent_day', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('punch_reminder_grants_status_idx').on('punch_reminder_grants').columns(['status', 'challenge_id', 'user_id']).execute();
      // At most one reminder per challenge, user and day, whatever runs overlap.
      await db.schema
        .createIndex('punch_reminder_grants_day_uq')
        .on('punch_reminder_grants')
        .columns(['challenge_id', 'user_id', 'sent_day'])
        .unique()
        .where(sql.ref('sent_day'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['punch_reminder_grants', 'punch_comments', 'punch_likes', 'punches', 'punch_participants', 'punch_challenges']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
