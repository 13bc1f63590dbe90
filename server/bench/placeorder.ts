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
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { createDatabase, isPostgresUrl } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { BENCH_SECONDS, insertBenchUsers, isMain, loadServer, onSqliteAndPostgres, postgresSkipped, row } from './common.js';

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

/** Migrates and seeds the database, then adds `users` users with a live token each. */
async function prepare(databaseUrl: string, users: number): Promise<{ tokens: string[]; commodityId: number }> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const tokens = (await insertBenchUsers(database.db, users, 'o', now)).map((u) => u.token);
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

export async function runPlaceOrderBench(options: PlaceOrderBenchOptions): Promise<PlaceOrderFigures> {
  const { databaseUrl, users = 1000, connections = 50, durationSeconds = 10 } = options;
  const { tokens, commodityId } = await prepare(databaseUrl, users);
  let next = 0;
  const { result, added: orders } = await loadServer(databaseUrl, {
    connections,
    durationSeconds,
    countTable: 'orders',
    request: {
      method: 'POST',
      path: '/api/order/placeorder',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ commodityId, purchaseQuantity: 1, sceneId: 518, channel: '1', extInfo: '{}' }),
      setupRequest: (req) => {
        next = (next + 1) % tokens.length;
        return { ...req, headers: { ...req.headers, token: tokens[next]! } };
      },
    },
  });
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

/** Runs the whole placeorder bench and prints its figures (the root `npm run bench` calls it). */
export async function printPlaceOrderBench(): Promise<void> {
  const durationSeconds = BENCH_SECONDS;
  const users = Number(process.env.BENCH_USERS ?? 1000);
  const bare = await runBareBench({ durationSeconds });
  const { sqlite, postgres } = await onSqliteAndPostgres((databaseUrl) => runPlaceOrderBench({ databaseUrl, users, durationSeconds }));

  console.log(`\nPOST /api/order/placeorder, ${users} users, 50 connections, ${durationSeconds} s`);
  row('bare node:http (fixed JSON)', `${bare.requestsPerSec} req/s`, `p99 ${bare.p99Ms} ms`);
  row('placeorder on SQLite', `${sqlite.ordersPerSec} orders/s`, `p99 ${sqlite.p99Ms} ms, failed ${sqlite.failed} (target ≥ 1500 orders/s)`);
  row('placeorder on SQLite ÷ bare node:http', (sqlite.ordersPerSec / bare.requestsPerSec).toFixed(2));
  if (postgres) {
    row('placeorder on PostgreSQL', `${postgres.ordersPerSec} orders/s`, `p99 ${postgres.p99Ms} ms, failed ${postgres.failed}`);
    row('placeorder on PostgreSQL ÷ bare node:http', (postgres.ordersPerSec / bare.requestsPerSec).toFixed(2));
  } else {
    postgresSkipped('placeorder on PostgreSQL');
  }
}

if (isMain(import.meta.url)) {
  printPlaceOrderBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
