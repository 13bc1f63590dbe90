/**
 * Bench of POST /api/assessment/session/submit on SQLite and PostgreSQL: many users (60000 by default: more than a 12-second run can submit on SQLite), each
 * with a token and an open PHQ-9 session, so every request is a first submission of a distinct
 * user (no hot row); autocannon hands out one (token, session) pair per request against the
 * compiled server. Reports/s counts the reports that reached the database.
 *
 *   node --import tsx server/bench/assessments.ts      # BENCH_SECONDS, BENCH_ASSESSMENT_USERS
 */
import { createDatabase } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { BENCH_SECONDS, insertBenchUsers, isMain, loadServer, onSqliteAndPostgres, postgresSkipped, row } from './common.js';

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
async function prepare(databaseUrl: string, count: number): Promise<{ token: string; sessionId: number }[]> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const { db } = database;
    const phq9 = (await db.selectFrom('assessments').select('id').where('scale_code', '=', 'phq9').executeTakeFirstOrThrow()).id;
    const users = await insertBenchUsers(db, count, 'a', now);
    const pairs: { token: string; sessionId: number }[] = [];
    for (let start = 0; start < users.length; start += 200) {
      const batch = users.slice(start, start + 200);
      const sessions = await db
        .insertInto('assessment_sessions')
        .values(batch.map((u) => ({ user_id: u.id, assessment_id: phq9, answers: '{}', status: 'open' as const, report_id: null, consent_at: now, created_at: now, updated_at: now })))
        .returning('id')
        .execute();
      sessions.forEach((s, k) => pairs.push({ token: batch[k]!.token, sessionId: s.id }));
    }
    return pairs;
  } finally {
    await database.close();
  }
}

export async function runSubmitBench(options: { databaseUrl: string; users?: number; connections?: number; durationSeconds?: number }): Promise<SubmitFigures> {
  const { databaseUrl, users = 60000, connections = 50, durationSeconds = 10 } = options;
  const pairs = await prepare(databaseUrl, users);
  // Each pair once; when they run out, repeats answer the same report (still state 1).
  let next = 0;
  const { result, added: reports } = await loadServer(databaseUrl, {
    connections,
    durationSeconds,
    countTable: 'assessment_reports',
    request: {
      method: 'POST',
      path: '/api/assessment/session/submit',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const pair = pairs[next % pairs.length]!;
        next += 1;
        return { ...req, headers: { ...req.headers, token: pair.token }, body: `{"sessionId":${pair.sessionId},"answers":${ANSWERS}}` };
      },
    },
  });
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
}

/** Runs the submit bench on SQLite and PostgreSQL and prints its figures (`npm run bench`). */
export async function printAssessmentBench(): Promise<void> {
  const durationSeconds = BENCH_SECONDS;
  const users = Number(process.env.BENCH_ASSESSMENT_USERS ?? 60000);
  const { sqlite, postgres } = await onSqliteAndPostgres((databaseUrl) => runSubmitBench({ databaseUrl, users, durationSeconds }));
  console.log(`\nPOST /api/assessment/session/submit (PHQ-9), ${users} users, 50 connections, ${durationSeconds} s`);
  for (const [name, f] of [['SQLite', sqlite], ['PostgreSQL', postgres]] as const) {
    if (f) row(`submit on ${name}`, `${f.reportsPerSec} reports/s`, `${f.requestsPerSec} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, failed ${f.failed}`);
    else postgresSkipped(`submit on ${name}`);
  }
}

if (isMain(import.meta.url)) {
  printAssessmentBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
