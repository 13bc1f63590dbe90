import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { openSqlite } from './sqlite.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Where it points, without credentials (for logs). */
  describe: string;
  close(): Promise<void>;
}

// bigint (int8) columns and count(*) come back as JS numbers, as they do from SQLite.
pg.types.setTypeParser(20, (value) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:///abs/path`, `sqlite://rel/path`, `sqlite::memory:` or a plain path → a file. */
export function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/i, '') || ':memory:';
}

export interface DatabaseOptions {
  /** Errors of idle pooled connections (e.g. PostgreSQL restarted); they must not crash the process. */
  onError?: (err: Error) => void;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', options.onError ?? ((err) => process.emitWarning(`PostgreSQL pool: ${err.message}`)));
    const parsed = new URL(url);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      describe: `postgres://${parsed.host}${parsed.pathname}`,
      close: () => db.destroy(),
    };
  }
  const file = sqliteFile(url);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
  return { db, dialect: 'sqlite', describe: `sqlite:${file}`, close: () => db.destroy() };
}

/** Unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
