/** Shared steps of the assessment suites. */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { TestApp } from './harness.js';

export async function assessmentId(db: Kysely<DB>, scaleCode: string): Promise<number> {
  return (await db.selectFrom('assessments').select('id').where('scale_code', '=', scaleCode).executeTakeFirstOrThrow()).id;
}

/** `{ "1": v1, "2": v2, … }` from a list of values in item order. */
export function answersOf(values: number[]): Record<string, number> {
  return Object.fromEntries(values.map((v, i) => [String(i + 1), v]));
}

/** Starts (with consent) and submits a whole answer set; returns the submit reply. */
export async function takeTest(api: TestApp, token: string, id: number, values: number[]) {
  const start = await api.post('/api/assessment/session/start', { assessmentId: id, consent: true }, { token });
  if (start.body.state !== 1) return start;
  return api.post('/api/assessment/session/submit', { sessionId: start.body.data.sessionId, answers: answersOf(values) }, { token });
}

export async function makeVip(db: Kysely<DB>, userId: number, until: number): Promise<void> {
  await db.updateTable('users').set({ vip_expire_at: until }).where('id', '=', userId).execute();
}
