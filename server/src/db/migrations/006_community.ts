import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * The community (upgc): circles and their members, posts, two-level comments, likes, follows,
 * blocks, reports and the operator's keyword list. Counts (members, posts, likes, comments,
 * follows) are never stored: they are counted from these rows, so they cannot drift from them.
 * Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints, JSON as text.
 */
export function community(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('community_circles'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('community_members')
        .addColumn('circle_id', 'bigint', (c) => c.notNull().references('community_circles.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_members_pk', ['circle_id', 'user_id'])
        .execute();
      await db.schema.createIndex('community_members_user_idx').on('community_members').columns(['user_id', 'created_at']).execute();

      await withId(db.schema.createTable('community_posts'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('circle_id', 'bigint', (c) => c.notNull().references('community_circles.id').onDelete('cascade'))
        /** Plain text, trimmed, 1–2000 characters. */
        .addColumn('text', 'text', (c) => c.notNull())
        /** JSON array of /api/files/… paths, at most 9. */
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        /** 'visible' | 'held' (waits for review) | 'rejected' (an operator refused it) */
        .addColumn('status', 'text', (c) => c.notNull())
        /** Why it was held: 'keyword' | 'new_account'; null when it was never held. */
        .addColumn('hold_reason', 'text')
        .addColumn('reviewed_at', 'bigint')
        /** Soft delete by the author: the row stays for operators, it leaves feeds and counts. */
        .addColumn('deleted_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('community_posts_feed_idx').on('community_posts').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('community_posts_circle_idx').on('community_posts').columns(['circle_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('community_posts_user_idx').on('community_posts').columns(['user_id', 'created_at', 'id']).execute();

      await withId(db.schema.createTable('community_comments'))
        .addColumn('post_id', 'bigint', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** The first-level comment this one replies under; null for a comment on the post. */
        .addColumn('parent_id', 'bigint', (c) => c.references('community_comments.id').onDelete('cascade'))
        /** The user a reply answers (the author of the comment replied to). */
        .addColumn('reply_to_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('hold_reason', 'text')
        .addColumn('reviewed_at', 'bigint')
        .addColumn('deleted_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('community_comments_post_idx').on('community_comments').columns(['post_id', 'created_at', 'id']).execute();

      // One row per user and target: liking twice, or twenty times at once, is one row.
      await db.schema
        .createTable('community_likes')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** 'post' | 'comment' */
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_likes_pk', ['user_id', 'target_type', 'target_id'])
        .execute();
      await db.schema.createIndex('community_likes_target_idx').on('community_likes').columns(['target_type', 'target_id']).execute();

      await db.schema
        .createTable('community_follows')
        .addColumn('follower_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('followee_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_follows_pk', ['follower_id', 'followee_id'])
        .execute();
      await db.schema.createIndex('community_follows_followee_idx').on('community_follows').columns(['followee_id', 'created_at']).execute();

      await db.schema
        .createTable('community_blocks')
        .addColumn('blocker_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();

      await withId(db.schema.createTable('community_reports'))
        .addColumn('reporter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** 'post' | 'comment' | 'user' */
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        /** 'open' | 'closed' */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One open report per reporter and target, whatever the interleaving.
      await db.schema
        .createIndex('community_reports_open_uq')
        .on('community_reports')
        .columns(['reporter_id', 'target_type', 'target_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('open'))
        .execute();

      await withId(db.schema.createTable('community_keywords'))
        .addColumn('word', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['community_keywords', 'community_reports', 'community_blocks', 'community_follows', 'community_likes', 'community_comments', 'community_posts', 'community_members', 'community_circles']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
