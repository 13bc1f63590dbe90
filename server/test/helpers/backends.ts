/**
 * Test backends. Every DB-touching suite runs on SQLite (a temp file) and on PostgreSQL
 * (a fresh database per suite, dropped afterwards); store-heavy suites also run on Redis
 * (a key prefix per suite, deleted afterwards). An unreachable server skips its variant with
 * a reason that names the address, one skipped test for each test the variant would have run;
 * in CI (`CI` set) the services run on every machine, so an unreachable one fails the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestContext } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Clock } from '../../src/core/clock.js';
import { createDatabase, type Database } from '../../src/db/connect.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { MemoryStore } from '../../src/store/memory.js';
import { RedisStore } from '../../src/store/redis.js';
import type { KeyValueStore } from '../../src/store/types.js';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type VariantName = 'sqlite' | 'postgres' | 'redis';

/** sqlite: SQLite + memory store; postgres: PostgreSQL + memory store; redis: SQLite + Redis. */
export const ALL_VARIANTS: VariantName[] = ['sqlite', 'postgres', 'redis'];
export const DB_VARIANTS: VariantName[] = ['sqlite', 'postgres'];

function redact(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}

let pgProbe: Promise<string | null> | undefined;
let redisProbe: Promise<string | null> | undefined;

/** null when reachable, else the reason to skip. */
export function postgresUnavailable(): Promise<string | null> {
  pgProbe ??= (async () => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return null;
    } catch (err) {
      return `PostgreSQL not reachable at ${redact(PG_URL)} (${(err as Error).message}); set TEST_DATABASE_URL`;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return pgProbe;
}

export function redisUnavailable(): Promise<string | null> {
  redisProbe ??= (async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return null;
    } catch (err) {
      return `Redis not reachable at ${redact(REDIS_URL)} (${(err as Error).message}); set TEST_REDIS_URL`;
    } finally {
      client.disconnect();
    }
  })();
  return redisProbe;
}

export function variantUnavailable(variant: VariantName): Promise<string | null> {
  if (variant === 'postgres') return postgresUnavailable();
  if (variant === 'redis') return redisUnavailable();
  return Promise.resolve(null);
}

/**
 * A TestContext whose `t.test` calls are recorded by name, so that a variant that cannot run
 * can report the same tests as skipped.
 */
export function recordingTests(t: TestContext): { t: TestContext; names: string[] } {
  const names: string[] = [];
  const recorder = new Proxy(t, {
    get(target, prop) {
      if (prop === 'test') {
        return (name: string, ...rest: unknown[]) => {
          names.push(name);
          return (target.test as (...args: unknown[]) => Promise<void>)(name, ...rest);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { t: recorder, names };
}

/**
 * A variant whose server is unreachable: fails in CI, else reports each test it would have
 * run (`testNames`, recorded from another variant of the same suite) as skipped, or the whole
 * variant when they are not known.
 */
export async function skipUnavailable(t: TestContext, reason: string, testNames: readonly string[]): Promise<void> {
  if (process.env.CI) throw new Error(`${reason}. CI machines run PostgreSQL and Redis: this variant must run there.`);
  if (testNames.length === 0) return t.skip(reason);
  for (const name of testNames) await t.test(name, { skip: reason }, () => {});
}

export interface Backend {
  databaseUrl: string;
  database: Database;
  store: KeyValueStore;
  cleanup(): Promise<void>;
}

const suffix = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

async function sqliteDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-test-'));
  return {
    url: `sqlite://${path.join(dir, 'test.sqlite')}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `xz_test_${suffix()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      // pg's Pool.end() resolves before its sockets have closed: wait for them, so that
      // "with (force)" does not kill a closing connection (its error would be uncaught).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function redisStore(): Promise<{ store: KeyValueStore; drop(): Promise<void> }> {
  const prefix = `xz-test:${suffix()}:`;
  const store = new RedisStore(REDIS_URL, prefix);
  await store.ready();
  return {
    store,
    drop: async () => {
      await store.close();
      const raw = new Redis(REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length) await raw.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await raw.quit();
    },
  };
}

/** A migrated, seeded database and a store for one suite run. */
export async function provision(variant: VariantName, clock: Clock): Promise<Backend> {
  const db = variant === 'postgres' ? await postgresDatabase() : await sqliteDatabase();
  const database = createDatabase(db.url);
  await prepareDatabase(database, { demo: true, now: clock.now() });
  const redis = variant === 'redis' ? await redisStore() : null;
  const store = redis?.store ?? new MemoryStore(clock);
  return {
    databaseUrl: db.url,
    database,
    store,
    cleanup: async () => {
      if (redis) await redis.drop();
      else await store.close();
      await database.close();
      await db.drop();
    },
  };
}
