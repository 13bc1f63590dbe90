import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from './connect.js';
import { init } from './migrations/001_init.js';
import { commerce } from './migrations/002_commerce.js';
import { courses } from './migrations/003_courses.js';
import { courseSearch } from './migrations/004_course_search.js';
import { assessments } from './migrations/005_assessments.js';
import { community } from './migrations/006_community.js';
import { punch } from './migrations/008_punch.js';
import { communityNotices } from './migrations/009_community_notices.js';
import { punchModeration } from './migrations/010_punch_moderation.js';
import { teamReading } from './migrations/007_teamreading.js';
import { earnings } from './migrations/011_earnings.js';
import { distribution } from './migrations/012_distribution.js';
import { readingParties } from './migrations/013_reading.js';

/** Every migration, in order. Names are sortable; never rename or edit an applied one. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_init': init(dialect),
    '002_commerce': commerce(dialect),
    '003_courses': courses(dialect),
    '004_course_search': courseSearch(dialect),
    '005_assessments': assessments(dialect),
    '006_community': community(dialect),
    '008_punch': punch(dialect),
    '009_community_notices': communityNotices(dialect),
    '007_teamreading': teamReading(dialect),
    '010_punch_moderation': punchModeration(dialect),
    '011_earnings': earnings(dialect),
    '012_distribution': distribution(dialect),
    '013_reading': readingParties(dialect),
  };
}

/**
 * Applies pending migrations. Kysely's Migrator records each applied one in
 * `kysely_migration` and serialises concurrent runners with `kysely_migration_lock`.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return migrateTo(database, null);
}

/** Applies pending migrations up to and including `target` (null: all). Tests use a target. */
export async function migrateTo(database: Database, target: string | null): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(database.dialect) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
