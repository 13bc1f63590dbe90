/**
 * Demo learning history (SEED_DEMO): a demo account and a few fellow learners with listening
 * in 2023, 2024 and the last weeks before `now`, so that statistics, the weekly ranking,
 * certificates and both yearly reports have content. Log in as DEMO_LEARNER_MOBILE with an SMS
 * code. Runs after the catalogue seed; skipped when there is no catalogue or the demo account
 * already has history (idempotent).
 */
import type { Insertable, Kysely } from 'kysely';
import { addLearner } from '../areas/course/index.js';
import { DEFAULT_HOLDER_NAME, insertCertificate } from '../areas/certificate/index.js';
import { SLOT_MS, addDays, beijingDay, dayStartMs } from '../core/beijing-time.js';
import type { ChapterProgressTable, DB } from './schema.js';

export const DEMO_LEARNER_MOBILE = '13300000000';

/** The demo account first; an empty nickname shows masked (心栈用户0003). */
const LEARNERS = [
  { mobile: DEMO_LEARNER_MOBILE, code: 'XZDEMO00', nickname: '小栈同学' },
  { mobile: '13300000001', code: 'XZDEMO01', nickname: '晨读的鲸鱼' },
  { mobile: '13300000002', code: 'XZDEMO02', nickname: '山间听风' },
  { mobile: '13300000003', code: 'XZDEMO03', nickname: '' },
  { mobile: '13300000004', code: 'XZDEMO04', nickname: '夜航船' },
  { mobile: '13300000005', code: 'XZDEMO05', nickname: '半亩方塘' },
] as const;

interface Session {
  /** Beijing day and start time in minutes after midnight. */
  day: string;
  startMin: number;
  minutes: number;
  /** Index into the catalogue's subjects. */
  subject: number;
}

/** Plan of one learner: sessions, and which subjects were completed (certificate issued). */
interface Plan {
  sessions: Session[];
  completed: number[];
}

/** Small deterministic generator, so every demo database tells the same story. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct days between `from` and `to` (inclusive), ascending. */
function pickDays(rand: () => number, from: string, to: string, count: number): string[] {
  const span = Math.round((dayStartMs(to) - dayStartMs(from)) / 86_400_000) + 1;
  const picked = new Set<number>();
  while (picked.size < Math.min(count, span)) picked.add(Math.floor(rand() * span));
  return [...picked].sort((a, b) => a - b).map((i) => addDays(from, i));
}

function plans(now: number, subjects: number): Plan[] {
  const today = beijingDay(now);
  const nowMin = Math.floor((now - dayStartMs(today)) / 60_000);
  const pick = (i: number) => i % subjects;
  return LEARNERS.map((_, who) => {
    const rand = random(20230101 + who);
    const sessions: Session[] = [];
    const add = (days: string[], subjectsOf: number[], minutes: [number, number], startMin: [number, number]) => {
      days.forEach((day, i) => {
        sessions.push({
          day,
          startMin: startMin[0] + Math.floor(rand() * (startMin[1] - startMin[0])),
          minutes: minutes[0] + Math.floor(rand() * (minutes[1] - minutes[0])),
          subject: pick(subjectsOf[i % subjectsOf.length]),
        });
      });
    };
    const demo = who === 0;
    add(pickDays(rand, '2023-03-01', '2023-12-31', demo ? 40 : 6 + who), [0, 1], [6, 18], [7 * 60, 21 * 60]);
    add(pickDays(rand, '2024-01-01', '2024-12-31', demo ? 70 : 8 + who), [2, 3, 1], [6, 18], [7 * 60, 21 * 60]);
    if (demo) sessions.push({ day: '2024-11-08', startMin: 23 * 60 + 35, minutes: 20, subject: pick(3) });
    // The last weeks: a streak up to yesterday for everyone; the demo account also earlier days.
    const recent = pickDays(rand, addDays(today, -20), addDays(today, -7), demo ? 8 : 2 + who);
    for (let d = 6 - who; d >= 1; d -= 1) recent.push(addDays(today, -d));
    add(recent, [4, 5], [10 + who * 3, 25 + who * 3], [8 * 60, 22 * 60]);
    // Something today already (when the day is old enough), so this week's ranking is never empty.
    if (nowMin >= 60) sessions.push({ day: today, startMin: nowMin - 50, minutes: 5 + who * 4, subject: pick(4) });
    return { sessions, completed: demo ? [0, 2, 4].map(pick) : who % 2 === 1 ? [pick(0)] : [] };
  });
}

