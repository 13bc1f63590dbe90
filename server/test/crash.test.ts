/**
 * Crash safety of the money paths of issue 12 (docs/EARNINGS.md, docs/READING.md): a real server
 * process is killed with SIGKILL in the middle of a burst of party sign-ups, payments and
 * withdrawals, then started again on the same database. After the restart (the jobs run, the
 * clock passes the pay deadline so unpaid orders close):
 * - no paid sign-up without a seat, no seat without a paid (or pending) sign-up or an offer;
 * - no withdrawal paid or released twice, every succeeded withdrawal paid exactly once;
 * - every earnings account equals its ledger sums.
 * On SQLite (WAL file) and PostgreSQL. The server runs as a child process (tsx), so the kill
 * lands wherever the burst is: between statements, inside transactions, between a payment and
 * its notification.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../src/core/clock.js';
import { EarningsLedger } from '../src/shared/earnings/ledger.js';
import { DAY_MS } from './helpers/commerce.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';
import { freePort } from './helpers/ports.js';
import { HOUR_MS, assertSeatsConsistent, partyBody } from './helpers/reading.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = 'crash-admin';
const SIGNUPS = 40;
const WITHDRAWERS = 30;
const SEATS = 12;

interface Server {
  base: string;
  proc: ChildProcess;
}


async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REDIS_URL: '',
      NODE_ENV: 'test',
      ADMIN_TOKEN: ADMIN,
      LOG_LEVEL: 'fatal',
      DEV_CLOCK: '1',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with code ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, proc };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) return resolve();
    server.proc.once('exit', () => resolve());
    server.proc.kill('SIGKILL');
  });
}

let ipCounter = 0;
/** Calls that found the server dead (the kill landed while they were under way or about to start). */
let dead = 0;
/** One call; answers the envelope, or null when the connection died (the kill). */
async function call(server: Server, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<{ state: number; msg: string; data: any } | null> {
  ipCounter += 1;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.token = token;
  try {
    const res = await fetch(server.base + '/api' + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as { state: number; msg: string; data: any };
  } catch {
    dead += 1;
    return null;
  }
}

async function ok(server: Server, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const r = await call(server, method, url, body, token);
  assert.equal(r?.state, 1, `${url}: ${JSON.stringify(r)}`);
  return r!.data;
}

/** Logs in a new user by SMS; answers their token and id. */
async function login(server: Server, n: number): Promise<{ token: string; id: number }> {
  const mobile = `137${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
  await ok(server, 'GET', `/user/login/sendVerificationCode?countryCode=86&mobile=${mobile}&ecologyName=h5&type=login`);
  const { code } = await ok(server, 'GET', `/__dev/sms/${mobile}`);
  const { token } = await ok(server, 'POST', '/user/login/getTokenByMobileAndVerificationCode', { countryCode: '86', mobile, verificationCode: code, ecologyName: 'h5' });
  const { userId } = await ok(server, 'GET', '/user/user/getUserInfo', undefined, token);
  return { token, id: userId };
}

suite('crash safety of sign-ups, payments and withdrawals (SIGKILL mid-burst, restart)', DB_VARIANTS, async (t, env) => {
  const db = env.backend.database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xinzhan-crash-'));
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let server = await startServer(env.backend.databaseUrl, dataDir);
  t.after(() => kill(server));

  await t.test('after a SIGKILL in the burst and a restart, seats, sign-ups, withdrawals and balances agree', async () => {
    dead = 0;
    // Setup on the running server: an organiser's paid party, attendees, users with earnings.
    const organiser = (await login(server, 1)).token;
    const now = Date.now();
    const created = await ok(server, 'POST', '/reading/party/create', partyBody(now, { capacity: SEATS, feeFen: 3900, signupDeadline: now + DAY_MS, startsAt: now + 2 * DAY_MS, endsAt: now + 2 * DAY_MS + 2 * HOUR_MS }), organiser);
    const party = { id: created.party.id as number, commodityId: created.commodityId as number };
    const attendees = await Promise.all(Array.from({ length: SIGNUPS }, (_, i) => login(server, 100 + i)));
    const withdrawers = await Promise.all(Array.from({ length: WITHDRAWERS }, (_, i) => login(server, 500 + i)));
    const ledger = new EarningsLedger(db, systemClock);
    for (const { id } of withdrawers) {
      await db.transaction().execute((trx) => ledger.move(trx, id, { available: 10_000 }, { source: 'admin', reason: 'admin_adjust', ref: 'crash-test' }));
    }

    // The burst: every attendee orders and pays a seat (or joins the waitlist when it is full),
    // every withdrawer applies twice and confirms in the sandbox. The kill lands in the middle.
    let finished = 0;
    const signUp = async ({ token }: { token: string }) => {
      const placed = await call(server, 'POST', '/pay/addorder', { commodityId: party.commodityId, purchaseQuantity: 1, sceneId: 538, payMode: 'wxPay', channel: '1', payScene: 'h5' }, token);
      if (placed?.state === 1) await call(server, 'POST', '/pay/sandbox/complete', { orderNumber: placed.data.orderNumber, result: 'success' }, token);
      else if (placed) await call(server, 'POST', '/reading/waitlist/join', { partyId: party.id }, token);
      finished += 1;
    };
    const withdraw = async ({ token }: { token: string }) => {
      for (let i = 0; i < 2; i += 1) {
        const w = await call(server, 'POST', '/earnings/withdrawals', { amountFen: 3000, from: 'distribution' }, token);
        if (w?.state === 1) await call(server, 'POST', '/earnings/sandbox/transfer/confirm', { id: w.data.id, result: i === 0 ? 'confirm' : 'reject' }, token);
      }
      finished += 1;
    };
    const burst = Promise.all([...attendees.map(signUp), ...withdrawers.map(withdraw)]);
    const total = SIGNUPS + WITHDRAWERS;
    while (finished < total * 0.4) await new Promise((r) => setTimeout(r, 5));
    await kill(server);
    await burst;
    assert.ok(finished === total, 'every client saw its answer or the dead connection');
    assert.ok(dead > 0, 'the kill landed in the burst');

    // Restart on the same database; a client whose payment was interrupted pays again (the
    // order is still payable), the jobs run, then the clock passes every pay deadline.
    server = await startServer(env.backend.databaseUrl, dataDir);
    const open = await db.selectFrom('orders').select(['order_number', 'user_id', 'status']).where('commodity_type', '=', 'reading_party').where('status', 'in', ['created', 'paying']).execute();
    for (const [i, o] of open.entries()) {
      if (i % 2 === 1) continue; // the other half never comes back
      const token = attendees.find((a) => a.id === o.user_id)!.token;
      await call(server, 'POST', '/pay/addorder', { commodityId: party.commodityId, purchaseQuantity: 1, sceneId: 538, payMode: 'wxPay', channel: '1', payScene: 'h5', extInfo: JSON.stringify({ orderNumber: o.order_number }) }, token);
      await call(server, 'POST', '/pay/sandbox/complete', { orderNumber: o.order_number, result: 'success' }, token);
    }
    await ok(server, 'POST', '/dev/jobs/run');
    await ok(server, 'POST', '/dev/clock', { offsetMs: 30 * 60_000 });
    await ok(server, 'POST', '/dev/jobs/run');

    // Seats: never oversold, each held by exactly one pending/confirmed sign-up or offer; every
    // reading-party order and its sign-up agree (paid ⇔ confirmed, closed ⇔ closed).
    await assertSeatsConsistent(db);
    const confirmed = await db.selectFrom('reading_signups').select('id').where('party_id', '=', party.id).where('status', '=', 'confirmed').execute();
    assert.ok(confirmed.length > 0 && confirmed.length <= SEATS, `confirmed ${confirmed.length}`);

    // Withdrawals: each bill paid or released at most once, never both; succeeded ones paid once.
    const rows = await db.selectFrom('earning_ledger').select(['ref', 'reason']).where('source', '=', 'withdrawal').execute();
    const byBill = new Map<string, string[]>();
    for (const r of rows) byBill.set(r.ref, [...(byBill.get(r.ref) ?? []), r.reason]);
    const withdrawals = await db.selectFrom('earning_withdrawals').select(['out_bill_no', 'status', 'amount_fen', 'user_id']).execute();
    for (const w of withdrawals) {
      const reasons = (byBill.get(w.out_bill_no) ?? []).sort();
      const expected = w.status === 'succeeded' ? ['withdrawal_applied', 'withdrawal_paid'] : ['failed', 'cancelled', 'rejected'].includes(w.status) ? ['withdrawal_applied', 'withdrawal_released'] : ['withdrawal_applied'];
      assert.deepEqual(reasons, expected, `withdrawal ${w.out_bill_no} (${w.status})`);
    }
    assert.equal(byBill.size, withdrawals.length, 'no ledger movement without its withdrawal');
    const accounts = await db.selectFrom('earning_accounts').select(['user_id', 'withdrawn_fen', 'frozen_fen', 'available_fen']).execute();
    for (const a of accounts) {
      const mine = withdrawals.filter((w) => w.user_id === a.user_id);
      const paid = mine.filter((w) => w.status === 'succeeded').reduce((sum, w) => sum + w.amount_fen, 0);
      const frozen = mine.filter((w) => w.status === 'reviewing' || w.status === 'transferring').reduce((sum, w) => sum + w.amount_fen, 0);
      assert.equal(a.withdrawn_fen, paid, `user ${a.user_id} withdrawn`);
      assert.equal(a.frozen_fen, frozen, `user ${a.user_id} frozen`);
      assert.equal(a.available_fen + a.frozen_fen + a.withdrawn_fen, 10_000, `user ${a.user_id}: nothing made or lost`);
    }
    assert.deepEqual(await ledger.mismatches(), []);
  });
});
