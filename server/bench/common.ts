/**
 * What the server benches share: the compiled server on a free port, scratch databases on
 * SQLite and PostgreSQL, bench users with live tokens, row counts and the printed table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { sha256Hex } from '../src/core/crypto.js';
import { createDatabase } from '../src/db/connect.js';
import type { DB } from '../src/db/schema.js';
import { freePort } from '../test/helpers/ports.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distMain = path.join(serverDir, 'dist', 'main.js');

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One line of the figures table that `npm run bench` prints. */
export const row = (label: string, value: string, extra = '') => console.log(`${label.padEnd(44)} ${value.padEnd(22)} ${extra}`);

/** True when the file is run directly (`node --import tsx server/bench/x.ts`). */
export const isMain = (moduleUrl: string) => !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);


function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds server/dist when it is missing or older than server/src (the benches run compiled code). */
function ensureBuilt(): void {
  if (fs.existsSync(distMain) && fs.statSync(distMain).mtimeMs >= newestMtime(path.join(serverDir, 'src'))) return;
  console.log('building the server (server/dist is missing or older than server/src) …');
  const built = spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build (server) failed');
}

/** The compiled API server on a free port against `databaseUrl`, without the H5 client. */
export async function startServer(databaseUrl: string): Promise<{ base: string; stop: () => Promise<void> }> {
  ensureBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [distMain], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      PAY_PROVIDER: 'sandbox',
      REDIS_URL: '',
      STATIC_DIR: path.join(os.tmpdir(), 'xz-bench-no-client'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function withScratchPostgres<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `xz_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` on a scratch SQLite file, then on a scratch PostgreSQL database (null when unreachable). */
export async function onSqliteAndPostgres<T>(work: (databaseUrl: string) => Promise<T>): Promise<{ sqlite: T; postgres: T | null }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-bench-'));
  let sqlite: T;
  try {
    sqlite = await work(`sqlite://${path.join(dir, 'bench.sqlite')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgres = (await postgresReachable(BENCH_PG_URL)) ? await withScratchPostgres(BENCH_PG_URL, work) : null;
  return { sqlite, postgres };
}

/** Prints the PostgreSQL line of a bench that could not reach it. */
export const postgresSkipped = (label: string) => row(label, 'skipped', `not reachable at ${new URL(BENCH_PG_URL).host}`);

/** Adds `count` users with a live token each (batches of 200); `tag` keeps mobiles and codes unique. */
export async function insertBenchUsers(db: Kysely<DB>, count: number, tag: string, now: number): Promise<Array<{ id: number; token: string }>> {
  const run = `${tag}${randomBytes(3).toString('hex')}`;
  const users: Array<{ id: number; token: string }> = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, k) => start + k);
    const rows = await db
      .insertInto('users')
      .values(
        batch.map((i) => ({
          mobile: `bench-${run}-${i}`,
          invitation_code: `B${run}${i}`.toUpperCase(),
          nickname: `压测用户${i}`,
          avatar: '',
          gender: 0,
          age_range: null,
          tags: '[]',
          signature: '',
          inviter_id: null,
          channel: null,
          scene_id: null,
          vip_expire_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db
      .insertInto('tokens')
      .values(rows.map((r, k) => ({ token_hash: sha256Hex(tokens[k]!), user_id: r.id, ecology_name: 'h5', created_at: now, expires_at: now + 86_400_000, revoked_at: null })))
      .execute();
    rows.forEach((r, k) => users.push({ id: r.id, token: tokens[k]! }));
  }
  return users;
}

/** Tables a load run may count the rows it added to. */
type CountedTable = 'orders' | 'assessment_reports' | 'community_posts' | 'earning_withdrawals' | 'reading_signups';

/** Rows of a table (what reached the database during a run). */
async function countRows(databaseUrl: string, table: CountedTable): Promise<number> {
  const database = createDatabase(databaseUrl);
  try {
    const r = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  } finally {
    await database.close();
  }
}

export interface LoadFigures {
  result: Result;
  /** Rows the timed run added to `countTable` (0 without one). */
  added: number;
}

/**
 * Starts the server on `databaseUrl`, warms it up for 2 s (JIT, statement caches), then runs
 * `request` for `durationSeconds` and counts what reached `countTable` during the timed run.
 */
export async function loadServer(
  databaseUrl: string,
  options: { request: Request; connections: number; durationSeconds: number; countTable?: CountedTable },
): Promise<LoadFigures> {
  const server = await startServer(databaseUrl);
  try {
    const run = (duration: number) => autocannon({ url: server.base, connections: options.connections, duration, pipelining: 1, requests: [options.request] });
    const count = () => (options.countTable ? countRows(databaseUrl, options.countTable) : Promise.resolve(0));
    await run(2);
    const before = await count();
    const result = await run(options.durationSeconds);
    return { result, added: (await count()) - before };
  } finally {
    await server.stop();
  }
}
