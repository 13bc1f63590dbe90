/**
 * Bench of issue 12's money paths under load, against the compiled server on SQLite and
 * PostgreSQL, next to a bare node:http server answering fixed JSON in the same run:
 * - withdrawal applications (POST /api/earnings/withdrawals, sandbox transfer provider): each one
 *   takes the user's daily allowance, moves available → frozen and writes the withdrawal;
 * - paid party sign-ups (POST /api/pay/addorder for a party's commodity): each one places an order
 *   and takes a seat in the same transaction (docs/READING.md "Seats").
 * After each run the invariants are checked: every earnings account equals its ledger sums, each
 * withdrawal has exactly its one ledger movement, and every party's seats equal its sign-ups.
 *
 *   node --import tsx server/bench/payouts.ts     # BENCH_SECONDS, BENCH_USERS to change
 */
import type { Kysely } from 'kysely';
import { insertParty } from '../src/areas/reading/index.js';
import { systemClock } from '../src/core/clock.js';
import { createDatabase, isPostgresUrl } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import type { DB } from '../src/db/schema.js';
import { EarningsLedger } from '../src/shared/earnings/ledger.js';
import { BENCH_SECONDS, insertBenchUsers, isMain, loadServer, onSqliteAndPostgres, postgresSkipped, row } from './common.js';
import { runBareBench } from './placeorder.js';

const DAY = 86_400_000;
const PARTIES = 40;
const SEATS = 500;
const GIVEN_FEN = 1_000_000;
const WITHDRAW_FEN = 1000;

export interface PayoutFigures {
  database: 'sqlite' | 'postgres';
  /** Rows the timed run wrote, per second. */
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that wrote nothing (non-2xx, socket errors, or another envelope state). */
  failed: number;
  /** 'ok', or what was broken after the run. */
  invariants: string;
  /** The refusals seen during the run, by envelope state, most frequent first (e.g. '5303×12'). */
  refusals: string;
}

/** Counts the envelope states other than 1 that a run answered. */
function refusalCounter() {
  const counts = new Map<string, number>();
  return {
    onResponse: (status: number, body: string) => {
      let state = `HTTP ${status}`;
      try {
        state = String((JSON.parse(body) as { state: number }).state);
      } catch {
        /* not an envelope */
      }
      if (state !== '1') counts.set(state, (counts.get(state) ?? 0) + 1);
    },
    summary: () =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([state, n]) => `${state}×${n}`)
        .join(' ') || 'none',
  };
}

interface Prepared {
  tokens: string[];
  commodityIds: number[];
}

/** Users with a token and earnings to withdraw; limits wide enough that the load is all work; parties with seats for everyone. */
async function prepare(databaseUrl: string, users: number): Promise<Prepared> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const db = database.db;
    const people = await insertBenchUsers(db, users, 'p', now);
    const ledger = new EarningsLedger(db, systemClock);
    for (const { id } of people) {
      await db.transaction().execute((trx) => ledger.move(trx, id, { available: GIVEN_FEN }, { source: 'admin', reason: 'admin_adjust', ref: 'bench' }));
    }
    await db.updateTable('earning_withdrawal_rules').set({ daily_count: 10_000, daily_amount_fen: GIVEN_FEN, review_threshold_fen: GIVEN_FEN }).where('id', '=', 1).execute();
    const organiser = people[0]!.id;
    const commodityIds: number[] = [];
    for (let i = 0; i < PARTIES; i += 1) {
      const partyId = await db.transaction().execute((trx) =>
        insertParty(trx, {
          organiser_id: organiser,
          title: `压测读书会${i}`,
          book_title: '被讨厌的勇气',
          subject_id: null,
          topic: '',
          city: '杭州',
          venue: '晓风书屋',
          address: '杭州市体育场路',
          starts_at: now + 3 * DAY,
          ends_at: now + 3 * DAY + 7_200_000,
          signup_deadline: now + 2 * DAY,
          capacity: SEATS,
          fee_fen: 3900,
          platform_fee_bp: 1000,
          description: '',
          cover: '',
          created_at: now,
        }),
      );
      const party = await db.selectFrom('reading_parties').select('commodity_id').where('id', '=', partyId).executeTakeFirstOrThrow();
      commodityIds.push(party.commodity_id!);
    }
    return { tokens: people.slice(1).map((p) => p.token), commodityIds };
  } finally {
    await database.close();
  }
}

