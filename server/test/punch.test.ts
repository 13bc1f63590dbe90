import assert from 'node:assert/strict';
import { OffsetClock } from '../src/core/clock.js';
import { assertUsableConfig, loadConfig } from '../src/config.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS } from './helpers/commerce.js';
import { suite, type TestApp } from './helpers/harness.js';
import { addSubject, bj, dayOf, listen, plusDays, report } from './helpers/learning.js';
import { FakeWechat, MINI } from './fakes/wechat.js';

const ADMIN_TOKEN = 'punch-admin-token';
const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
const TEMPLATE = 'tmpl_punch_reminder_test';
const IMAGE = '/api/files/202501/PunchPunchPunchPunchPunch.jpg';


interface Member {
  id: number;
  mobile: string;
  token: string;
  loggedAt: number;
}

suite('punch-in challenges: joining, one punch a day, make-up cards, streaks, listening, timeline, messages, ranking, reminders', DB_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const api: TestApp = await env.build({
    config: (c) => {
      c.adminToken = ADMIN_TOKEN;
      c.wechat = { ...c.wechat, mini: MINI, apiBase: wx.base };
      c.punch = { reminderTemplateId: TEMPLATE };
    },
  });
  const { db } = env.backend.database;
  const clock = env.clock;
  const today = () => dayOf(clock.now());
  /** Moves the fake clock forward to an instant. */
  const moveTo = (ms: number) => {
    assert.ok(ms >= clock.now(), 'the clock only moves forward');
    clock.advance(ms - clock.now());
  };

  const member = async (): Promise<Member> => {
    const { token, mobile } = await api.login();
    const info = await api.userInfo(token);
    return { id: info.userId, mobile, token, loggedAt: clock.now() };
  };
  /** The member's token, logging in again once the fake clock has moved past a token's day. */
  const tok = async (m: Member) => {
    if (clock.now() - m.loggedAt > 12 * 3_600_000) {
      m.token = (await api.login(m.mobile)).token;
      m.loggedAt = clock.now();
    }
    return m.token;
  };
  const as = async (m: Member, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    method === 'GET' ? api.get(url, { query: body as Record<string, string | number>, token: await tok(m) }) : api.post(url, body, { token: await tok(m) });
  const ok = async (m: Member, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => {
    const r = await as(m, method, url, body);
    assert.equal(r.body.state, 1, `${url}: ${r.raw}`);
    return r.body.data;
  };
  const newChallenge = async (fields: Record<string, unknown> = {}) => {
    const r = await api.post(
      '/api/admin/punch/challenges',
      { kind: 'daily', title: `挑战${Math.random().toString(36).slice(2, 8)}`, intro: '每天一点点', startDay: today(), endDay: plusDays(today(), 20), makeupLimit: 2, ...fields },
      admin,
    );
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data as { id: number; startDay: string; endDay: string };
  };
  const join = (m: Member, challengeId: number) => ok(m, 'POST', '/api/punch/join', { challengeId });
  const punch = (m: Member, challengeId: number, text = '今天读了二十页') => ok(m, 'POST', '/api/punch/punch', { challengeId, text });
  const status = async (m: Member, challengeId: number) => (await ok(m, 'GET', '/api/punch/challenge/detail', { challengeId })).me;
  const count = async (table: 'punches' | 'punch_likes' | 'punch_comments' | 'punch_participants' | 'punch_reminder_grants') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const uploaded = (m: Member, url: string) =>
    db.insertInto('uploads').values({ user_id: m.id, path: url.slice('/api/files/'.length), mime: 'image/jpeg', size: 1000, created_at: clock.now() }).execute();

  await t.test('demo challenges are seeded: a 21-day one and a listen-to-book one, with punches', async () => {
    const rows = await db.selectFrom('punch_challenges').selectAll().orderBy('sort').execute();
    assert.deepEqual(
      rows.map((r) => [r.kind, r.title]),
      [
        ['daily', '21天早起读书打卡'],
        ['listen', '每日听书10分钟'],
      ],
    );
    assert.equal(plusDays(rows[0].start_day, 20), rows[0].end_day, '21 days');
    const punches = await db.selectFrom('punches').select(['challenge_id', 'day', 'minutes']).execute();
    assert.ok(punches.filter((p) => p.challenge_id === rows[0].id).length >= 20);
    // A seeded listen punch stands on real seeded listening of at least 10 minutes.
    const listened = punches.filter((p) => p.challenge_id === rows[1].id);
    assert.ok(listened.length > 0 && listened.every((p) => p.minutes >= 10 && p.day < today()));
  });

  await t.test('operators create and edit challenges; users list, join (idempotent) and read the detail', async () => {
    assert.equal((await api.post('/api/admin/punch/challenges', { kind: 'daily', title: '无权', startDay: today(), endDay: today(), makeupLimit: 0 })).body.state, 4031);
    const bad = (fields: Record<string, unknown>) =>
      api.post('/api/admin/punch/challenges', { kind: 'daily', title: '坏挑战', startDay: today(), endDay: today(), makeupLimit: 0, ...fields }, admin);
    assert.deepEqual((await bad({ endDay: plusDays(today(), -1) })).body, { state: 4938, msg: '挑战设置有误：结束日期不能早于开始日期', data: null });
    assert.deepEqual((await bad({ endDay: plusDays(today(), 400) })).body, { state: 4938, msg: '挑战设置有误：挑战最长366天', data: null });
    assert.deepEqual((await bad({ kind: 'listen' })).body, { state: 4938, msg: '挑战设置有误：听书挑战须设置每日收听分钟', data: null });
    assert.deepEqual((await bad({ subjectIds: [987654] })).body, { state: 4938, msg: '挑战设置有误：指定的课程不存在', data: null });
    assert.equal((await bad({ startDay: '2025-13-01' })).body.state, 4001);

    const c = await newChallenge({ title: '早睡挑战', makeupLimit: 3 });
    const a = await member();
    const listBefore = await ok(a, 'GET', '/api/punch/challenge/list');
    assert.equal(listBefore.today, today());
    assert.ok(listBefore.open.some((x: { id: number }) => x.id === c.id));
    assert.ok(!listBefore.joined.some((x: { id: number }) => x.id === c.id));
    const detail = await ok(a, 'GET', '/api/punch/challenge/detail', { challengeId: c.id });
    assert.deepEqual([detail.challenge.title, detail.challenge.days, detail.challenge.status, detail.challenge.joined, detail.me.joined], ['早睡挑战', 21, 'ongoing', false, false]);
    for (let i = 0; i < 3; i += 1) await ok(a, 'POST', '/api/punch/join', { challengeId: c.id, inviteCode: 'ABC123' });
    assert.equal((await db.selectFrom('punch_participants').selectAll().where('challenge_id', '=', c.id).execute()).length, 1);
    const joined = await status(a, c.id);
    assert.deepEqual([joined.joined, joined.joinedDay, joined.makeupLeft, joined.streak, joined.reminder.templateId], [true, today(), 3, 0, TEMPLATE]);
    const listAfter = await ok(a, 'GET', '/api/punch/challenge/list');
    assert.equal(listAfter.joined[0].id, c.id);
    assert.ok(!listAfter.open.some((x: { id: number }) => x.id === c.id));

    const edited = await api.put(
      `/api/admin/punch/challenges/${c.id}`,
      { kind: 'daily', title: '早睡早起', startDay: c.startDay, endDay: c.endDay, makeupLimit: 3, active: false },
      admin,
    );
    assert.equal(edited.body.data.title, '早睡早起');
    assert.deepEqual((await as(a, 'GET', '/api/punch/challenge/detail', { challengeId: c.id })).body, { state: 4921, msg: '打卡挑战不存在或已下线', data: null });
    assert.equal((await api.get('/api/punch/challenge/list')).body.state, -1, 'login required');
  });

  await t.test('one punch per day: ten concurrent retries store one row and all get the same answer', async () => {
    const c = await newChallenge();
    const a = await member();
    await join(a, c.id);
    await uploaded(a, IMAGE);
    const before = await count('punches');
    const token = await tok(a);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post('/api/punch/punch', { challengeId: c.id, text: `第${i}次提交`, images: [IMAGE] }, { token })),
    );
    for (const r of replies) assert.equal(r.body.state, 1, r.raw);
    const ids = new Set(replies.map((r) => r.body.data.punch.id));
    assert.equal(ids.size, 1, 'every retry is answered with the one punch');
    assert.equal(new Set(replies.map((r) => r.body.data.punch.text)).size, 1);
    assert.equal(await count('punches'), before + 1);
    const [first] = replies;
    assert.deepEqual([first.body.data.punch.day, first.body.data.punch.kind, first.body.data.punch.images, first.body.data.me.punchedToday, first.body.data.me.streak], [today(), 'normal', [IMAGE], true, 1]);
    // Later the same day: the same answer, nothing changed.
    clock.advance(3_600_000);
    const again = await punch(a, c.id, '又来一次');
    assert.equal(again.punch.id, first.body.data.punch.id);
    assert.equal(await count('punches'), before + 1);
  });

  await t.test('streaks across Beijing midnight (15:59:59 UTC is still the day, 16:00 UTC the next)', async () => {
    const start = today();
    const c = await newChallenge({ startDay: start, makeupLimit: 1 });
    const a = await member();
    await join(a, c.id);
    const base = Date.parse(`${start}T00:00:00Z`);
    moveTo(base + 15 * 3_600_000 + 59 * 60_000 + 59_000); // 23:59:59 Beijing
    const late = await punch(a, c.id, '睡前打卡');
    assert.equal(late.punch.day, start);
    assert.equal(late.me.streak, 1);
    clock.advance(1000); // 16:00:00 UTC = 00:00 Beijing, the next day
    const next = plusDays(start, 1);
    let me = await status(a, c.id);
    assert.deepEqual([me.today, me.punchedToday, me.streak], [next, false, 1], 'today not punched yet does not break the streak');
    const early = await punch(a, c.id, '零点打卡');
    assert.equal(early.punch.day, next);
    assert.deepEqual([early.me.streak, early.me.totalDays], [2, 2]);
    // The whole next day without a punch: still 2 at its last second, 0 once it is over.
    moveTo(base + DAY_MS + DAY_MS + 15 * 3_600_000 + 59 * 60_000 + 59_000);
    me = await status(a, c.id);
    assert.deepEqual([me.today, me.streak], [plusDays(start, 2), 2]);
    clock.advance(1000);
    me = await status(a, c.id);
    assert.deepEqual([me.today, me.streak, me.longestStreak], [plusDays(start, 3), 0, 2]);
    // A make-up card on the missed day joins the runs: 3, and the card is spent.
    const made = await ok(a, 'POST', '/api/punch/makeup', { challengeId: c.id, day: plusDays(start, 2), text: '补上昨天' });
    assert.deepEqual([made.punch.kind, made.punch.day, made.me.streak, made.me.makeupLeft, made.me.makeupUsed], ['makeup', plusDays(start, 2), 3, 0, 1]);
    const calendar = await ok(a, 'GET', '/api/punch/calendar', { challengeId: c.id });
    assert.deepEqual(
      calendar.punches.map((p: { day: string; kind: string }) => [p.day, p.kind]),
      [
        [start, 'normal'],
        [next, 'normal'],
        [plusDays(start, 2), 'makeup'],
      ],
    );
    assert.deepEqual([calendar.streak, calendar.longestStreak, calendar.totalDays, calendar.makeupLeft, calendar.joinedDay], [3, 3, 3, 0, start]);
  });

  await t.test('make-up cards: never more than the limit under concurrent make-ups; a repeated day uses one card', async () => {
    const c = await newChallenge({ startDay: today(), makeupLimit: 2 });
    const a = await member();
    const b = await member();
    await join(a, c.id);
    await join(b, c.id);
    clock.advance(6 * DAY_MS);
    const tokenA = await tok(a);
    const days = [1, 2, 3, 4, 5].map((n) => plusDays(c.startDay, n - 1));
    const replies = await Promise.all(days.map((day) => api.post('/api/punch/makeup', { challengeId: c.id, day, text: `补${day}` }, { token: tokenA })));
    const states = replies.map((r) => r.body.state).sort();
    assert.deepEqual(states, [1, 1, 4932, 4932, 4932], replies.map((r) => r.raw).join('\n'));
    assert.equal(replies.find((r) => r.body.state === 4932)?.body.msg, '补卡次数已用完（本挑战最多补卡2次）');
    const rows = await db.selectFrom('punches').select(['kind']).where('challenge_id', '=', c.id).where('user_id', '=', a.id).execute();
    assert.deepEqual(rows.map((r) => r.kind), ['makeup', 'makeup']);
    assert.equal((await status(a, c.id)).makeupLeft, 0);

    // Six concurrent make-ups of one day: one row, one card, the same answer for all.
    const tokenB = await tok(b);
    const same = await Promise.all(Array.from({ length: 6 }, () => api.post('/api/punch/makeup', { challengeId: c.id, day: days[0], text: '补第一天' }, { token: tokenB })));
    for (const r of same) assert.equal(r.body.state, 1, r.raw);
    assert.equal(new Set(same.map((r) => r.body.data.punch.id)).size, 1);
    assert.deepEqual([(await status(b, c.id)).makeupUsed, (await status(b, c.id)).makeupLeft], [1, 1]);
  });

  await t.test('a listen challenge counts a day only with enough real listening (over its courses)', async () => {
    const course = await addSubject(db, { durations: [1800, 1800] });
    const other = await addSubject(db, { durations: [1800] });
    const c = await newChallenge({ kind: 'listen', minMinutes: 10, subjectIds: [course.subjectId], startDay: plusDays(today(), -3) });
    const a = await member();
    await join(a, c.id);
    // Listening through the player's progress reports (2 minutes each, the clock moving on).
    const play = async (chapterId: number, reports: number) => {
      for (let i = 0; i < reports; i += 1) {
        clock.advance(120_000);
        const r = await report(api, await tok(a), { chapterId, positionSec: 60 * (i + 1), playedSeconds: 120 });
        assert.equal(r.body.state, 1, r.raw);
      }
    };
    await play(course.chapterIds[0], 4);
    const short = await as(a, 'POST', '/api/punch/punch', { challengeId: c.id });
    assert.deepEqual(short.body, { state: 4928, msg: '今天已听8分钟，再听2分钟就能打卡', data: null });
    assert.equal((await status(a, c.id)).listenedMinutesToday, 8);
    await play(other.chapterIds[0], 2); // another course does not count here
    assert.equal((await as(a, 'POST', '/api/punch/punch', { challengeId: c.id })).body.state, 4928);
    await play(course.chapterIds[1], 1);
    const done = await punch(a, c.id, '');
    assert.deepEqual([done.punch.minutes, done.punch.text, done.me.listenedMinutesToday], [10, '', 10]);

    // Make-ups: a past day needs its own real listening too (A joined three days ago).
    await db.updateTable('punch_participants').set({ joined_at: clock.now() - 3 * DAY_MS }).where('challenge_id', '=', c.id).where('user_id', '=', a.id).execute();
    const yesterday = plusDays(today(), -1);
    assert.deepEqual((await as(a, 'POST', '/api/punch/makeup', { challengeId: c.id, day: yesterday })).body, {
      state: 4933,
      msg: '这一天只听了0分钟，不足10分钟，不能补卡',
      data: null,
    });
    const at = Date.parse(`${yesterday}T00:00:00Z`) - 8 * 3_600_000 + 9 * 3_600_000; // 09:00 Beijing yesterday
    await listen(db, a.id, course, at, 600);
    const made = await ok(a, 'POST', '/api/punch/makeup', { challengeId: c.id, day: yesterday });
    assert.deepEqual([made.punch.kind, made.punch.minutes, made.me.streak], ['makeup', 10, 2]);
  });

  await t.test('bad input is answered in Chinese and changes nothing', async () => {
    const c = await newChallenge({ startDay: plusDays(today(), -5), endDay: plusDays(today(), 5), makeupLimit: 3 });
    const a = await member();
    const outsider = await member();
    await join(a, c.id);
    await db.updateTable('punch_participants').set({ joined_at: clock.now() - 2 * DAY_MS }).where('challenge_id', '=', c.id).where('user_id', '=', a.id).execute();
    const theirs = '/api/files/202501/TheirsTheirsTheirsTheirs.png';
    await uploaded(outsider, theirs);
    const before = await Promise.all([count('punches'), count('punch_likes'), count('punch_comments')]);
    const refuse = async (m: Member, url: string, body: Record<string, unknown>, state: number, msg: string) =>
      assert.deepEqual((await as(m, 'POST', url, body)).body, { state, msg, data: null }, `${url} ${JSON.stringify(body)}`);
    await refuse(a, '/api/punch/punch', { challengeId: c.id }, 4925, '请写下打卡内容或上传照片');
    await refuse(a, '/api/punch/punch', { challengeId: c.id, text: '   \n ', images: [] }, 4925, '请写下打卡内容或上传照片');
    await refuse(a, '/api/punch/punch', { challengeId: c.id, text: '十张图', images: Array.from({ length: 10 }, () => IMAGE) }, 4001, '最多上传9张图片');
    await refuse(a, '/api/punch/punch', { challengeId: c.id, text: '外链', images: ['https://evil.example.com/a.jpg'] }, 4001, '第1条：图片须为上传后返回的地址');
    await refuse(a, '/api/punch/punch', { challengeId: c.id, text: '别人的图', images: [theirs] }, 4927, '图片不存在，请重新上传');
    await refuse(a, '/api/punch/punch', { challengeId: c.id, text: '长'.repeat(1001) }, 4926, '打卡内容最多1000个字');
    await refuse(a, '/api/punch/punch', { challengeId: 987654, text: '没有这个挑战' }, 4921, '打卡挑战不存在或已下线');
    await refuse(outsider, '/api/punch/punch', { challengeId: c.id, text: '没参加' }, 4922, '请先参加这个打卡挑战');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), 1), text: '明天' }, 4929, '只能为已经过去的日子补卡，今天请直接打卡');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: today(), text: '今天' }, 4929, '只能为已经过去的日子补卡，今天请直接打卡');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: plusDays(c.startDay, -1), text: '开始前' }, 4930, '这一天不在挑战期内，不能补卡');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), -4), text: '参加前' }, 4931, '只能补参加挑战之后的日子');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: '2025-02-30x', text: '坏日期' }, 4001, '日期须为YYYY-MM-DD格式');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: '2025-02-30', text: '不存在的日子' }, 4001, '日期不存在，请重新选择');
    await refuse(a, '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), -1) }, 4925, '请写下打卡内容或上传照片');
    await refuse(outsider, '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), -1), text: '没参加' }, 4922, '请先参加这个打卡挑战');
    const mine = await punch(a, c.id);
    const punchesNow = await count('punches');
    await refuse(outsider, '/api/punch/like', { punchId: mine.punch.id }, 4922, '请先参加这个打卡挑战');
    await refuse(outsider, '/api/punch/comment', { punchId: mine.punch.id, text: '路过' }, 4922, '请先参加这个打卡挑战');
    await refuse(a, '/api/punch/comment', { punchId: mine.punch.id, text: '  ' }, 4935, '评论须为1到200个字');
    await refuse(a, '/api/punch/comment', { punchId: 987654, text: '没有' }, 4934, '打卡记录不存在');
    assert.deepEqual(await Promise.all([count('punches'), count('punch_likes'), count('punch_comments')]), [before[0] + 1, before[1], before[2]]);
    assert.equal(punchesNow, before[0] + 1);
    assert.equal((await status(a, c.id)).makeupUsed, 0, 'no card spent by refusals');

    // Before the start and after the end.
    const later = await newChallenge({ startDay: plusDays(today(), 2), endDay: plusDays(today(), 9) });
    await join(a, later.id);
    await refuse(a, '/api/punch/punch', { challengeId: later.id, text: '太早' }, 4923, `挑战${later.startDay}开始，到时再来打卡吧`);
    const ended = await newChallenge({ startDay: plusDays(today(), -9), endDay: plusDays(today(), -1) });
    await refuse(outsider, '/api/punch/join', { challengeId: ended.id }, 4924, '挑战已结束，去看看其他挑战吧');
  });

  await t.test('timeline with likes and comments; messages with unread that clears when read; ranking', async () => {
    const c = await newChallenge({ startDay: plusDays(today(), -2) });
    const [a, b, d] = [await member(), await member(), await member()];
    for (const m of [a, b, d]) await join(m, c.id);
    await db.updateTable('punch_participants').set({ joined_at: clock.now() - 2 * DAY_MS }).where('challenge_id', '=', c.id).execute();
    const pa = (await punch(a, c.id, '<b>不是HTML</b> 今天的收获')).punch;
    clock.advance(1000);
    const pb = (await punch(b, c.id, 'B 的打卡')).punch;
    await ok(b, 'POST', '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), -1), text: 'B 补卡' });
    await ok(d, 'POST', '/api/punch/makeup', { challengeId: c.id, day: plusDays(today(), -2), text: 'D 补卡' });

    for (let i = 0; i < 3; i += 1) await ok(b, 'POST', '/api/punch/like', { punchId: pa.id });
    const liked = await ok(d, 'POST', '/api/punch/like', { punchId: pa.id });
    assert.deepEqual(liked, { liked: true, likeCount: 2 });
    assert.deepEqual(await ok(d, 'POST', '/api/punch/unlike', { punchId: pa.id }), { liked: false, likeCount: 1 });
    await ok(a, 'POST', '/api/punch/like', { punchId: pa.id }); // one's own like: no message
    clock.advance(1000);
    const comment = await ok(b, 'POST', '/api/punch/comment', { punchId: pa.id, text: ' 坚持住！ ' });
    assert.deepEqual([comment.text, comment.user.id, comment.mine], ['坚持住！', b.id, true]);

    const timeline = await ok(d, 'GET', '/api/punch/timeline', { challengeId: c.id, pageSize: 2 });
    assert.deepEqual(timeline.list.map((p: { id: number }) => p.id).slice(0, 1), [(await db.selectFrom('punches').select('id').where('challenge_id', '=', c.id).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id]);
    const all: Array<{ id: number; text: string; likeCount: number; commentCount: number; liked: boolean; comments: Array<{ text: string }> }> = [];
    let cursor: string | null = null;
    do {
      const page: { list: typeof all; nextCursor: string | null } = await ok(b, 'GET', '/api/punch/timeline', { challengeId: c.id, pageSize: 2, ...(cursor ? { cursor } : {}) });
      all.push(...page.list);
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(all.length, 4, 'every punch once');
    const seen = all.find((p) => p.id === pa.id)!;
    assert.deepEqual([seen.text, seen.likeCount, seen.commentCount, seen.liked, seen.comments.map((x) => x.text)], ['<b>不是HTML</b> 今天的收获', 2, 1, true, ['坚持住！']]);
    const onlyB = await ok(a, 'GET', '/api/punch/timeline', { challengeId: c.id, userId: b.id });
    assert.deepEqual(onlyB.list.map((p: { user: { id: number } }) => p.user.id), [b.id, b.id]);
    assert.equal((await ok(a, 'GET', '/api/punch/comment/list', { punchId: pa.id })).total, 1);

    // A's messages: B's like and B's comment (not A's own like, not D's withdrawn one), newest first, unread.
    let messages = await ok(a, 'GET', '/api/punch/message/list', { challengeId: c.id });
    assert.deepEqual(
      messages.list.map((m: { type: string; from: { id: number }; text: string; unread: boolean }) => [m.type, m.from.id, m.text, m.unread]),
      [
        ['comment', b.id, '坚持住！', true],
        ['like', b.id, '', true],
      ],
    );
    assert.equal((await status(a, c.id)).unreadMessages, 2);
    const read = await ok(a, 'POST', '/api/punch/message/read', { challengeId: c.id, upTo: messages.list[0].createdAt });
    assert.deepEqual(read, { unread: 0 });
    assert.equal((await status(a, c.id)).unreadMessages, 0);
    clock.advance(1000);
    await ok(d, 'POST', '/api/punch/comment', { punchId: pa.id, text: '我也是' });
    // An older mark never moves the read mark back.
    assert.deepEqual(await ok(a, 'POST', '/api/punch/message/read', { challengeId: c.id, upTo: 1 }), { unread: 1 });
    messages = await ok(a, 'GET', '/api/punch/message/list', { challengeId: c.id });
    assert.deepEqual(messages.list.map((m: { unread: boolean }) => m.unread), [true, false, false]);
    assert.equal((await ok(b, 'GET', '/api/punch/message/list', { challengeId: c.id })).total, 0);

    // Ranking: B 2 days, then A and D 1 day each, A first (reached earlier).
    const ranking = await ok(d, 'GET', '/api/punch/ranking', { challengeId: c.id });
    assert.deepEqual(
      ranking.list.map((r: { rank: number; user: { id: number }; days: number; streak: number }) => [r.rank, r.user.id, r.days, r.streak]),
      [
        [1, b.id, 2, 2],
        [2, a.id, 1, 1],
        [3, d.id, 1, 0],
      ],
    );
    assert.deepEqual([ranking.me.rank, ranking.ranked], [3, 3]);
    const e = await member();
    assert.equal((await ok(e, 'GET', '/api/punch/ranking', { challengeId: c.id })).me, null);
    assert.equal(pb.user.id, b.id);
  });

  await t.test('reminders: only to those not punched by the reminder time, once per grant', async () => {
    // Move to 10:00 Beijing of a fresh day.
    const base = Date.parse(`${plusDays(today(), 1)}T02:00:00Z`);
    moveTo(base);
    const c = await newChallenge({ startDay: today(), reminderTime: '20:00' });
    const [a, b, e, f] = [await member(), await member(), await member(), await member()];
    for (const m of [a, b, e, f]) await join(m, c.id);
    const openid = (m: Member) => `o_punch_${m.id}`;
    const subscribe = (m: Member, templateId = TEMPLATE) =>
      as(m, 'POST', '/api/punch/reminder/subscribe', { challengeId: c.id, templateId, code: wx.miniCode({ openid: openid(m) }) });
    assert.deepEqual((await subscribe(a, 'other-template')).body, { state: 4936, msg: '打卡提醒仅在微信小程序中提供', data: null });
    assert.deepEqual((await as(a, 'POST', '/api/punch/reminder/subscribe', { challengeId: c.id, templateId: TEMPLATE, code: 'never-issued' })).body, {
      state: 4937,
      msg: '开启提醒失败，请稍后再试',
      data: null,
    });
    const granted = await subscribe(a);
    assert.deepEqual(granted.body.data, { templateId: TEMPLATE, pending: 1, time: '20:00' });
    wx.acceptSubscription(openid(a), TEMPLATE);
    await subscribe(b);
    wx.acceptSubscription(openid(b), TEMPLATE);
    await subscribe(e);
    await subscribe(e);
    wx.acceptSubscription(openid(e), TEMPLATE, 2);
    await subscribe(f); // WeChat holds no accept for F: the send is refused
    await punch(b, c.id, 'B 早早打卡');

    const run = async () => {
      const r = await api.post('/api/admin/punch/reminders/run', undefined, admin);
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data;
    };
    const sentTo = () => wx.subscribeMessages.map((m) => m.openid);
    assert.deepEqual(await run(), { day: today(), due: 0, sent: 0, failed: 0 }, 'nothing before 20:00');
    moveTo(base + 10 * 3_600_000 + 5 * 60_000); // 20:05
    const first = await run();
    assert.deepEqual(first, { day: today(), due: 3, sent: 2, failed: 1 });
    assert.deepEqual(sentTo().sort(), [openid(a), openid(e)].sort());
    const message = wx.subscribeMessages[0];
    assert.equal(message.templateId, TEMPLATE);
    assert.equal(message.page, `packages/punch/detailed/index?challengeId=${c.id}`);
    assert.ok(message.data.thing1.length > 0 && message.data.thing2.length > 0);
    // Again the same evening: nobody twice.
    assert.deepEqual(await run(), { day: today(), due: 0, sent: 0, failed: 0 });
    assert.equal(wx.subscribeMessages.length, 2);
    assert.equal((await status(e, c.id)).reminder.pending, 1);
    const grants = await db.selectFrom('punch_reminder_grants').select(['user_id', 'status']).where('challenge_id', '=', c.id).orderBy('id').execute();
    assert.deepEqual(
      grants.map((g) => [g.user_id, g.status]),
      [
        [a.id, 'sent'],
        [b.id, 'granted'],
        [e.id, 'sent'],
        [e.id, 'granted'],
        [f.id, 'failed'],
      ],
    );

    // The next evening: E's second grant; A has none left; B has one (not punched today).
    moveTo(base + DAY_MS + 10 * 3_600_000 + 30 * 60_000);
    const second = await run();
    assert.deepEqual(second, { day: today(), due: 2, sent: 2, failed: 0 });
    assert.deepEqual(sentTo().slice(2).sort(), [openid(b), openid(e)].sort());
    assert.deepEqual(await run(), { day: today(), due: 0, sent: 0, failed: 0 });
    assert.equal(wx.subscribeMessages.length, 4);
  });

  await t.test('without a template the reminder is not offered', async () => {
    const plain = await env.build({ config: (c) => void (c.adminToken = ADMIN_TOKEN) });
    const c = (await plain.post('/api/admin/punch/challenges', { kind: 'daily', title: '无提醒', startDay: today(), endDay: today(), makeupLimit: 0 }, admin)).body.data;
    const { token } = await plain.login();
    await plain.post('/api/punch/join', { challengeId: c.id }, { token });
    const detail = await plain.get('/api/punch/challenge/detail', { query: { challengeId: c.id }, token });
    assert.deepEqual(detail.body.data.me.reminder, { templateId: null, pending: 0, time: '20:00' });
    const r = await plain.post('/api/punch/reminder/subscribe', { challengeId: c.id, templateId: TEMPLATE, code: 'x' }, { token });
    assert.deepEqual(r.body, { state: 4936, msg: '打卡提醒仅在微信小程序中提供', data: null });
    assert.deepEqual((await plain.post('/api/admin/punch/reminders/run', undefined, admin)).body.data, { day: today(), due: 0, sent: 0, failed: 0 });
  });

  await t.test('the dev clock: only with an OffsetClock (DEV_CLOCK=1), never in production', async () => {
    assert.equal((await api.post('/api/dev/clock', { offsetMs: DAY_MS })).status, 404, 'no movable clock: no route');
    const offset = new OffsetClock(clock);
    const dev = await env.build({ deps: { clock: offset } });
    const moved = await dev.post('/api/dev/clock', { offsetMs: DAY_MS });
    assert.equal(moved.body.state, 1, moved.raw);
    assert.deepEqual([moved.body.data.offsetMs, moved.body.data.now, moved.body.data.beijingDay], [DAY_MS, clock.now() + DAY_MS, plusDays(today(), 1)]);
    assert.equal((await dev.get('/api/dev/clock')).body.data.offsetMs, DAY_MS);
    assert.deepEqual((await dev.post('/api/dev/clock', { offsetMs: 500 * DAY_MS })).body, { state: 4001, msg: '时钟偏移须在正负400天以内', data: null });
    // The movable clock moves punch days: a punch now counts for tomorrow.
    const c = (await api.post('/api/admin/punch/challenges', { kind: 'daily', title: '时钟', startDay: today(), endDay: plusDays(today(), 3), makeupLimit: 0 }, admin)).body.data;
    const { token } = await dev.login();
    await dev.post('/api/punch/join', { challengeId: c.id }, { token });
    const p = await dev.post('/api/punch/punch', { challengeId: c.id, text: '明天的我' }, { token });
    assert.equal(p.body.data.punch.day, plusDays(today(), 1));
    const production = loadConfig({ NODE_ENV: 'production', DEV_CLOCK: '1', PAY_PROVIDER: 'sandbox', MEDIA_SECRET: 'x'.repeat(32) });
    assert.throws(() => assertUsableConfig(production), /DEV_CLOCK=1 is for development and tests only/);
  });

  assert.equal(bj(2025, 1, 6, 23, 59, 59), Date.UTC(2025, 0, 6, 15, 59, 59), 'Beijing 23:59:59 is 15:59:59 UTC');
});
