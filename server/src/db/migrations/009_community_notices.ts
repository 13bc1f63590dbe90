import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * The community's interactions and safety (docs/COMMUNITY.md):
 * - notices (likes, comments, replies, new followers) are read from the rows they are about, so
 *   they cannot drift from them; what is stored is how far each user has read each kind
 *   (`community_notice_reads`), and an index to find the replies to a user;
 * - reports record when an operator closed them;
 * - WeChat's asynchronous image checks of a post (`community_media_checks`), one row per trace
 *   id, written by whichever comes first: the post that asked, or WeChat's answer.
 */
export function communityNotices(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('community_notice_reads')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** 'like' | 'comment' | 'follow' */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** Notices up to this time (epoch ms) are read. */
        .addColumn('read_until', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_notice_reads_pk', ['user_id', 'kind'])
        .execute();

      await db.schema.createIndex('community_comments_reply_to_idx').on('community_comments').columns(['reply_to_user_id', 'created_at']).execute();

      await db.schema.alterTable('community_reports').addColumn('closed_at', 'bigint').execute();

      await db.schema
        .createTable('community_media_checks')
        .addColumn('trace_id', 'text', (c) => c.primaryKey())
        /** Null while WeChat's answer arrived before the post recorded its request. */
        .addColumn('post_id', 'bigint', (c) => c.references('community_posts.id').onDelete('cascade'))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        /** WeChat's result.suggest: 'pass' | 'review' | 'risky'; null while it is pending. */
        .addColumn('suggest', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('checked_at', 'bigint')
        .execute();
      await db.schema.createIndex('community_media_checks_post_idx').on('community_media_checks').column('post_id').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('community_media_checks').execute();
      await db.schema.alterTable('community_reports').dropColumn('closed_at').execute();
      await db.schema.dropIndex('community_comments_reply_to_idx').execute();
      await db.schema.dropTable('community_notice_reads').execute();
    },
  };
}
