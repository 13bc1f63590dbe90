/**
 * Bench of POST /api/order/placeorder: many users (1000 by default, each with a token, so no
 * hot row), autocannon rotating the tokens against the compiled server listening on a free
 * port, on SQLite and on PostgreSQL, next to a bare node:http server answering fixed JSON.
 *
 *   node --import tsx server/bench/placeorder.ts          # SQLite, PostgreSQL (if reachable), bare
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 …     # another PostgreSQL, a longer run
 *
 * `runPlaceOrderBench({ databaseUrl })` does one database (migrated and seeded first) and
 * returns the figures; orders/s counts the orders that reached the database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sha256Hex } from '../src/core/crypto.js';
import { createDatabase, isPostgresUrl } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distMain = path.join(serverDir, 'dist', 'main.js');

export interface PlaceOrderBenchOptions {
  databaseUrl: string;
  users?: number;
  connections?: number;
  durationSeconds?: number;
}

export interface PlaceOrderFigures {
  database: 'sqlite' | 'postgres';
  /** Orders written to the database per second of load. */
  ordersPerSec: number;
  /** autocannon's request rate (all answers). */
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  orders: number;
  requests: number;
  /** Requests that did not create an order (non-2xx, socket errors, or an envelope state ≠ 1). */
  failed: number;
}

