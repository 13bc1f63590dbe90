import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 256;

/**
 * Opens an SQLite file with the per-connection pragmas this app relies on and wraps it so that
 * Kysely reuses prepared statements (Kysely prepares every query anew; re-preparing costs
 * about a third of a one-row read). The cache is a small LRU keyed by SQL text.
 */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = db.prepare(sql) as unknown as SqliteStatement;
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close(): void {
      cache.clear();
      db.close();
    },
  };
}
