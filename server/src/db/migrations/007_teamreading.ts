import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Team reading (docs/TEAMREADING.md): teams (战队) that read one book list together on a daily
 * plan, their members, and the book-list share symbols operators hand out. Progress is never
 * stored here: it is counted from `listen_slots` and `chapter_progress` (migration 003).
 * Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints, day keys as text.
 */
export function teamReading(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('reading_teams'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('book_list_id', 'bigint', (c) => c.notNull().references('book_lists.id').onDelete('cascade'))
        .addColumn('captain_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** Seats, the captain's included. */
        .addColumn('size', 'integer', (c) => c.notNull())
        /** Chapters of the plan per day. */
        .addColumn('chapters_per_day', 'integer', (c) => c.notNull())
        /** 1: listed in discovery and joinable by anyone; 0: only with the invite code. */
        .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('invite_code', 'text', (c) => c.notNull().unique())
        /** Beijing day 'YYYY-MM-DD' of the plan's first day (the day the team was created). */
        .addColumn('start_day', 'text', (c) => c.notNull())
        /** 'active' | 'dissolved' */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('dissolved_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reading_teams_list_idx').on('reading_teams').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('reading_teams_book_list_idx').on('reading_teams').columns(['book_list_id', 'status']).execute();

      // One row per team and user, kept when the member leaves or is removed (the status says so).
      await db.schema
        .createTable('reading_team_members')
        .addColumn('team_id', 'bigint', (c) => c.notNull().references('reading_teams.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** The team's book list, copied so that one index can say "one team per book list". */
        .addColumn('book_list_id', 'bigint', (c) => c.notNull())
        /** 'captain' | 'member' */
        .addColumn('role', 'text', (c) => c.notNull())
        /** 'active' | 'left' | 'removed' | 'ended' (the team was dissolved) */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('reading_team_members_pk', ['team_id', 'user_id'])
        .execute();
      await db.schema.createIndex('reading_team_members_user_idx').on('reading_team_members').columns(['user_id', 'status']).execute();
      // A reader is in at most one team per book list at a time, whatever the interleaving.
      await db.schema
        .createIndex('reading_team_members_list_uq')
        .on('reading_team_members')
        .columns(['user_id', 'book_list_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('active'))
        .execute();

      // A book list shared under a symbol chosen by operators (bookListNewYear/:symbol, goddessFestivals/:symbol).
      await withId(db.schema.createTable('book_list_shares'))
        .addColumn('symbol', 'text', (c) => c.notNull().unique())
        /** 'newyear' | 'goddess': which share page opens it (bookListNewYear, goddessFestivals). */
        .addColumn('theme', 'text', (c) => c.notNull())
        .addColumn('book_list_id', 'bigint', (c) => c.notNull().references('book_lists.id').onDelete('cascade'))
        /** The headline of the share page; empty: the book list's title. */
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['book_list_shares', 'reading_team_members', 'reading_teams']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
