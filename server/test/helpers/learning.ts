/** Fixtures of the learning suites: catalogue rows inserted directly, listening, reports. */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { TestApp } from './harness.js';

/** Epoch ms of a Beijing wall-clock time (UTC+8). */
export function bj(y: number, m: number, d: number, hh = 0, mm = 0, ss = 0): number {
  return Date.UTC(y, m - 1, d, hh - 8, mm, ss);
}

export interface SubjectFixture {
  subjectId: number;
  chapterIds: number[];
}

let fixtureCounter = 0;

/** A subject with chapters of the given durations (seconds), inserted directly. */
export async function addSubject(
  db: Kysely<DB>,
  options: {
    title?: string;
    author?: string;
    access?: 'free' | 'vip' | 'paid';
    durations: number[];
    /** Indexes of free-trial chapters. */
    trial?: number[];
    categoryName?: string;
    active?: boolean;
  },
): Promise<SubjectFixture> {
  fixtureCounter += 1;
  const now = Date.UTC(2022, 0, 1);
  let categoryId: number | null = null;
  if (options.categoryName) {
    const existing = await db.selectFrom('course_categories').select('id').where('name', '=', options.categoryName).executeTakeFirst();
    categoryId =
      existing?.id ??
      (await db.insertInto('course_categories').values({ name: options.categoryName, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const subject = await db
    .insertInto('subjects')
    .values({
      title: options.title ?? `测试课程${fixtureCounter}`,
      author: options.author ?? '测试讲师',
      access: options.access ?? 'free',
      category_id: categoryId,
      active: options.active === false ? 0 : 1,
      sort: 1000 + fixtureCounter,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chapterIds: number[] = [];
  for (const [i, duration] of options.durations.entries()) {
    const chapter = await db
      .insertInto('chapters')
      .values({
        subject_id: subject.id,
        sort: i + 1,
        title: `第${i + 1}讲`,
        audio_file: 'demo.wav',
        duration_sec: duration,
        free_trial: options.trial?.includes(i) ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    chapterIds.push(chapter.id);
  }
  return { subjectId: subject.id, chapterIds };
}

/** Removes all learning history (the demo seed's too), so a test counts only its own. */
export async function clearLearning(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('listen_slots').execute();
  await db.deleteFrom('certificates').execute();
  await db.deleteFrom('chapter_progress').execute();
  await db.deleteFrom('learn_reports').execute();
}

/** Beijing day of an instant, written independently of the server's helper. */
export function dayOf(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The day `n` days after a 'YYYY-MM-DD' day. */
export function plusDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Listening of `seconds` from `from` (aligned to 10 s), as slots inserted directly. */
export async function listen(
  db: Kysely<DB>,
  userId: number,
  fixture: SubjectFixture,
  from: number,
  seconds: number,
): Promise<void> {
  if (from % 10_000 !== 0 || seconds % 10 !== 0) throw new Error('fixture listening must be aligned to 10 s');
  const rows = Array.from({ length: seconds / 10 }, (_, i) => {
    const slot = from / 10_000 + i;
    return { user_id: userId, slot, subject_id: fixture.subjectId, chapter_id: fixture.chapterIds[0], day: dayOf(slot * 10_000) };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('listen_slots').values(rows.slice(i, i + 500)).execute();
}

/** A user inserted directly (no login), e.g. for rankings with many users. */
export async function addUser(db: Kysely<DB>, mobile: string, nickname: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      mobile,
      invitation_code: `T${mobile}`,
      nickname,
      avatar: '',
      gender: 0,
      age_range: null,
      tags: '[]',
      signature: '',
      inviter_id: null,
      channel: null,
      scene_id: null,
      vip_expire_at: null,
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let reportCounter = 0;

/** POST /learn/progress with a fresh report id unless one is given. */
export function report(
  api: TestApp,
  token: string,
  body: { chapterId: number; positionSec: number; playedSeconds: number; ended?: boolean; reportId?: string },
) {
  reportCounter += 1;
  return api.post('/api/learn/progress', { reportId: `r-${process.pid}-${reportCounter}-test`, ...body }, { token });
}
