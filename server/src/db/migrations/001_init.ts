import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * The shell's tables. Runs unchanged on SQLite and PostgreSQL: the only dialect-specific
 * piece is the identity column (Kysely's autoIncrement() is SQLite/MySQL-only).
 */
export function init(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('users'))
        .addColumn('mobile', 'text', (c) => c.notNull().unique())
        .addColumn('invitation_code', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('age_range', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('inviter_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('channel', 'text')
        .addColumn('scene_id', 'integer')
        .addColumn('vip_expire_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute();

      await withId(db.schema.createTable('wechat_identities'))
        .addColumn('openid', 'text', (c) => c.notNull().unique())
        .addColumn('app', 'text', (c) => c.notNull())
        .addColumn('unionid', 'text')
        .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wechat_identities_user_idx')
        .on('wechat_identities')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ecology_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('tokens_user_idx').on('tokens').column('user_id').execute();

      await withId(db.schema.createTable('tickets'))
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('openid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('scenes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('vip_offers'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price_fen', 'integer', (c) => c.notNull())
        .addColumn('original_price_fen', 'integer', (c) => c.notNull())
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('badge', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('tag_options'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('tag_options_kind_code_uq', ['kind', 'code'])
        .execute();

      await withId(db.schema.createTable('events'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('platform', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('browse_uuid', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('request_time', 'bigint', (c) => c.notNull())
        .addColumn('event_properties', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('user_id', 'bigint')
        .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ecology', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('system', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ecology_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('events_type_time_idx')
        .on('events')
        .columns(['event_type', 'received_at'])
        .execute();

      await withId(db.schema.createTable('error_reports'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('relay_status', 'text', (c) => c.notNull())
        .addColumn('relay_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('relayed_at', 'bigint')
        .execute();

      await withId(db.schema.createTable('relations'))
        .addColumn('inviter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('invitee_id', 'bigint', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text')
        .addColumn('scene_id', 'integer')
        .addColumn('channel', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('relations_inviter_idx').on('relations').column('inviter_id').execute();

      await withId(db.schema.createTable('uploads'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'uploads',
        'relations',
        'error_reports',
        'events',
        'tag_options',
        'vip_offers',
        'scenes',
        'tickets',
        'tokens',
        'wechat_identities',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
