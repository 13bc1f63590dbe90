import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { addSubject, bj, clearLearning, report } from './helpers/learning.js';

suite('learn: progress reports, listening slots, completion', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  await clearLearning(db);
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };
  const slotsOf = async (userId: number) =>
    (await db.selectFrom('listen_slots').select(['slot', 'day', 'chapter_id']).where('user_id', '=', userId).orderBy('slot').execute());
  const progressOf = (userId: number, chapterId: number) =>
    db.selectFrom('chapter_progress').selectAll().where('user_id', '=', userId).where('chapter_id', '=', chapterId).executeTakeFirst();

  const course = await addSubject(db, { title: '情绪的力量', durations: [300, 200] });
  const other = await addSubject(db, { durations: [600] });
  const vip = await addSubject(db, { access: 'vip', durations: [100, 100], trial: [0] });
  const paid = await addSubject(db, { access: 'paid', durations: [100] });

  await t.test('a report fills the slots of [now − played, now), saves the position and answers today', async () => {
    assert.equal(env.clock.now(), bj(2025, 1, 6, 10, 0), 'the suite starts on Monday 10:00 Beijing');
    const { token, userId } = await newUser();
    const r = await report(api, token, { chapterId: course.chapterIds[0], positionSec: 30.6, playedSeconds: 30 });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(r.body.data, { positionSec: 30, completed: false, subjectCompleted: false, certificate: null, todaySeconds: 30 });
    const start = bj(2025, 1, 6, 9, 59, 30) / 10_000;
    assert.deepEqual(await slotsOf(userId), [0, 1, 2].map((i) => ({ slot: start + i, day: '2025-01-06', chapter_id: course.chapterIds[0] })));

    // 25 s later, 25 s played: slots starting in [10:00:00, 10:00:25) are 10:00:00, :10, :20.
    env.clock.advanceSeconds(25);
    const next = await report(api, token, { chapterId: course.chapterIds[0], positionSec: 55, playedSeconds: 25 });
    assert.equal(next.body.data.todaySeconds, 60);
    // And 5 s later 5 s more: the window [10:00:25, 10:00:30) starts no slot.
    env.clock.advanceSeconds(5);
    assert.equal((await report(api, token, { chapterId: course.chapterIds[0], positionSec: 60, playedSeconds: 5 })).body.data.todaySeconds, 60);
    env.clock.advanceSeconds(5);
    assert.equal((await report(api, token, { chapterId: course.chapterIds[0], positionSec: 65, playedSeconds: 5 })).body.data.todaySeconds, 70);
  });

  await t.test('the same reportId twice: the same answer, nothing counted or changed again', async () => {
    const { token, userId } = await newUser();
    const body = { reportId: 'same-report-0001', chapterId: course.chapterIds[0], positionSec: 100, playedSeconds: 60 };
    const first = await report(api, token, body);
    assert.equal(first.body.data.todaySeconds, 60);
    env.clock.advanceSeconds(30);
    const again = await report(api, token, body);
    assert.deepEqual(again.body, first.body);
    // Different values under the same id change nothing either.
    const changed = await report(api, token, { ...body, positionSec: 150, playedSeconds: 120 });
    assert.deepEqual(changed.body.data, first.body.data);
    assert.equal((await slotsOf(userId)).length, 6);
    assert.equal((await progressOf(userId, course.chapterIds[0]))?.position_sec, 100);
    const reports = await db.selectFrom('learn_reports').select('id').where('user_id', '=', userId).execute();
    assert.equal(reports.length, 1);
  });

  await t.test('the same report sent 10 times at once counts once', async () => {
    const { token, userId } = await newUser();
    env.clock.advanceSeconds(60);
    const body = { reportId: 'burst-report-0001', chapterId: course.chapterIds[1], positionSec: 90, playedSeconds: 90 };
    const replies = await Promise.all(Array.from({ length: 10 }, () => report(api, token, body)));
    for (const r of replies) assert.deepEqual(r.body, { state: 1, msg: '成功', data: { positionSec: 90, completed: false, subjectCompleted: false, certificate: null, todaySeconds: 90 } });
    assert.equal((await slotsOf(userId)).length, 9);
    assert.equal((await db.selectFrom('learn_reports').select('id').where('user_id', '=', userId).execute()).length, 1);
  });

  await t.test('two devices with overlapping windows count the overlap once', async () => {
    const { token: phone, userId, mobile } = await newUser();
    env.clock.advanceSeconds(61); // the SMS cool-down before the second device logs in
    const { token: tablet } = await api.login(mobile);
    // Both at once, the same 60 s: 6 slots, not 12.
    await Promise.all([
      report(api, phone, { chapterId: course.chapterIds[0], positionSec: 60, playedSeconds: 60 }),
      report(api, tablet, { chapterId: course.chapterIds[0], positionSec: 60, playedSeconds: 60 }),
    ]);
    assert.equal((await slotsOf(userId)).length, 6);
    // 30 s later the tablet reports 60 s again: only [t, t+30) is new.
    env.clock.advanceSeconds(30);
    const later = await report(api, tablet, { chapterId: course.chapterIds[0], positionSec: 90, playedSeconds: 60 });
    assert.equal(later.body.data.todaySeconds, 90);
    assert.equal((await slotsOf(userId)).length, 9);
  });

  await t.test('two chapters playing at once still count wall-clock time once', async () => {
    const { token, userId } = await newUser();
    env.clock.advanceSeconds(120);
    const [a, b] = await Promise.all([
      report(api, token, { chapterId: course.chapterIds[0], positionSec: 120, playedSeconds: 120 }),
      report(api, token, { chapterId: other.chapterIds[0], positionSec: 120, playedSeconds: 120 }),
    ]);
    assert.equal(a.body.state, 1, a.raw);
    assert.equal(b.body.state, 1, b.raw);
    assert.equal((await slotsOf(userId)).length, 12);
    // Both chapters keep their own position.
    assert.equal((await progressOf(userId, course.chapterIds[0]))?.position_sec, 120);
    assert.equal((await progressOf(userId, other.chapterIds[0]))?.position_sec, 120);
  });

  await t.test('position is the latest, max_position only grows, completion at 95 % or ended, once', async () => {
    const { token, userId } = await newUser();
    const ch = other.chapterIds[0]; // 600 s
    await report(api, token, { chapterId: ch, positionSec: 400, playedSeconds: 0 });
    await report(api, token, { chapterId: ch, positionSec: 50, playedSeconds: 0 });
    let row = await progressOf(userId, ch);
    assert.deepEqual([row?.position_sec, row?.max_position_sec, row?.completed], [50, 400, 0]);
    // 569 < 95 % of 600 = 570 ≤ 570.
    assert.equal((await report(api, token, { chapterId: ch, positionSec: 569, playedSeconds: 0 })).body.data.completed, false);
    env.clock.advanceSeconds(10);
    const done = await report(api, token, { chapterId: ch, positionSec: 570, playedSeconds: 0 });
    assert.deepEqual([done.body.data.completed, done.body.data.subjectCompleted], [true, true]);
    const completedAt = env.clock.now();
    env.clock.advanceSeconds(10);
    // Listening again from the start: still completed, first completion time kept.
    const again = await report(api, token, { chapterId: ch, positionSec: 5, playedSeconds: 0 });
    assert.deepEqual([again.body.data.positionSec, again.body.data.completed], [5, true]);
    row = await progressOf(userId, ch);
    assert.deepEqual([row?.position_sec, row?.max_position_sec, row?.completed, row?.completed_at], [5, 570, 1, completedAt]);
    // `ended` completes whatever the position; a position past the end counts as the end.
    const { token: t2, userId: u2 } = await newUser();
    assert.equal((await report(api, t2, { chapterId: course.chapterIds[1], positionSec: 3, playedSeconds: 0, ended: true })).body.data.completed, true);
    const past = await report(api, t2, { chapterId: course.chapterIds[0], positionSec: 301, playedSeconds: 0 });
    assert.deepEqual([past.body.data.positionSec, past.body.data.completed], [300, true]);
    assert.equal((await progressOf(u2, course.chapterIds[0]))?.max_position_sec, 300);
  });

  await t.test('all chapters completed → one certificate; replays and later reports do not issue another', async () => {
    const { token, userId } = await newUser();
    const first = await report(api, token, { chapterId: course.chapterIds[0], positionSec: 300, playedSeconds: 0 });
    assert.deepEqual([first.body.data.subjectCompleted, first.body.data.certificate], [false, null]);
    const body = { reportId: 'last-chapter-0001', chapterId: course.chapterIds[1], positionSec: 200, playedSeconds: 10 };
    const last = await report(api, token, body);
    assert.equal(last.body.data.subjectCompleted, true);
    assert.match(last.body.data.certificate.number, /^XZ-2025-\d{6}$/);
    const issued = await db.selectFrom('certificates').selectAll().where('user_id', '=', userId).execute();
    assert.equal(issued.length, 1);
    assert.deepEqual(last.body.data.certificate, { id: issued[0].id, number: `XZ-2025-${String(issued[0].id).padStart(6, '0')}` });
    assert.equal(issued[0].subject_id, course.subjectId);
    env.clock.advanceSeconds(10);
    assert.deepEqual((await report(api, token, body)).body, last.body, 'a replay answers the certificate it issued');
    const later = await report(api, token, { chapterId: course.chapterIds[1], positionSec: 200, playedSeconds: 0, ended: true });
    assert.deepEqual([later.body.data.subjectCompleted, later.body.data.certificate], [true, null]);
    assert.equal((await db.selectFrom('certificates').select('id').where('user_id', '=', userId).execute()).length, 1);
  });

  await t.test('racing reports that complete the last chapters issue exactly one certificate', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, userId } = await newUser();
      const replies = await Promise.all([
        report(api, token, { chapterId: course.chapterIds[0], positionSec: 300, playedSeconds: 0 }),
        report(api, token, { chapterId: course.chapterIds[1], positionSec: 200, playedSeconds: 0 }),
        report(api, token, { chapterId: course.chapterIds[1], positionSec: 200, playedSeconds: 0, ended: true }),
      ]);
      for (const r of replies) assert.equal(r.body.state, 1, r.raw);
      const rows = await db.selectFrom('certificates').select(['id', 'number']).where('user_id', '=', userId).execute();
      assert.equal(rows.length, 1, 'exactly one certificate');
      const answered = replies.map((r) => r.body.data.certificate).filter(Boolean);
      assert.equal(answered.length, 1, 'exactly one report says it issued the certificate');
      assert.deepEqual(answered[0], rows[0]);
    }
  });

  await t.test('bad input: a Chinese message and nothing changed', async () => {
    const { token, userId } = await newUser();
    const ch = course.chapterIds[0];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reportId: 'r-bad-0001', chapterId: ch, positionSec: 10, playedSeconds: 121 }, '收听时长须为0到120秒'],
      [{ reportId: 'r-bad-0002', chapterId: ch, positionSec: 10, playedSeconds: -1 }, '收听时长须为0到120秒'],
      [{ reportId: 'r-bad-0003', chapterId: ch, positionSec: -1, playedSeconds: 10 }, '播放位置须为0到章节时长之间的秒数'],
      [{ reportId: 'short', chapterId: ch, positionSec: 10, playedSeconds: 10 }, '上报编号须为8到64个字符'],
      [{ reportId: 'r-bad-0004', chapterId: 0, positionSec: 10, playedSeconds: 10 }, '章节编号不正确'],
      [{ reportId: 'r-bad-0005', chapterId: ch, playedSeconds: 10 }, '播放位置须为0到章节时长之间的秒数'],
    ];
    for (const [body, msg] of cases) {
      const r = await api.post('/api/learn/progress', body, { token });
      assert.deepEqual(r.body, { state: 4001, msg, data: null }, JSON.stringify(body));
    }
    assert.equal((await api.post('/api/learn/progress', { reportId: 'r-anon-0001', chapterId: ch, positionSec: 1, playedSeconds: 1 })).body.state, -1);
    assert.equal((await report(api, token, { chapterId: 999_999, positionSec: 1, playedSeconds: 10 })).body.state, 4702);
    assert.equal((await db.selectFrom('learn_reports').select('id').where('user_id', '=', userId).execute()).length, 0);
    assert.equal((await slotsOf(userId)).length, 0);
  });

  await t.test('chapters the user may not play: 4703 (VIP), 4704 (paid); a trial chapter plays', async () => {
    const { token, userId } = await newUser();
    assert.deepEqual((await report(api, token, { chapterId: vip.chapterIds[1], positionSec: 1, playedSeconds: 10 })).body, {
      state: 4703,
      msg: '该章节为会员专享，开通会员即可收听',
      data: null,
    });
    assert.equal((await report(api, token, { chapterId: paid.chapterIds[0], positionSec: 1, playedSeconds: 10 })).body.state, 4704);
    assert.equal((await slotsOf(userId)).length, 0);
    assert.equal((await report(api, token, { chapterId: vip.chapterIds[0], positionSec: 1, playedSeconds: 10 })).body.state, 1);
    // A VIP member plays the rest.
    await db.updateTable('users').set({ vip_expire_at: env.clock.now() + 86_400_000 }).where('id', '=', userId).execute();
    assert.equal((await report(api, token, { chapterId: vip.chapterIds[1], positionSec: 1, playedSeconds: 10 })).body.state, 1);
  });

  await t.test('lastPlay: the latest progress of the user on any device', async () => {
    const { token, mobile } = await newUser();
    assert.deepEqual((await api.get('/api/learn/lastPlay', { token })).body, { state: 1, msg: '成功', data: null });
    await report(api, token, { chapterId: course.chapterIds[0], positionSec: 42, playedSeconds: 10 });
    env.clock.advanceSeconds(10);
    await report(api, token, { chapterId: course.chapterIds[1], positionSec: 17, playedSeconds: 10 });
    const updatedAt = env.clock.now();
    env.clock.advanceSeconds(61);
    const { token: other } = await api.login(mobile);
    const last = await api.get('/api/learn/lastPlay', { token: other });
    assert.equal(last.body.state, 1, last.raw);
    assert.deepEqual(
      { ...last.body.data, subject: { id: last.body.data.subject.id, title: last.body.data.subject.title, chapterCount: last.body.data.subject.chapterCount } },
      {
        subject: { id: course.subjectId, title: '情绪的力量', chapterCount: 2 },
        chapter: { id: course.chapterIds[1], title: '第2讲', durationSec: 200 },
        positionSec: 17,
        updatedAt,
      },
    );
    assert.equal((await api.get('/api/learn/lastPlay')).body.state, -1);
  });
});
