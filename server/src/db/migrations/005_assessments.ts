import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import { identityTable } from './columns.js';

/**
 * Assessments, self-help exercises and counsellor credential sign-ups. The scales themselves
 * (items, keys, bands) are code (services/assessments/scales); `assessments` holds only what an
 * operator sells and shows: price, access, flags. Answers and reports are personal data: they
 * live only in `assessment_sessions` / `assessment_reports`, readable through their owner.
 * Same portable rules as 001: identity ids, 0/1 booleans, epoch-ms bigints, JSON as text.
 */
export function assessments(dialect: Dialect): Migration {
  const withId = identityTable(dialect);

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('assessments'))
        /** The scale code of catalogue.ts, one product per scale. */
        .addColumn('scale_code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('cover_color', 'text', (c) => c.notNull().defaultTo('#7c9a92'))
        /** 'free' | 'vip' | 'paid' */
        .addColumn('access', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('price_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('people_base', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
        /** Distinct friends whose help unlocks the full report; 0: no help needed. */
        .addColumn('help_unlock', 'integer', (c) => c.notNull().defaultTo(0))
        /** Recommended courses: subjects whose tags or title contain this keyword. */
        .addColumn('course_keyword', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        /** The commodity (type 'assessment') that sells it; made the first time it is paid. */
        .addColumn('commodity_id', 'bigint', (c) => c.references('commodities.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // The assessment an 'assessment' commodity sells (as `subject_id` for a 'course' one).
      await db.schema.alterTable('commodities').addColumn('assessment_id', 'bigint').execute();

      await db.schema
        .createTable('assessment_favorites')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('assessment_id', 'bigint', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('assessment_favorites_pk', ['user_id', 'assessment_id'])
        .execute();

      await withId(db.schema.createTable('assessment_entitlements'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('assessment_id', 'bigint', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
        /** 'grant' (operator) | 'order' (a paid commerce order, `order_number`; a refund deletes it) */
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('order_number', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('assessment_entitlements_uq', ['user_id', 'assessment_id'])
        .execute();

      // A test in progress: answers saved one at a time, JSON object question no → value.
      await withId(db.schema.createTable('assessment_sessions'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('assessment_id', 'bigint', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
        .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
        /** 'open' | 'submitted' */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('report_id', 'bigint')
        .addColumn('consent_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // At most one open session per user and assessment, whatever the interleaving of starts.
      await db.schema
        .createIndex('assessment_sessions_open_uq')
        .on('assessment_sessions')
        .columns(['user_id', 'assessment_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('open'))
        .execute();

      await withId(db.schema.createTable('assessment_reports'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('assessment_id', 'bigint', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
        .addColumn('scale_code', 'text', (c) => c.notNull())
        /** answerFingerprint(scale, answers): the same answer set twice is one report. */
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        /** The engine's ScoreResult, JSON. */
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('crisis', 'integer', (c) => c.notNull().defaultTo(0))
        /** Copied from the product when the report is made, so an operator change does not relock it. */
        .addColumn('help_needed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('help_code', 'text', (c) => c.notNull().unique())
        .addColumn('share_token', 'text', (c) => c.unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('assessment_reports_answers_uq', ['user_id', 'scale_code', 'fingerprint'])
        .execute();
      await db.schema.createIndex('assessment_reports_user_idx').on('assessment_reports').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('assessment_reports_assessment_idx').on('assessment_reports').columns(['assessment_id', 'user_id']).execute();

      await withId(db.schema.createTable('assessment_helps'))
        .addColumn('report_id', 'bigint', (c) => c.notNull().references('assessment_reports.id').onDelete('cascade'))
        .addColumn('helper_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('assessment_helps_uq', ['report_id', 'helper_id'])
        .execute();

      await withId(db.schema.createTable('exercises'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('cover_color', 'text', (c) => c.notNull().defaultTo('#7c9a92'))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of { title, text, seconds }. */
        .addColumn('steps', 'text', (c) => c.notNull())
        /** A file name in MEDIA_DIR, or null for a timer-only exercise. */
        .addColumn('audio_file', 'text')
        /** 'free' | 'vip' */
        .addColumn('access', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('people_base', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('exercise_practices'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('exercise_id', 'bigint', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
        /** The client's id of this practice: a repeated start or complete is the same practice. */
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'bigint')
        .addColumn('mood', 'integer')
        .addColumn('note', 'text')
        .addColumn('felt_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('exercise_practices_client_uq', ['user_id', 'client_id'])
        .addCheckConstraint('exercise_practices_mood_ck', sql`mood is null or (mood >= 1 and mood <= 5)`)
        .execute();
      await db.schema.createIndex('exercise_practices_user_idx').on('exercise_practices').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('credential_programmes'))
        /** 'counsellor' | 'familyEducation' */
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        /** JSON array of paragraphs. */
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('assistant_name', 'text', (c) => c.notNull().defaultTo(''))
        /** What the QR code encodes: the assistant's WeChat contact URL or text. */
        .addColumn('assistant_qr', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('assistant_tip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('credential_signups'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('programme', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('id_card', 'text', (c) => c.notNull())
        .addColumn('education', 'text', (c) => c.notNull())
        .addColumn('invite_code', 'text')
        .addColumn('source_name', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('credential_signups_uq', ['user_id', 'programme'])
        .execute();
      await db.schema.createIndex('credential_signups_list_idx').on('credential_signups').columns(['programme', 'id']).execute();
    },
  };
}