export interface BareFigures {
  requestsPerSec: number;
  p99Ms: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds server/dist when it is missing or older than server/src (the bench runs compiled code). */
function ensureBuilt(): void {
  if (fs.existsSync(distMain) && fs.statSync(distMain).mtimeMs >= newestMtime(path.join(serverDir, 'src'))) return;
  console.log('building the server (server/dist is missing or older than server/src) …');
  const built = spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build (server) failed');
}

/** Migrates and seeds the database, then adds `users` users with a live token each. */
async function prepare(databaseUrl: string, users: number): Promise<{ tokens: string[]; commodityId: number }> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const run = randomBytes(3).toString('hex');
    const tokens: string[] = [];
    for (let start = 0; start < users; start += 200) {
      const batch = Array.from({ length: Math.min(200, users - start) }, (_, k) => start + k);
      const rows = await database.db
        .insertInto('users')
        .values(
          batch.map((i) => ({
            mobile: `bench-${run}-${i}`,
            invitation_code: `B${run}${i}`,
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
      const batchTokens = rows.map(() => randomBytes(32).toString('base64url'));
      await database.db
        .insertInto('tokens')
        .values(
          rows.map((row, k) => ({
            token_hash: sha256Hex(batchTokens[k]),
            user_id: row.id,
            ecology_name: 'h5',
            created_at: now,
            expires_at: now + 86_400_000,
            revoked_at: null,
          })),
        )
        .execute();
      tokens.push(...batchTokens);
    }
    const offer = await database.db
      .selectFrom('commodities')
      .select('id')
      .where('code', '=', 'monthly-auto')
      .executeTakeFirstOrThrow();
    return { tokens, commodityId: offer.id };
  } finally {
    await database.close();
  }
}

async function countOrders(databaseUrl: string): Promise<number> {
  const database = createDatabase(databaseUrl);
  try {
    const row = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

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

export async function runPlaceOrderBench(options: PlaceOrderBenchOptions): Promise<PlaceOrderFigures> {
  const { databaseUrl, users = 1000, connections = 50, durationSeconds = 10 } = options;
  const { tokens, commodityId } = await prepare(databaseUrl, users);
  const server = await startServer(databaseUrl);
  let result: Awaited<ReturnType<typeof autocannon>>;
  try {
    // A short warm-up so JIT and statement caches are not part of the figure.
    let next = 0;
    const request = (duration: number) =>
      autocannon({
        url: server.base,
        connections,
        duration,
        pipelining: 1,
        requests: [
          {
            method: 'POST',
            path: '/api/order/placeorder',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ commodityId, purchaseQuantity: 1, sceneId: 518, channel: '1', extInfo: '{}' }),
            setupRequest: (req) => {
              next = (next + 1) % tokens.length;
              return { ...req, headers: { ...req.headers, token: tokens[next] } };
            },
          },
        ],
      });
    await request(2);
    const warmed = await countOrders(databaseUrl);
    result = await request(durationSeconds);
    const orders = (await countOrders(databaseUrl)) - warmed;
    const requests = result.requests.total;
    return {
      database: isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite',
      ordersPerSec: Math.round(orders / durationSeconds),
      requestsPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      orders,
      requests,
      failed: Math.max(0, requests - orders) + result.errors,
    };
  } finally {
    await server.stop();
  }
}

/**
 * A bare node:http server answering `body` to every request, in a process of its own like the
 * API server under test, so it never shares autocannon's event loop. The yardstick of every
 * throughput figure (`npm run bench` uses it for /api/sceneInfo too).
 */
export async function startBareServer(body: string): Promise<{ url: string; stop: () => void }> {
  const code = `const b = ${JSON.stringify(body)};
require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => { r.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); r.end(b) }) })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port) })`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The same load against a bare node:http server answering a fixed JSON envelope. */
export async function runBareBench(options: { connections?: number; durationSeconds?: number } = {}): Promise<BareFigures> {
  const body = JSON.stringify({ state: 1, msg: '成功', data: { orderNumber: 'XZ2025010610000012345678', payableFen: 2500, status: 'created' } });
  const bare = await startBareServer(body);
  try {
    const result = await autocannon({
      url: `${bare.url}/api/order/placeorder`,
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'x' },
      body: '{"commodityId":1,"purchaseQuantity":1}',
      connections: options.connections ?? 50,
      duration: options.durationSeconds ?? 10,
      pipelining: 1,
    });
    return { requestsPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99 };
  } finally {
    bare.stop();
  }
}

export async function withScratchPostgres<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
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

export async function postgresReachable(url: string): Promise<boolean> {
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

/** Runs the whole placeorder bench and prints its figures (the root `npm run bench` calls it). */
export async function printPlaceOrderBench(): Promise<void> {
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
  const users = Number(process.env.BENCH_USERS ?? 1000);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const row = (label: string, value: string, extra = '') => console.log(`${label.padEnd(44)} ${value.padEnd(22)} ${extra}`);

  const bare = await runBareBench({ durationSeconds });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-bench-'));
  let sqlite: PlaceOrderFigures;
  try {
    sqlite = await runPlaceOrderBench({ databaseUrl: `sqlite://${path.join(dir, 'bench.sqlite')}`, users, durationSeconds });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgres = (await postgresReachable(pgUrl))
    ? await withScratchPostgres(pgUrl, (url) => runPlaceOrderBench({ databaseUrl: url, users, durationSeconds }))
    : null;

  console.log(`\nPOST /api/order/placeorder, ${users} users, 50 connections, ${durationSeconds} s`);
  row('bare node:http (fixed JSON)', `${bare.requestsPerSec} req/s`, `p99 ${bare.p99Ms} ms`);
  row('placeorder on SQLite', `${sqlite.ordersPerSec} orders/s`, `p99 ${sqlite.p99Ms} ms, failed ${sqlite.failed} (target ≥ 1500 orders/s)`);
  row('placeorder on SQLite ÷ bare node:http', (sqlite.ordersPerSec / bare.requestsPerSec).toFixed(2));
  if (postgres) {
    row('placeorder on PostgreSQL', `${postgres.ordersPerSec} orders/s`, `p99 ${postgres.p99Ms} ms, failed ${postgres.failed}`);
    row('placeorder on PostgreSQL ÷ bare node:http', (postgres.ordersPerSec / bare.requestsPerSec).toFixed(2));
  } else {
    row('placeorder on PostgreSQL', 'skipped', `not reachable at ${new URL(pgUrl).host}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printPlaceOrderBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
