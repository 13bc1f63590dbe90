import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { addSubject, addUser, bj, clearLearning, listen, report } from './helpers/learning.js';
import { DEMO_LEARNER_MOBILE } from '../src/db/seed-learning.js';

const MIN = 60;

suite('learn: statistics, streaks, records, ranking, share', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };

  await t.test('the demo account has history: this week, 2023 and 2024', async () => {
    const { token } = await api.login(DEMO_LEARNER_MOBILE);
    const stats = (await api.get('/api/learn/statistics', { token })).body.data;
    assert.ok(stats.totalMinutes > 1000 && stats.totalDays > 100, JSON.stringify(stats));
    assert.ok(stats.currentStreak >= 6, 'a streak up to today or yesterday');
    assert.ok(stats.certificates >= 3 && stats.coursesCompleted >= 3);
    const ranking = (await api.get('/api/learn/ranking', { token })).body.data;
    assert.ok(ranking.list.length >= 6, 'the demo learners are ranked this week');
    assert.ok(ranking.list.some((r: { nickname: string }) => r.nickname === '心栈用户0003'), 'an empty nickname is masked');
    for (const year of [2023, 2024]) {
      const bill = (await api.get('/api/yearBill/report', { token, query: { year } })).body.data;
      assert.equal(bill.hasData, true);
      assert.ok(bill.activeDays >= 40 && bill.certificates >= 1 && bill.topSubjects.length > 0, JSON.stringify(bill));
    }
    assert.equal((await api.get('/api/yearBill/report', { token, query: { year: 2024 } })).body.data.title, '深夜学习家');
    assert.ok((await api.get('/api/certificate/list', { token })).body.data.length >= 3);
  });

  await t.test('statistics: today, this week, totals, streaks, days of the range, courses', async () => {
    await clearLearning(db);
    const { mobile, userId } = await newUser();
    // Tokens expire: log in again after each move of the clock.
    const moveTo = async (ms: number) => {
      env.clock.advance(ms - env.clock.now());
      return (await api.login(mobile)).token;
    };
    const a = await addSubject(db, { durations: [100, 100] });
    const b = await addSubject(db, { durations: [100, 100, 100] });
    // Hand-made history (minutes are slots × 10 s ÷ 60, rounded down per figure):
    //   2024-12-20 … 12-24   5 days × 12 slots (2 min each)    → a run of 5 days
    //   2025-01-05 (Sun)     30 slots (5 min)                   → last week
    //   2025-01-06 (Mon)     60 slots (10 min)
    //   2025-01-07 (Tue)     19 slots + 2 at 23:59:40 (below)   = 21 slots (3.5 → 3 min)
    //   2025-01-08 (Wed)      2 at 00:00:00 (below) + 40 slots  = 42 slots (7 min), today
    for (let d = 20; d <= 24; d += 1) await listen(db, userId, b, bj(2024, 12, d, 20, 0), 2 * MIN);
    await listen(db, userId, b, bj(2025, 1, 5, 8, 0), 5 * MIN);
    await listen(db, userId, b, bj(2025, 1, 6, 8, 0), 10 * MIN);
    await listen(db, userId, b, bj(2025, 1, 7, 12, 0), 190);
    // A report across Beijing midnight: 40 s played at 00:00:20 fills 23:59:40, :50 | 00:00:00, :10.
    let token = await moveTo(bj(2025, 1, 8, 0, 0, 20));
    const midnight = await report(api, token, { chapterId: b.chapterIds[0], positionSec: 40, playedSeconds: 40 });
    assert.equal(midnight.body.state, 1, midnight.raw);
    assert.equal(midnight.body.data.todaySeconds, 20, 'two slots after midnight are today');
    token = await moveTo(bj(2025, 1, 8, 10, 0));
    await listen(db, userId, b, bj(2025, 1, 8, 9, 0), 400);
    // Subject a completed through reports (no listening time), b started.
    await report(api, token, { chapterId: a.chapterIds[0], positionSec: 100, playedSeconds: 0 });
    await report(api, token, { chapterId: a.chapterIds[1], positionSec: 100, playedSeconds: 0 });

    const week = await api.get('/api/learn/statistics', { token });
    assert.equal(week.body.state, 1, week.raw);
    // Total 60 + 30 + 60 + 21 + 42 = 213 slots = 2130 s → 35 min; this week (Mon–Wed) 123 slots
    // = 1230 s → 20 min; 9 listening days; current streak 01-05 … 01-08 = 4; longest 5.
    assert.deepEqual(week.body.data, {
      todayMinutes: 7,
      weekMinutes: 20,
      totalMinutes: 35,
      totalDays: 9,
      currentStreak: 4,
      longestStreak: 5,
      days: [
        { date: '2025-01-02', minutes: 0 },
        { date: '2025-01-03', minutes: 0 },
        { date: '2025-01-04', minutes: 0 },
        { date: '2025-01-05', minutes: 5 },
        { date: '2025-01-06', minutes: 10 },
        { date: '2025-01-07', minutes: 3 },
        { date: '2025-01-08', minutes: 7 },
      ],
      coursesStarted: 2,
      coursesCompleted: 1,
      certificates: 1,
    });
    const month = (await api.get('/api/learn/statistics', { token, query: { range: 'month' } })).body.data;
    assert.equal(month.days.length, 30);
    assert.deepEqual(month.days[0], { date: '2024-12-10', minutes: 0 });
    assert.deepEqual(month.days.filter((d: { minutes: number }) => d.minutes > 0).map((d: { date: string }) => d.date), [
      '2024-12-20', '2024-12-21', '2024-12-22', '2024-12-23', '2024-12-24', '2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08',
    ]);
    assert.equal((await api.get('/api/learn/statistics', { token, query: { range: 'year' } })).body.state, 4001);

    // Nothing today: yesterday's run still counts; two days without, it is broken.
    token = await moveTo(bj(2025, 1, 9, 10, 0));
    let later = (await api.get('/api/learn/statistics', { token })).body.data;
    assert.deepEqual([later.todayMinutes, later.currentStreak, later.weekMinutes], [0, 4, 20]);
    token = await moveTo(bj(2025, 1, 10, 10, 0));
    later = (await api.get('/api/learn/statistics', { token })).body.data;
    assert.deepEqual([later.currentStreak, later.longestStreak], [0, 5]);

    // Records: one row per subject, latest first, with the last chapter played.
    const records = await api.get('/api/learn/records', { token, query: { pageSize: 1 } });
    assert.equal(records.body.state, 1, records.raw);
    assert.deepEqual([records.body.data.total, records.body.data.hasMore], [2, true]);
    const [latest] = records.body.data.list;
    assert.deepEqual(
      { ...latest, subject: latest.subject.id },
      { subject: a.subjectId, lastChapter: { id: a.chapterIds[1], title: '第2讲' }, positionSec: 100, completedChapters: 2, chapterCount: 2, percent: 100, updatedAt: bj(2025, 1, 8, 10, 0) },
    );
    const second = (await api.get('/api/learn/records', { token, query: { pageSize: 1, pageNum: 2 } })).body.data;
    assert.deepEqual(
      { ...second.list[0], subject: second.list[0].subject.id },
      { subject: b.subjectId, lastChapter: { id: b.chapterIds[0], title: '第1讲' }, positionSec: 40, completedChapters: 0, chapterCount: 3, percent: 0, updatedAt: bj(2025, 1, 8, 0, 0, 20) },
    );
    assert.equal(second.hasMore, false);
  });

  await t.test('ranking: by listened time this week; ties to who got there first, then user id', async () => {
    await clearLearning(db);
    const s = await addSubject(db, { durations: [600] });
    // Now: Friday 2025-01-10 10:00; this week is 01-06 … 01-12, last week 12-30 … 01-05.
    assert.equal(env.clock.now(), bj(2025, 1, 10, 10, 0));
    const me = await newUser();
    const u1 = await addUser(db, '13600000001', '第一名');
    const u2 = await addUser(db, '13600000002', '同分后到');
    const u3 = await addUser(db, '13600000003', '同分先到');
    const u4 = await addUser(db, '13600000004', '同分同时甲');
    const u5 = await addUser(db, '13600000005', '');
    await listen(db, u1, s, bj(2025, 1, 6, 9, 0), 30 * MIN);
    // u2 and u3 both 20 min; u3 finished Tuesday, u2 on Wednesday → u3 first although u2's id is lower.
    await listen(db, u2, s, bj(2025, 1, 8, 9, 0), 20 * MIN);
    await listen(db, u3, s, bj(2025, 1, 7, 9, 0), 20 * MIN);
    // u4 and u5: 10 min ending at the same instant → lower user id first.
    await listen(db, u4, s, bj(2025, 1, 9, 9, 0), 10 * MIN);
    await listen(db, u5, s, bj(2025, 1, 9, 9, 0), 10 * MIN);
    // Last week's listening counts for 'last' only; Sunday 23:59:50 is still last week.
    await listen(db, u5, s, bj(2025, 1, 5, 23, 59, 50), 10);
    await listen(db, u5, s, bj(2025, 1, 4, 8, 0), 60 * MIN);
    await listen(db, me.userId, s, bj(2025, 1, 6, 21, 0), 5 * MIN + 50);

    const current = await api.get('/api/learn/ranking', { token: me.token });
    assert.equal(current.body.state, 1, current.raw);
    const { list, ...rest } = current.body.data;
    assert.deepEqual(rest, { weekStart: '2025-01-06', weekEnd: '2025-01-12', me: { rank: 6, minutes: 5 } });
    assert.deepEqual(
      list.map((r: { rank: number; userId: number; nickname: string; minutes: number; isMe: boolean }) => [r.rank, r.userId, r.nickname, r.minutes, r.isMe]),
      [
        [1, u1, '第一名', 30, false],
        [2, u3, '同分先到', 20, false],
        [3, u2, '同分后到', 20, false],
        [4, u4, '同分同时甲', 10, false],
        [5, u5, '心栈用户0005', 10, false],
        [6, me.userId, list[5].nickname, 5, true],
      ],
    );
    const last = (await api.get('/api/learn/ranking', { token: me.token, query: { week: 'last' } })).body.data;
    assert.deepEqual([last.weekStart, last.weekEnd, last.me], ['2024-12-30', '2025-01-05', { rank: null, minutes: 0 }]);
    assert.deepEqual(last.list.map((r: { userId: number; minutes: number }) => [r.userId, r.minutes]), [[u5, 60]]);
    assert.equal((await api.get('/api/learn/ranking', { token: me.token, query: { week: 'next' } })).body.state, 4001);
    assert.equal((await api.get('/api/learn/ranking')).body.state, -1);
  });

  await t.test('ranking: top 50 only; me keeps its true rank below the list', async () => {
    await clearLearning(db);
    const s = await addSubject(db, { durations: [600] });
    const me = await newUser();
    const fast: number[] = [];
    for (let i = 0; i < 52; i += 1) {
      const id = await addUser(db, `1350000${String(i).padStart(4, '0')}`, `学员${i}`);
      fast.push(id);
      // 52 users, 60 + i slots each: user i ranks 52 − i.
      await listen(db, id, s, bj(2025, 1, 7, 8, 0), (60 + i) * 10);
    }
    await listen(db, me.userId, s, bj(2025, 1, 7, 8, 0), 30 * 10);
    const ranking = (await api.get('/api/learn/ranking', { token: me.token })).body.data;
    assert.equal(ranking.list.length, 50);
    assert.deepEqual([ranking.list[0].userId, ranking.list[49].userId], [fast[51], fast[2]]);
    assert.deepEqual(ranking.me, { rank: 53, minutes: 5 });
    const idle = await newUser();
    assert.deepEqual((await api.get('/api/learn/ranking', { token: idle.token })).body.data.me, { rank: null, minutes: 0 });
  });

  await t.test('share: public with an invitation code, own totals with a token, only totals', async () => {
    await clearLearning(db);
    const s = await addSubject(db, { durations: [100] });
    const { token, userId } = await newUser();
    const info = await api.userInfo(token);
    await listen(db, userId, s, bj(2025, 1, 9, 8, 0), 12 * MIN);
    await listen(db, userId, s, bj(2025, 1, 10, 8, 0), 3 * MIN);
    await report(api, token, { chapterId: s.chapterIds[0], positionSec: 100, playedSeconds: 0 });
    const expected = {
      nickname: info.nickname,
      avatar: info.avatar,
      invitationCode: info.invitationCode,
      totalMinutes: 15,
      totalDays: 2,
      currentStreak: 2,
      coursesCompleted: 1,
      certificates: 1,
      weekRank: 1,
    };
    const publicShare = await api.get('/api/learn/share', { query: { code: info.invitationCode.toLowerCase() } });
    assert.deepEqual(publicShare.body, { state: 1, msg: '成功', data: expected });
    assert.deepEqual((await api.get('/api/learn/share', { token })).body.data, expected);
    assert.deepEqual((await api.get('/api/learn/share', { query: { code: 'NOSUCH' } })).body, { state: 1, msg: '成功', data: null });
    assert.equal((await api.get('/api/learn/share')).body.state, -1);
  });
});
