import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { addSubject, addUser, bj, clearLearning, listen } from './helpers/learning.js';
import { TITLE_RULES, reportTitle, type TitleFacts } from '../src/areas/yearBill/service.js';

const MIN = 60;

suite('yearBill: yearly reports against hand-computed fixtures', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  await clearLearning(db);
  const { token } = await api.login();
  const me = await userIdOf(api, token);

  // Catalogue: S1 and S3 in 心理学, S2 in 成长.
  const s1 = await addSubject(db, { title: '情绪心理学', durations: [600, 600], categoryName: '心理学' });
  const s2 = await addSubject(db, { title: '高效成长', durations: [300], categoryName: '成长' });
  const s3 = await addSubject(db, { title: '认识自己', durations: [900, 900], categoryName: '心理学' });

  // My listening (Beijing times):
  //   2023-12-31 23:00  10 min  S3   → 2023 only
  //   2024-01-15 08:00  10 min  S2   →  60 slots, the first of 2024
  //   2024-02-10 20:00  30 min  S1   → 180 slots
  //   2024-02-11 23:40  10 min  S1   →  60 slots (last one 23:49:50)
  //   2024-02-12 01:10   5 min  S1   →  30 slots (last one 01:14:50: the latest night, evening of 02-11)
  //   2024-03-01 12:00  20 min  S3   → 120 slots
  //   2024-12-31 23:59:50 10 s  S2   →   1 slot, still 2024
  //   2025-01-01 00:00  10 min  S2   → 2025 only
  await listen(db, me, s3, bj(2023, 12, 31, 23, 0), 10 * MIN);
  await listen(db, me, s2, bj(2024, 1, 15, 8, 0), 10 * MIN);
  await listen(db, me, s1, bj(2024, 2, 10, 20, 0), 30 * MIN);
  await listen(db, me, s1, bj(2024, 2, 11, 23, 40), 10 * MIN);
  await listen(db, me, s1, bj(2024, 2, 12, 1, 10), 5 * MIN);
  await listen(db, me, s3, bj(2024, 3, 1, 12, 0), 20 * MIN);
  await listen(db, me, s2, bj(2024, 12, 31, 23, 59, 50), 10);
  await listen(db, me, s2, bj(2025, 1, 1, 0, 0), 10 * MIN);

  // Progress: S3 started in 2023; S2 and S1 in 2024. S1 completed (both chapters) in Feb 2024
  // with its certificate; S2 completed on 2025-01-01 (certificate then); S3 half done.
  const progress = (subject: { subjectId: number; chapterIds: number[] }, i: number, created: number, completedAt: number | null) => ({
    user_id: me,
    subject_id: subject.subjectId,
    chapter_id: subject.chapterIds[i],
    position_sec: 10,
    max_position_sec: 10,
    completed: completedAt === null ? 0 : 1,
    completed_at: completedAt,
    created_at: created,
    updated_at: completedAt ?? created,
  });
  await db
    .insertInto('chapter_progress')
    .values([
      progress(s3, 0, bj(2023, 12, 20), bj(2024, 3, 1, 12, 20)),
      progress(s2, 0, bj(2024, 1, 15, 8, 10), bj(2025, 1, 1, 0, 10)),
      progress(s1, 0, bj(2024, 2, 10, 20, 30), bj(2024, 2, 10, 20, 30)),
      progress(s1, 1, bj(2024, 2, 11, 23, 50), bj(2024, 2, 12, 1, 15)),
    ])
    .execute();
  await db
    .insertInto('certificates')
    .values([
      { user_id: me, subject_id: s1.subjectId, number: 'XZ-2024-T00001', holder_name: '我', issued_at: bj(2024, 2, 12, 1, 15) },
      { user_id: me, subject_id: s2.subjectId, number: 'XZ-2025-T00002', holder_name: '我', issued_at: bj(2025, 1, 1, 0, 10) },
    ])
    .execute();

  // Other listeners. 2024: B 450 slots (75.0 min, equal to mine: not fewer), C 449 slots (74 min),
  // D 1 slot (0 min). 2023: E 30 slots (5 min). E listened in 2023 only.
  const b = await addUser(db, '13700000011', 'B');
  const c = await addUser(db, '13700000012', 'C');
  const d = await addUser(db, '13700000013', 'D');
  const e = await addUser(db, '13700000014', 'E');
  await listen(db, b, s1, bj(2024, 5, 1, 8, 0), 4500);
  await listen(db, c, s1, bj(2024, 5, 1, 8, 0), 4490);
  await listen(db, d, s1, bj(2024, 5, 1, 8, 0), 10);
  await listen(db, e, s2, bj(2023, 6, 1, 8, 0), 5 * MIN);

  const card = (id: number) => ({ id });
  const shape = (data: { topSubjects: Array<{ subject: { id: number }; minutes: number }> }) => ({
    ...data,
    topSubjects: data.topSubjects.map((s) => ({ subject: card(s.subject.id), minutes: s.minutes })),
  });

  await t.test('2024: every figure as computed by hand', async () => {
    const r = await api.get('/api/yearBill/report', { token, query: { year: 2024 } });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(shape(r.body.data), {
      year: 2024,
      hasData: true,
      // 60 + 180 + 60 + 30 + 120 + 1 = 451 slots = 4510 s → 75 min.
      totalMinutes: 75,
      // 01-15, 02-10, 02-11, 02-12, 03-01, 12-31.
      activeDays: 6,
      // 02-10 … 02-12.
      longestStreak: 3,
      // S2 and S1 (S3 began in 2023).
      coursesStarted: 2,
      // S1 (S2 finished in 2025; S3 not finished).
      coursesCompleted: 1,
      certificates: 1,
      firstListen: { date: '2024-01-15', subjectTitle: '高效成长' },
      latestNight: { date: '2024-02-11', time: '01:14' },
      // Feb: 270 slots = 45 min.
      busiestMonth: { month: 2, minutes: 45 },
      // Jan 60 slots = 10; Feb 45; Mar 120 slots = 20; Dec 1 slot = 10 s → 0.
      monthly: [10, 45, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      // S1 270 slots = 45 min, S3 120 = 20, S2 61 = 610 s → 10.
      topSubjects: [
        { subject: card(s1.subjectId), minutes: 45 },
        { subject: card(s3.subjectId), minutes: 20 },
        { subject: card(s2.subjectId), minutes: 10 },
      ],
      // 心理学 = S1 + S3 = 390 slots = 65 min; 成长 = 61 slots.
      topCategory: { name: '心理学', minutes: 65 },
      // Listeners me, B, C, D; fewer minutes than my 75: C (74) and D (0) → 2 / 4.
      beatPercent: 50,
      // Latest night 01:14 is after 23:30.
      title: '深夜学习家',
    });
    assert.equal(r.body.data.topSubjects[0].subject.title, '情绪心理学');
  });

  await t.test('2023: the evening of 12-31, a different title', async () => {
    const r = await api.get('/api/yearBill/report', { token, query: { year: 2023 } });
    assert.deepEqual(shape(r.body.data), {
      year: 2023,
      hasData: true,
      totalMinutes: 10,
      activeDays: 1,
      longestStreak: 1,
      coursesStarted: 1,
      coursesCompleted: 0,
      certificates: 0,
      firstListen: { date: '2023-12-31', subjectTitle: '认识自己' },
      // 23:09:50 is night but before 23:30.
      latestNight: { date: '2023-12-31', time: '23:09' },
      busiestMonth: { month: 12, minutes: 10 },
      monthly: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10],
      topSubjects: [{ subject: card(s3.subjectId), minutes: 10 }],
      topCategory: { name: '心理学', minutes: 10 },
      // Listeners me and E (5 min): 1 / 2.
      beatPercent: 50,
      title: '心栈学习者',
    });
  });

  await t.test('a year without listening: hasData false, zeros and nulls', async () => {
    const { token: fresh } = await api.login();
    const r = await api.get('/api/yearBill/report', { token: fresh, query: { year: 2024 } });
    assert.deepEqual(r.body.data, {
      year: 2024,
      hasData: false,
      totalMinutes: 0,
      activeDays: 0,
      longestStreak: 0,
      coursesStarted: 0,
      coursesCompleted: 0,
      certificates: 0,
      firstListen: null,
      latestNight: null,
      busiestMonth: null,
      monthly: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      topSubjects: [],
      topCategory: null,
      beatPercent: 0,
      title: '心栈新朋友',
    });
  });

  await t.test('years without a report → 4710; bad input → 4001; login required', async () => {
    assert.deepEqual((await api.get('/api/yearBill/report', { token, query: { year: 2022 } })).body, { state: 4710, msg: '暂不提供该年度的报告', data: null });
    assert.equal((await api.get('/api/yearBill/report', { token, query: { year: 2025 } })).body.state, 4710);
    assert.deepEqual((await api.get('/api/yearBill/report', { token, query: { year: 'abc' } })).body, { state: 4001, msg: '请选择报告年份', data: null });
    assert.deepEqual((await api.get('/api/yearBill/report', { token })).body, { state: 4001, msg: '请选择报告年份', data: null });
    assert.equal((await api.get('/api/yearBill/report', { query: { year: 2024 } })).body.state, -1);
  });

  await t.test('title rules: the first rule that holds', () => {
    const base: TitleFacts = { hasData: true, activeDays: 10, longestStreak: 3, totalMinutes: 300, coursesStarted: 2, certificates: 0, latestNightSince4: null };
    const h = 3_600_000;
    assert.equal(reportTitle(base), '心栈学习者');
    assert.equal(reportTitle({ ...base, hasData: false }), '心栈新朋友');
    assert.equal(reportTitle({ ...base, latestNightSince4: 19.5 * h }), '深夜学习家', '23:30 exactly');
    assert.equal(reportTitle({ ...base, latestNightSince4: 19.5 * h - 10_000 }), '心栈学习者', '23:29:50');
    assert.equal(reportTitle({ ...base, activeDays: 200, latestNightSince4: 23 * h }), '深夜学习家', 'night owl comes first');
    assert.equal(reportTitle({ ...base, activeDays: 200 }), '全勤学霸');
    assert.equal(reportTitle({ ...base, longestStreak: 30 }), '坚持达人');
    assert.equal(reportTitle({ ...base, certificates: 3 }), '结业收藏家');
    assert.equal(reportTitle({ ...base, totalMinutes: 3000 }), '时间投资人');
    assert.equal(reportTitle({ ...base, coursesStarted: 8 }), '博览群书');
    assert.equal(TITLE_RULES[TITLE_RULES.length - 1].title, '心栈学习者');
  });
});
