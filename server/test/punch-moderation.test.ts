import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS } from './helpers/commerce.js';
import { nextMobile, suite, type TestApp } from './helpers/harness.js';
import { dayOf, plusDays } from './helpers/learning.js';
import { FakeWechat, MINI } from './fakes/wechat.js';

const ADMIN_TOKEN = 'punch-moderation-admin-token';
const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
const IMAGE = '/api/files/202501/ModerationModerationModer.jpg';


interface Member {
  id: number;
  mobile: string;
  token: string;
  loggedAt: number;
  ecology: string;
}

interface PunchView {
  id: number;
  text: string;
  images: string[];
  status: string;
  mine: boolean;
  commentCount: number;
  comments: { id: number; text: string; status: string }[];
}

suite('punch-in moderation: the community content rules on punch text and comments, the review queue, removal, reports', DB_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const api: TestApp = await env.build({
    config: (c) => {
      c.adminToken = ADMIN_TOKEN;
      c.wechat = { ...c.wechat, mini: MINI, apiBase: wx.base };
    },
  });
  const { db } = env.backend.database;
  const clock = env.clock;
  const today = () => dayOf(clock.now());
  wx.riskyWords.add('赌博网站');
  wx.reviewWords.add('私下交易');

  const member = async (mobile = nextMobile(), extra: Record<string, unknown> = {}, ecology = 'h5'): Promise<Member> => {
    const { token } = await api.login(mobile, extra, ecology);
    const info = await api.userInfo(token);
    return { id: info.userId, mobile, token, loggedAt: clock.now(), ecology };
  };
  /** A user who logged in through the mini-program (WeChat's text check applies to them). */
  const miniMember = async (openid: string): Promise<Member> => {
    const first = await api.post('/api/login', { code: wx.miniCode({ openid }), ecologyName: 'miniXfs' });
    assert.equal(first.body.state, 1, first.raw);
    return member(nextMobile(), { ticket: first.body.data.ticket }, 'miniXfs');
  };
  const tok = async (m: Member) => {
    if (clock.now() - m.loggedAt > 12 * 3_600_000) {
      m.token = (await api.login(m.mobile, {}, m.ecology)).token;
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
  const adminOk = async (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => {
    const r = method === 'GET' ? await api.get(url, admin) : await api.post(url, body, admin);
    assert.equal(r.body.state, 1, `${url}: ${r.raw}`);
    return r.body.data;
  };
  const newChallenge = async () =>
    (await adminOk('POST', '/api/admin/punch/challenges', { kind: 'daily', title: `审核${Math.random().toString(36).slice(2, 8)}`, startDay: today(), endDay: plusDays(today(), 20), makeupLimit: 2 })) as { id: number };
  const joined = async (challengeId: number, ...members: Member[]) => {
    for (const m of members) await ok(m, 'POST', '/api/punch/join', { challengeId });
  };
  const punch = async (m: Member, challengeId: number, text: string, images?: string[]) =>
    (await ok(m, 'POST', '/api/punch/punch', { challengeId, text, ...(images ? { images } : {}) })) as { punch: PunchView; me: { streak: number; totalDays: number; punchedToday: boolean } };
  const comment = async (m: Member, punchId: number, text: string) => (await ok(m, 'POST', '/api/punch/comment', { punchId, text })) as { id: number; status: string; text: string };
  const timeline = async (m: Member, challengeId: number, userId?: number): Promise<PunchView[]> =>
    (await ok(m, 'GET', '/api/punch/timeline', { challengeId, pageSize: 50, ...(userId ? { userId } : {}) })).list;
  const commentList = async (m: Member, punchId: number) => (await ok(m, 'GET', '/api/punch/comment/list', { punchId, pageSize: 50 })) as { total: number; list: { id: number; status: string; text: string }[] };
  const status = async (m: Member, challengeId: number) => (await ok(m, 'GET', '/api/punch/challenge/detail', { challengeId })).me;
  const held = async () => (await adminOk('GET', '/api/admin/punch/held')) as { type: string; id: number; punchId: number; text: string; holdReason: string; createdAt: number }[];
  const review = (type: 'punch' | 'comment', id: number, verdict: 'release' | 'reject') => api.post('/api/admin/punch/review', { type, id, verdict }, admin);
  const count = async (table: 'punches' | 'punch_comments') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  // The operators' keyword list is the community's (one list for all text).
  await adminOk('POST', '/api/admin/upgc/keywords', { word: '代购' });

  await t.test('a punch with an operator keyword is held: its author sees it 审核中, others not; it counts for the day and the streak; released, everyone sees it', async () => {
    const c = await newChallenge();
    const a = await member();
    const b = await member();
    await joined(c.id, a, b);

    const first = await punch(a, c.id, '早起读书二十页，另接面膜代购');
    assert.equal(first.punch.status, 'held');
    assert.equal(first.punch.text, '早起读书二十页，另接面膜代购', 'its author sees the text it wrote');
    assert.deepEqual([first.me.punchedToday, first.me.streak, first.me.totalDays], [true, 1, 1], 'the day counts at once');
    const retry = await punch(a, c.id, '换一段文字');
    assert.deepEqual([retry.punch.id, retry.punch.status, retry.punch.text], [first.punch.id, 'held', first.punch.text], 'a retry answers the stored punch');

    // The author sees it with its status; others see neither the punch nor its text.
    const mine = (await timeline(a, c.id)).find((p) => p.id === first.punch.id);
    assert.deepEqual([mine?.status, mine?.mine], ['held', true]);
    assert.ok(!(await timeline(b, c.id)).some((p) => p.id === first.punch.id));
    assert.deepEqual(await timeline(b, c.id, a.id), []);
    for (const [url, body, method] of [
      ['/api/punch/detail', { punchId: first.punch.id }, 'GET'],
      ['/api/punch/comment/list', { punchId: first.punch.id }, 'GET'],
      ['/api/punch/like', { punchId: first.punch.id }, 'POST'],
      ['/api/punch/comment', { punchId: first.punch.id, text: '加油' }, 'POST'],
      ['/api/punch/report', { targetType: 'punch', targetId: first.punch.id, reason: '广告' }, 'POST'],
    ] as const) {
      assert.deepEqual((await as(b, method, url, body)).body, { state: 4934, msg: '打卡记录不存在', data: null }, url);
    }
    // The calendar and the ranking count it.
    const calendar = await ok(a, 'GET', '/api/punch/calendar', { challengeId: c.id });
    assert.deepEqual(calendar.punches.map((p: { day: string }) => p.day), [today()]);
    const ranking = await ok(b, 'GET', '/api/punch/ranking', { challengeId: c.id });
    assert.deepEqual(ranking.list.map((r: { user: { id: number }; days: number }) => [r.user.id, r.days]), [[a.id, 1]]);
    assert.ok((await held()).some((h) => h.type === 'punch' && h.id === first.punch.id && h.holdReason === 'keyword'));

    // The next day a plain punch: the held day keeps the streak going.
    clock.advance(DAY_MS);
    const second = await punch(a, c.id, '第二天，读完一章');
    assert.equal(second.punch.status, 'visible');
    assert.deepEqual([second.me.streak, second.me.totalDays], [2, 2]);

    // Released: everyone sees it, once.
    assert.deepEqual((await review('punch', first.punch.id, 'release')).body.data, { type: 'punch', id: first.punch.id, status: 'visible' });
    const seen = (await timeline(b, c.id)).find((p) => p.id === first.punch.id);
    assert.deepEqual([seen?.status, seen?.text], ['visible', '早起读书二十页，另接面膜代购']);
    assert.equal((await ok(b, 'GET', '/api/punch/detail', { punchId: first.punch.id })).status, 'visible');
    assert.ok(!(await held()).some((h) => h.type === 'punch' && h.id === first.punch.id));
    assert.deepEqual((await review('punch', first.punch.id, 'reject')).body, { state: 4661, msg: '该内容不在待审核状态', data: null });
    assert.equal((await review('punch', second.punch.id, 'release')).body.state, 4661, 'a visible punch is not in the queue');
    assert.equal((await status(a, c.id)).streak, 2);

    // Rejected: stays with its author, marked; the day still counts.
    const d = await member();
    await joined(c.id, d);
    const spam = await punch(d, c.id, '低价代购，私聊');
    assert.equal((await review('punch', spam.punch.id, 'reject')).body.data.status, 'rejected');
    assert.equal((await timeline(d, c.id, d.id))[0].status, 'rejected');
    assert.ok(!(await timeline(b, c.id)).some((p) => p.id === spam.punch.id));
    assert.deepEqual([(await status(d, c.id)).totalDays, (await status(d, c.id)).streak], [1, 1]);
  });

  await t.test('comments: a held comment only its author sees; rejected it stays theirs; released it shows and reaches the punch author’s messages', async () => {
    const c = await newChallenge();
    const a = await member();
    const b = await member();
    const viewer = await member();
    await joined(c.id, a, b, viewer);
    const p = (await punch(a, c.id, '今天冥想十分钟')).punch;

    const held1 = await comment(b, p.id, '需要代购可以找我');
    assert.equal(held1.status, 'held');
    const mineList = await commentList(b, p.id);
    assert.deepEqual(mineList.list.map((x) => [x.id, x.status]), [[held1.id, 'held']], 'its author sees it, marked');
    for (const who of [a, viewer]) {
      const list = await commentList(who, p.id);
      assert.deepEqual([list.total, list.list], [0, []]);
      const card = (await timeline(who, c.id)).find((x) => x.id === p.id);
      assert.deepEqual([card?.commentCount, card?.comments], [0, []]);
    }
    assert.equal((await ok(a, 'GET', '/api/punch/message/list', { challengeId: c.id, pageSize: 50 })).total, 0, 'no message while held');
    assert.equal((await status(a, c.id)).unreadMessages, 0);
    assert.ok((await held()).some((h) => h.type === 'comment' && h.id === held1.id && h.punchId === p.id && h.holdReason === 'keyword'));

    assert.equal((await review('comment', held1.id, 'reject')).body.data.status, 'rejected');
    assert.deepEqual((await commentList(b, p.id)).list.map((x) => x.status), ['rejected']);
    assert.equal((await commentList(a, p.id)).total, 0);

    const held2 = await comment(b, p.id, '代购的事我们私聊');
    // Everything up to now is read, then the comment is released later: it arrives unread, at its release.
    await ok(a, 'POST', '/api/punch/message/read', { challengeId: c.id, upTo: clock.now() });
    clock.advance(60_000);
    const releasedAt = clock.now();
    assert.equal((await review('comment', held2.id, 'release')).body.data.status, 'visible');
    assert.deepEqual((await commentList(viewer, p.id)).list.map((x) => [x.id, x.status]), [[held2.id, 'visible']]);
    const card = (await timeline(viewer, c.id)).find((x) => x.id === p.id);
    assert.deepEqual([card?.commentCount, card?.comments.map((x) => x.id)], [1, [held2.id]]);
    const messages = await ok(a, 'GET', '/api/punch/message/list', { challengeId: c.id, pageSize: 50 });
    assert.deepEqual(
      messages.list.map((m: { key: string; unread: boolean; createdAt: number }) => [m.key, m.unread, m.createdAt]),
      [[`comment:${held2.id}`, true, releasedAt]],
    );
    assert.equal((await status(a, c.id)).unreadMessages, 1);
  });

  await t.test('refused text changes nothing; WeChat asked as 社交日志 (punches) and 评论 (comments); review holds; a failing check holds', async () => {
    const c = await newChallenge();
    const w = await miniMember('o_mini_puncher');
    const b = await member();
    await joined(c.id, w, b);
    const punches = await count('punches');
    const refused = await as(w, 'POST', '/api/punch/punch', { challengeId: c.id, text: '推荐一个赌博网站' });
    assert.deepEqual(refused.body, { state: 4667, msg: '内容可能含有违规信息，请修改后再发布', data: null });
    assert.deepEqual(wx.textChecks.at(-1), { content: '推荐一个赌博网站', openid: 'o_mini_puncher', scene: 4 });
    assert.equal(await count('punches'), punches);
    assert.deepEqual([(await status(w, c.id)).punchedToday, (await status(w, c.id)).streak], [false, 0]);
    // A keyword does not spare the WeChat check: risky is refused, not held.
    assert.equal((await as(w, 'POST', '/api/punch/punch', { challengeId: c.id, text: '代购，赌博网站' })).body.state, 4667);
    assert.equal(await count('punches'), punches);

    const review1 = await punch(w, c.id, '有人想私下交易书吗');
    assert.equal(review1.punch.status, 'held');
    assert.equal((await held()).find((h) => h.id === review1.punch.id && h.type === 'punch')?.holdReason, 'wechat_review');
    await review('punch', review1.punch.id, 'release');

    const comments = await count('punch_comments');
    assert.equal((await as(w, 'POST', '/api/punch/comment', { punchId: review1.punch.id, text: '赌博网站了解一下' })).body.state, 4667);
    assert.equal(wx.textChecks.at(-1)?.scene, 2);
    assert.equal(await count('punch_comments'), comments);
    wx.secErrcode = 40003;
    try {
      const failed = await comment(w, review1.punch.id, '微信出错时的评论');
      assert.equal(failed.status, 'held');
      assert.equal((await held()).find((h) => h.id === failed.id && h.type === 'comment')?.holdReason, 'check_failed');
    } finally {
      wx.secErrcode = 0;
    }
    // Someone without a mini-program openid: the keywords alone.
    const asked = wx.textChecks.length;
    assert.equal((await comment(b, review1.punch.id, '短信登录，赌博网站')).status, 'visible');
    assert.equal(wx.textChecks.length, asked);
    // A photo punch without text asks nothing.
    await db.insertInto('uploads').values({ user_id: w.id, path: IMAGE.slice('/api/files/'.length), mime: 'image/jpeg', size: 1000, created_at: clock.now() }).execute();
    const c2 = await newChallenge();
    await joined(c2.id, w);
    assert.equal((await punch(w, c2.id, '', [IMAGE])).punch.status, 'visible');
    assert.equal(wx.textChecks.length, asked);
  });

  await t.test('punch comments share the community comment budget: of 35 at once 30 are stored, the rest 4666', async () => {
    const c = await newChallenge();
    const a = await member();
    const chatty = await member();
    await joined(c.id, a, chatty);
    const p = (await punch(a, c.id, '一起坚持')).punch;
    const before = await count('punch_comments');
    const replies = await Promise.all(Array.from({ length: 35 }, (_, i) => as(chatty, 'POST', '/api/punch/comment', { punchId: p.id, text: `第${i + 1}条` })));
    const states = replies.map((r) => r.body.state);
    assert.equal(states.filter((s) => s === 1).length, 30, JSON.stringify(states));
    assert.ok(replies.filter((r) => r.body.state !== 1).every((r) => r.body.state === 4666 && r.body.msg === '评论太频繁了，10分钟内最多评论30条，请稍后再试'));
    assert.equal((await count('punch_comments')) - before, 30);
    // The budget is the user's, not the area's: the community refuses them too in this window.
    const circle = await adminOk('POST', '/api/admin/upgc/circles', { name: `打卡圈${Math.random().toString(36).slice(2, 6)}` });
    await ok(chatty, 'POST', '/api/upgc/circle/join', { circleId: circle.id });
    const post = await ok(chatty, 'POST', '/api/upgc/post/create', { circleId: circle.id, text: '我的帖子' });
    assert.equal((await as(chatty, 'POST', '/api/upgc/comment/create', { postId: post.id, text: '再说一句' })).body.state, 4666);
    clock.advance(600_000);
    assert.equal((await comment(chatty, p.id, '十分钟后又可以了')).status, 'visible');
  });

  await t.test('operators remove a punch’s content (the day still counts) and delete comments; reports close with them', async () => {
    const c = await newChallenge();
    const a = await member();
    const b = await member();
    await joined(c.id, a, b);
    const image = `/api/files/202502/removed_${a.id}_photo.jpg`;
    await db.insertInto('uploads').values({ user_id: a.id, path: image.slice('/api/files/'.length), mime: 'image/jpeg', size: 10, created_at: clock.now() }).execute();
    const p = (await ok(a, 'POST', '/api/punch/punch', { challengeId: c.id, text: '看我的打卡', images: [image] })).punch as PunchView;
    const cm = await comment(a, p.id, '自己的评论');
    const before = await status(a, c.id);

    const report = await ok(b, 'POST', '/api/punch/report', { targetType: 'punch', targetId: p.id, reason: '广告' });
    assert.deepEqual([report.status, report.targetType, report.targetId, report.reporterId], ['open', 'punch', p.id, b.id]);
    assert.deepEqual((await as(b, 'POST', '/api/punch/report', { targetType: 'punch', targetId: p.id, reason: '还是广告' })).body, { state: 4660, msg: '你已举报过，我们会尽快处理', data: null });
    const onComment = await ok(b, 'POST', '/api/punch/report', { targetType: 'comment', targetId: cm.id, reason: '刷屏' });
    assert.equal((await as(b, 'POST', '/api/punch/report', { targetType: 'comment', targetId: 999999, reason: '刷屏' })).body.state, 4655);
    const open = (await adminOk('GET', '/api/admin/punch/reports')) as { id: number }[];
    assert.ok([report.id, onComment.id].every((id) => open.some((r) => r.id === id)));

    await adminOk('POST', '/api/admin/punch/punches/remove', { punchId: p.id });
    const mine = (await timeline(a, c.id)).find((x) => x.id === p.id);
    assert.deepEqual([mine?.status, mine?.text, mine?.images], ['removed', '', []], 'its author sees it was taken down, not what');
    assert.ok(!(await timeline(b, c.id)).some((x) => x.id === p.id));
    assert.equal((await as(b, 'GET', '/api/punch/detail', { punchId: p.id })).body.state, 4934);
    const after = await status(a, c.id);
    assert.deepEqual([after.punchedToday, after.streak, after.totalDays], [before.punchedToday, before.streak, before.totalDays], 'the day and the streak stay');
    assert.equal((await ok(a, 'GET', '/api/punch/calendar', { challengeId: c.id })).punches.length, 1);
    assert.deepEqual((await api.post('/api/admin/punch/punches/remove', { punchId: p.id }, admin)).body, { state: 4934, msg: '打卡记录不存在', data: null });
    const stillOpen = (await adminOk('GET', '/api/admin/punch/reports')) as { id: number }[];
    assert.ok(!stillOpen.some((r) => r.id === report.id), 'removing closes the reports on it');
    assert.equal((await api.post('/api/admin/punch/reports/close', { reportId: report.id }, admin)).body.state, 4668);

    // A comment: deleted for everyone, its author too; reports on it closed.
    const p2 = (await punch(b, c.id, '我的打卡')).punch;
    const gone = await comment(a, p2.id, '要被删的评论');
    const kept = await comment(a, p2.id, '留下的评论');
    const r2 = await ok(b, 'POST', '/api/punch/report', { targetType: 'comment', targetId: gone.id, reason: '骚扰' });
    await adminOk('POST', '/api/admin/punch/comments/delete', { commentId: gone.id });
    for (const who of [a, b]) assert.deepEqual((await commentList(who, p2.id)).list.map((x) => x.id), [kept.id]);
    assert.equal((await timeline(b, c.id)).find((x) => x.id === p2.id)?.commentCount, 1);
    assert.deepEqual((await ok(b, 'GET', '/api/punch/message/list', { challengeId: c.id, pageSize: 50 })).list.map((m: { key: string }) => m.key), [`comment:${kept.id}`]);
    assert.deepEqual((await api.post('/api/admin/punch/comments/delete', { commentId: gone.id }, admin)).body, { state: 4655, msg: '评论不存在或已删除', data: null });
    assert.ok(!((await adminOk('GET', '/api/admin/punch/reports')) as { id: number }[]).some((r) => r.id === r2.id));
    const closed = await adminOk('POST', '/api/admin/punch/reports/close', { reportId: onComment.id });
    assert.equal(closed.status, 'closed');

    // A held punch removed leaves the queue and can no longer be reviewed.
    const d = await member();
    await joined(c.id, d);
    const h = (await punch(d, c.id, '代购')).punch;
    await adminOk('POST', '/api/admin/punch/punches/remove', { punchId: h.id });
    assert.ok(!(await held()).some((x) => x.type === 'punch' && x.id === h.id));
    assert.equal((await review('punch', h.id, 'release')).body.state, 4661);
    assert.equal((await timeline(d, c.id, d.id))[0].status, 'removed');
    // Operators only.
    assert.equal((await api.get('/api/admin/punch/held')).body.state, 4031);
    assert.equal((await api.post('/api/admin/punch/review', { type: 'punch', id: h.id, verdict: 'maybe' }, admin)).body.state, 4001);
  });

  await t.test('a user deletes their own comment (soft, reports closed), never someone else\'s (4655, nothing changed); a second delete is 4655', async () => {
    const c = await newChallenge();
    const a = await member();
    const b = await member();
    await joined(c.id, a, b);
    const p = (await punch(b, c.id, '自己删评论')).punch;
    const mine = await comment(a, p.id, '写错了的评论');
    const theirs = await comment(b, p.id, '作者的评论');
    const report = await ok(b, 'POST', '/api/punch/report', { targetType: 'comment', targetId: mine.id, reason: '其他' });
    // Someone else's comment: refused as a missing one, it stays.
    assert.deepEqual((await as(a, 'POST', '/api/punch/comment/delete', { commentId: theirs.id })).body, { state: 4655, msg: '评论不存在或已删除', data: null });
    assert.equal(await db.selectFrom('punch_comments').select('deleted_at').where('id', '=', theirs.id).executeTakeFirstOrThrow().then((r) => r.deleted_at), null);
    await ok(a, 'POST', '/api/punch/comment/delete', { commentId: mine.id });
    for (const who of [a, b]) assert.deepEqual((await commentList(who, p.id)).list.map((x) => x.id), [theirs.id]);
    assert.equal((await timeline(a, c.id)).find((x) => x.id === p.id)?.commentCount, 1);
    assert.ok((await db.selectFrom('punch_comments').select('deleted_at').where('id', '=', mine.id).executeTakeFirstOrThrow()).deleted_at);
    assert.ok(!((await adminOk('GET', '/api/admin/punch/reports')) as { id: number }[]).some((r) => r.id === report.id));
    assert.equal((await as(a, 'POST', '/api/punch/comment/delete', { commentId: mine.id })).body.state, 4655);
    assert.equal((await as(a, 'POST', '/api/punch/comment/delete', { commentId: 0 })).body.state, 4001);
    assert.equal((await api.post('/api/punch/comment/delete', { commentId: theirs.id })).body.state, -1);
  });

  await t.test('concurrent verdicts on one held punch or comment: exactly one wins', async () => {
    const c = await newChallenge();
    const a = await member();
    const b = await member();
    await joined(c.id, a, b);
    const p = (await punch(a, c.id, '代购日记')).punch;
    const q = (await punch(b, c.id, '普通的一天')).punch;
    const cm = await comment(a, q.id, '代购请私信');
    for (const [type, id, table] of [
      ['punch', p.id, 'punches'],
      ['comment', cm.id, 'punch_comments'],
    ] as const) {
      const verdicts = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'reject' : 'release') as 'release' | 'reject');
      const replies = await Promise.all(verdicts.map((v) => review(type, id, v)));
      const won = replies.map((r, i) => ({ state: r.body.state, verdict: verdicts[i], status: r.body.data?.status }));
      const winners = won.filter((w) => w.state === 1);
      assert.equal(winners.length, 1, JSON.stringify(won));
      assert.ok(won.filter((w) => w.state !== 1).every((w) => w.state === 4661));
      const row = await db.selectFrom(table).select(['status', 'reviewed_at']).where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.status, winners[0].verdict === 'release' ? 'visible' : 'rejected');
      assert.equal(row.status, winners[0].status);
      assert.ok(row.reviewed_at);
    }
  });
});