export async function seedLearning(db: Kysely<DB>, now: number): Promise<void> {
  const catalogue = await db
    .selectFrom('subjects as s')
    .innerJoin('chapters as c', 'c.subject_id', 's.id')
    .select(['s.id as subject_id', 'c.id', 'c.duration_sec'])
    .where('s.active', '=', 1)
    .orderBy('s.sort')
    .orderBy('s.id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  if (catalogue.length === 0) return;
  const chaptersOf = new Map<number, Array<{ id: number; duration: number }>>();
  for (const row of catalogue) {
    const list = chaptersOf.get(row.subject_id) ?? [];
    list.push({ id: row.id, duration: row.duration_sec });
    chaptersOf.set(row.subject_id, list);
  }
  const subjectIds = [...chaptersOf.keys()];

  await db
    .insertInto('users')
    .values(
      LEARNERS.map((l) => ({
        mobile: l.mobile,
        invitation_code: l.code,
        nickname: l.nickname,
        avatar: '',
        gender: 0,
        age_range: null,
        tags: '[]',
        signature: '',
        inviter_id: null,
        channel: 'demo',
        scene_id: null,
        vip_expire_at: null,
        created_at: Date.parse('2023-02-01T00:00:00Z'),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'mobile', 'nickname'])
    .where('mobile', 'in', LEARNERS.map((l) => l.mobile))
    .execute();
  const userOf = new Map(users.map((u) => [u.mobile, u]));
  const demo = userOf.get(DEMO_LEARNER_MOBILE)!;
  const seeded = await db.selectFrom('listen_slots').select('slot').where('user_id', '=', demo.id).limit(1).executeTakeFirst();
  if (seeded) return;

  const planned = plans(now, subjectIds.length);
  await db.transaction().execute(async (trx) => {
    for (const [who, plan] of planned.entries()) {
      const user = userOf.get(LEARNERS[who].mobile)!;
      const slots: DB['listen_slots'][] = [];
      /** Per subject: first and last listening instant. */
      const span = new Map<number, { first: number; last: number }>();
      for (const s of plan.sessions) {
        const subjectId = subjectIds[s.subject];
        const chapters = chaptersOf.get(subjectId)!;
        const start = dayStartMs(s.day) + s.startMin * 60_000;
        const end = Math.min(start + s.minutes * 60_000, now);
        for (let slot = Math.ceil(start / SLOT_MS); slot * SLOT_MS < end; slot += 1) {
          const chapter = chapters[Math.floor((slot * SLOT_MS - start) / 600_000) % chapters.length];
          slots.push({ user_id: user.id, slot, subject_id: subjectId, chapter_id: chapter.id, day: beijingDay(slot * SLOT_MS) });
        }
        const seen = span.get(subjectId);
        span.set(subjectId, { first: Math.min(seen?.first ?? start, start), last: Math.max(seen?.last ?? end, end) });
      }
      for (let i = 0; i < slots.length; i += 2000) {
        await trx.insertInto('listen_slots').values(slots.slice(i, i + 2000)).onConflict((oc) => oc.doNothing()).execute();
      }

      // Progress: completed subjects entirely; the others up to about half, one chapter midway.
      const progress: Array<Insertable<ChapterProgressTable>> = [];
      for (const [subjectId, { first, last }] of span) {
        const chapters = chaptersOf.get(subjectId)!;
        const done = plan.completed.some((i) => subjectIds[i] === subjectId);
        const completedCount = done ? chapters.length : Math.floor(chapters.length / 2);
        chapters.slice(0, Math.min(chapters.length, completedCount + 1)).forEach((c, i) => {
          const complete = i < completedCount;
          const position = complete ? c.duration : Math.floor(c.duration * 0.4);
          progress.push({
            user_id: user.id,
            subject_id: subjectId,
            chapter_id: c.id,
            position_sec: position,
            max_position_sec: position,
            completed: complete ? 1 : 0,
            completed_at: complete ? last : null,
            created_at: first,
            updated_at: complete ? last - (chapters.length - i) * 1000 : last,
          });
        });
        if (done) await insertCertificate(trx, { userId: user.id, subjectId, holderName: user.nickname.trim() || DEFAULT_HOLDER_NAME, issuedAt: last });
      }
      if (progress.length > 0) await trx.insertInto('chapter_progress').values(progress).onConflict((oc) => oc.doNothing()).execute();
      for (const subjectId of new Set(progress.map((p) => p.subject_id))) await addLearner(trx, subjectId, user.id, now);
    }
  });
}
