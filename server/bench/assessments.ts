/**
 * Bench of POST /api/assessment/session/submit on SQLite: many users (30000 by default), each
 * with a token and an open PHQ-9 session, so every request is a first submission of a distinct
 * user (no hot row); autocannon hands out one (token, session) pair per request against the
 * compiled server. Reports/s counts the reports that reached the database.
 *
 *   node --import tsx server/bench/assessments.ts      # BENCH_SECONDS, BENCH_ASSESSMENT_USERS
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sha256Hex } from '../src/core/crypto.js';
import { createDatabase } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { startServer } from './placeorder.js';

export interface SubmitFigures {
  reportsPerSec: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  reports: number;
  requests: number;
  /** Requests that did not create a report (non-2xx, socket errors, refusals). */
  failed: number;
}

/** PHQ-9, total 7: every request submits a complete, valid set. */
const ANSWERS = JSON.stringify({ '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, '8': 0, '9': 0 });

/** Migrates and seeds, then adds users with a live token and an open PHQ-9 session each. */
async function prepare(databaseUrl: string, users: number): Promise<{ token: string; sessionId: number }[]> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const { db } = database;
    const phq9 = (await db.selectFrom('assessments').select('id').where('scale_code', '=', 'phq9').executeTakeFirstOrThrow()).id;
    const run = randomBytes(3).toString('hex');
    const pairs: { token: string; sessionId: number }[] = [];
    for (let start = 0; start < users; start += 200) {
      const batch = Array.from({ length: Math.min(200, users - start) }, (_, k) => start + k);
      const rows = await db
        .insertInto('users')
        .values(
          batch.map((i) => ({
            mobile: `bench-a-${run}-${i}`,
            invitation_code: `A${run}${i}`,
            nickname: `测评压测${i}`,
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
        .values(rows.map((row, k) => ({ token_hash: sha256Hex(tokens[k]), user_id: row.id, ecology_name: 'h5', created_at: now, expires_at: now + 86_400_000, revoked_at: null })))
        .execute();
      const sessions = await db
        .insertInto('assessment_sessions')
        .values(rows.map((row) => ({ user_id: row.id, assessment_id: phq9, answers: '{}', status: 'open' as const, report_id: null, consent_at: now, created_at: now, updated_at: now })))
        .returning('id')
        .execute();
      sessions.forEach((s, k) => pairs.push({ token: tokens[k], sessionId: s.id }));
    }
    return pairs;
  } finally {
    await database.close();
  }
}

async function countReports(databaseUrl: string): Promise<number> {
  const database = createDatabase(databaseUrl);
  try {
    const row = await database.db.selectFrom('assessment_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

export async function runSubmitBench(options: { databaseUrl: string; users?: number; connections?: number; durationSeconds?: number }): Promise<SubmitFigures> {
  const { databaseUrl, users = 30000, connections = 50, durationSeconds = 10 } = options;
  const pairs = await prepare(databaseUrl, users);
  const server = await startServer(databaseUrl);
  try {
    // Each pair once; when they run out, repeats answer the same report (still state 1).
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
            path: '/api/assessment/session/submit',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const pair = pairs[next % pairs.length];
              next += 1;
              return { ...req, headers: { ...req.headers, token: pair.token }, body: `{"sessionId":${pair.sessionId},"answers":${ANSWERS}}` };
            },
          },
        ],
      });
    await request(2);
    const warmed = await countReports(databaseUrl);
    const result = await request(durationSeconds);
    const reports = (await countReports(databaseUrl)) - warmed;
    return {
      reportsPerSec: Math.round(reports / durationSeconds),
      requestsPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      reports,
      requests: result.requests.total,
      // Valid while the pairs last (the default leaves plenty): every answered request is a report.
      failed: Math.max(0, result.requests.total - reports) + result.errors,
    };
  } finally {
    await server.stop();
  }
}

/** Runs the submit bench on a scratch SQLite file and prints its figures (`npm run bench`). */
export async function printAssessmentBench(): Promise<void> {
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
  const users = Number(process.env.BENCH_ASSESSMENT_USERS ?? 30000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-bench-assess-'));
  try {
    const f = await runSubmitBench({ databaseUrl: `sqlite://${path.join(dir, 'bench.sqlite')}`, users, durationSeconds });
    const row = (label: string, value: string, extra = '') => console.log(`${label.padEnd(44)} ${value.padEnd(22)} ${extra}`);
    console.log(`\nPOST /api/assessment/session/submit (PHQ-9), ${users} users, 50 connections, ${durationSeconds} s`);
    row('submit on SQLite', `${f.reportsPerSec} reports/s`, `${f.requestsPerSec} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, failed ${f.failed}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printAssessmentBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