/** What must hold after any load: balances = ledger sums, one movement per withdrawal, seats = sign-ups. */
async function checkInvariants(db: Kysely<DB>): Promise<string> {
  const broken: string[] = [];
  const mismatches = await new EarningsLedger(db, systemClock).mismatches();
  if (mismatches.length) broken.push(`${mismatches.length} accounts differ from their ledger`);
  const withdrawals = await db.selectFrom('earning_withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const applied = await db.selectFrom('earning_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('reason', '=', 'withdrawal_applied').executeTakeFirstOrThrow();
  if (Number(withdrawals.n) !== Number(applied.n)) broken.push(`${withdrawals.n} withdrawals but ${applied.n} applications in the ledger`);
  const parties = await db.selectFrom('reading_parties').select(['id', 'seats_taken', 'capacity']).execute();
  const held = await db
    .selectFrom('reading_signups')
    .select(['party_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['pending', 'confirmed'])
    .groupBy('party_id')
    .execute();
  const heldBy = new Map(held.map((h) => [Number(h.party_id), Number(h.n)]));
  for (const p of parties) {
    if (p.seats_taken > p.capacity) broken.push(`party ${p.id} oversold`);
    if (p.seats_taken !== (heldBy.get(p.id) ?? 0)) broken.push(`party ${p.id}: ${p.seats_taken} seats, ${heldBy.get(p.id) ?? 0} sign-ups`);
  }
  const orders = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('commodity_type', '=', 'reading_party').executeTakeFirstOrThrow();
  const signups = await db.selectFrom('reading_signups').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', 'is not', null).executeTakeFirstOrThrow();
  if (Number(orders.n) !== Number(signups.n)) broken.push(`${orders.n} party orders but ${signups.n} paid sign-ups`);
  return broken.length ? broken.join('; ') : 'ok';
}

async function invariantsOf(databaseUrl: string): Promise<string> {
  const database = createDatabase(databaseUrl);
  try {
    return await checkInvariants(database.db);
  } finally {
    await database.close();
  }
}

export async function runPayoutBench(databaseUrl: string, kind: 'withdrawals' | 'signups', options: { users: number; durationSeconds: number }): Promise<PayoutFigures> {
  const { tokens, commodityIds } = await prepare(databaseUrl, options.users);
  const refusals = refusalCounter();
  let next = 0;
  const request =
    kind === 'withdrawals'
      ? {
          method: 'POST' as const,
          path: '/api/earnings/withdrawals',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amountFen: WITHDRAW_FEN, from: 'distribution' }),
          onResponse: refusals.onResponse,
          setupRequest: (req: Record<string, any>) => {
            next += 1;
            return { ...req, headers: { ...req.headers, token: tokens[next % tokens.length]! } };
          },
        }
      : {
          method: 'POST' as const,
          path: '/api/pay/addorder',
          headers: { 'content-type': 'application/json' },
          onResponse: refusals.onResponse,
          // Request n: party n mod P for user ⌊n / P⌋ mod U, so the load spreads over the parties
          // and no (user, party) pair repeats before U × P requests.
          setupRequest: (req: Record<string, any>) => {
            next += 1;
            const commodityId = commodityIds[next % commodityIds.length]!;
            const body = JSON.stringify({ commodityId, purchaseQuantity: 1, sceneId: 538, payMode: 'wxPay', channel: '1', payScene: 'h5' });
            return { ...req, body, headers: { ...req.headers, token: tokens[Math.floor(next / commodityIds.length) % tokens.length]! } };
          },
        };
  const { result, added } = await loadServer(databaseUrl, {
    connections: 50,
    durationSeconds: options.durationSeconds,
    countTable: kind === 'withdrawals' ? 'earning_withdrawals' : 'reading_signups',
    request,
  });
  return {
    database: isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite',
    perSec: Math.round(added / options.durationSeconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: Math.max(0, result.requests.total - added) + result.errors,
    invariants: await invariantsOf(databaseUrl),
    refusals: refusals.summary(),
  };
}

/** Both loads on both databases, printed next to bare node:http (the root `npm run bench` calls it). */
export async function printPayoutBench(): Promise<void> {
  const durationSeconds = BENCH_SECONDS;
  const users = Number(process.env.BENCH_USERS ?? 2000);
  const bare = await runBareBench({ durationSeconds });
  console.log(`\nCash-out and party sign-ups, ${users} users, 50 connections, ${durationSeconds} s (invariants checked after each run)`);
  row('bare node:http (fixed JSON)', `${bare.requestsPerSec} req/s`, `p99 ${bare.p99Ms} ms`);
  for (const kind of ['withdrawals', 'signups'] as const) {
    const { sqlite, postgres } = await onSqliteAndPostgres((url) => runPayoutBench(url, kind, { users, durationSeconds }));
    const label = kind === 'withdrawals' ? 'withdrawal applications' : 'paid party sign-ups';
    for (const figures of [sqlite, postgres]) {
      if (!figures) {
        postgresSkipped(`${label} on PostgreSQL`);
        continue;
      }
      const db = figures.database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      row(`${label} on ${db}`, `${figures.perSec}/s`, `p99 ${figures.p99Ms} ms, failed ${figures.failed} (refusals: ${figures.refusals}), invariants ${figures.invariants}`);
      row(`${label} on ${db} ÷ bare node:http`, (figures.perSec / bare.requestsPerSec).toFixed(3));
    }
  }
}

if (isMain(import.meta.url)) {
  printPayoutBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
