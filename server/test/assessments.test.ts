import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { loggerOptions } from '../src/core/log.js';
import { SCALES } from '../src/areas/assessment/scales.js';
import { answersOf, assessmentId, takeTest } from './helpers/assessments.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

/**
 * Type test answers for a wanted type: items cycle E/I, S/N, T/F, J/P; items 5–8, 13–16, …
 * are keyed to the second pole. Agreeing fully (5) with an item of the wanted pole and fully
 * disagreeing (1) with the other pole's items puts every axis at its end.
 */
function typeAnswers(type: string): number[] {
  const firstPoles = ['E', 'S', 'T', 'J'];
  return Array.from({ length: 32 }, (_, i) => {
    const axis = i % 4;
    const keyedToSecond = Math.floor(i / 4) % 2 === 1;
    const wantsFirst = type[axis] === firstPoles[axis];
    return wantsFirst !== keyedToSecond ? 5 : 1;
  });
}

suite('assessments: catalogue, taking a test, reports', DB_VARIANTS, async (t, env) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const api = await env.build({ deps: { logger: { ...(loggerOptions('debug') as object), stream } } });
  const { db } = env.backend.database;
  const phq9 = await assessmentId(db, 'phq9');

  await t.test('catalogue: every scale is a product; filters, search, categories, paging', async () => {
    const all = await api.get('/api/assessment/list');
    assert.equal(all.body.state, 1, all.raw);
    assert.equal(all.body.data.total, SCALES.length);
    assert.equal(all.body.data.pageSize, 15);
    assert.deepEqual(all.body.data.list.map((c: { scaleCode: string }) => c.scaleCode), SCALES.map((s) => s.code));
    const first = all.body.data.list[0];
    assert.deepEqual([first.access, first.priceFen, first.itemCount, first.minutes, first.clinical, first.categoryName], ['free', 0, 9, 3, true, '情绪健康']);
    assert.ok(first.people > 0);
    const free = await api.get('/api/assessment/list', { query: { free: 'true' } });
    assert.ok(free.body.data.list.every((c: { access: string }) => c.access === 'free'));
    assert.ok(free.body.data.list.some((c: { scaleCode: string }) => c.scaleCode === 'gad7'));
    const vip = await api.get('/api/assessment/list', { query: { vip: 'true' } });
    assert.deepEqual(vip.body.data.list.map((c: { scaleCode: string }) => c.scaleCode), ['jungian-type', 'relationships']);
    const hot = await api.get('/api/assessment/list', { query: { hot: 'true', category: 'emotion' } });
    assert.deepEqual(hot.body.data.list.map((c: { scaleCode: string }) => c.scaleCode), ['phq9', 'gad7']);
    const search = await api.get('/api/assessment/list', { query: { q: '睡眠' } });
    assert.deepEqual(search.body.data.list.map((c: { scaleCode: string }) => c.scaleCode), ['sleep']);
    assert.equal((await api.get('/api/assessment/list', { query: { q: '100%' } })).body.data.total, 0, 'LIKE wildcards match literally');
    const paged = await api.get('/api/assessment/list', { query: { pageNum: 2, pageSize: 3 } });
    assert.deepEqual([paged.body.data.list.length, paged.body.data.hasMore], [3, true]);
    const categories = await api.get('/api/assessment/categories');
    assert.deepEqual(categories.body.data.map((c: { code: string; count: number }) => [c.code, c.count]), [['emotion', 2], ['personality', 2], ['wellbeing', 4]]);
    const home = await api.get('/api/assessment/home');
    assert.ok(home.body.data.hot.length >= 2 && home.body.data.free.length >= 2);
  });

  await t.test('detail: intro, counts, price and the caller\'s own state', async () => {
    const anonymous = await api.get('/api/assessment/detail', { query: { id: phq9 } });
    assert.equal(anonymous.body.state, 1, anonymous.raw);
    const d = anonymous.body.data;
    assert.deepEqual([d.itemCount, d.access, d.favorite, d.canTake, d.unfinished, d.lastReport], [9, 'free', false, true, null, null]);
    assert.match(d.intro, /PHQ-9/);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: 999999 } })).body.state, 4801);
  });

  await t.test('favourites: add and remove are idempotent; the list', async () => {
    const { token } = await api.login();
    for (let i = 0; i < 2; i += 1) assert.equal((await api.post('/api/assessment/favorite', { assessmentId: phq9, favorite: true }, { token })).body.data.favorite, true);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: phq9 }, token })).body.data.favorite, true);
    const list = await api.get('/api/assessment/favorites', { token });
    assert.deepEqual([list.body.data.total, list.body.data.list[0].scaleCode], [1, 'phq9']);
    for (let i = 0; i < 2; i += 1) await api.post('/api/assessment/favorite', { assessmentId: phq9, favorite: false }, { token });
    assert.equal((await api.get('/api/assessment/favorites', { token })).body.data.total, 0);
    assert.equal((await api.post('/api/assessment/favorite', { assessmentId: phq9, favorite: true })).body.state, -1);
  });

  await t.test('consent is required; questions never carry keys', async () => {
    const { token } = await api.login();
    const refused = await api.post('/api/assessment/session/start', { assessmentId: phq9, consent: false }, { token });
    assert.deepEqual(refused.body, { state: 4802, msg: '请先阅读并同意测评须知', data: null });
    const bigFive = await assessmentId(db, 'big-five');
    const q = await api.get('/api/assessment/questions', { query: { assessmentId: bigFive }, token });
    assert.equal(q.body.state, 1, q.raw);
    assert.equal(q.body.data.questions.length, 50);
    assert.deepEqual(Object.keys(q.body.data.questions[0]).sort(), ['no', 'options', 'text']);
    assert.ok(!/reverse|dimension/.test(q.raw), 'no scoring keys in the answer');
  });

  await t.test('PHQ-9 with a known score: band, crisis notice, advice, recommended courses', async () => {
    const { token } = await api.login();
    // 1+1+1+1+1+1+1+1+1 = 9 → 轻度 (5–9); item 9 above 0 → crisis notice.
    const submitted = await takeTest(api, token, phq9, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    assert.equal(submitted.body.state, 1, submitted.raw);
    assert.equal(submitted.body.data.created, true);
    const report = await api.get('/api/assessment/report', { query: { id: submitted.body.data.reportId }, token });
    assert.equal(report.body.state, 1, report.raw);
    const r = report.body.data;
    assert.deepEqual([r.total.raw, r.total.max, r.total.band.label, r.crisis, r.locked, r.isOwner], [9, 27, '轻度', true, false, true]);
    assert.equal(r.headline, '抑郁症状总分 9 分（轻度）');
    assert.equal(r.notices.length, 1);
    assert.ok(r.notices[0].hotlines.some((h: { number: string }) => h.number === '12356'));
    assert.ok(r.advice.length >= 1);
    assert.ok(r.recommendedCourses.length >= 1 && r.recommendedCourses.length <= 3, JSON.stringify(r.recommendedCourses));
    assert.ok(r.recommendedCourses.every((c: { title: string }) => typeof c.title === 'string'));

    // Item 9 at 0: no notice, whatever the total. 3×8 = 24 → 重度.
    const noCrisis = await takeTest(api, token, phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0]);
    const r2 = (await api.get('/api/assessment/report', { query: { id: noCrisis.body.data.reportId }, token })).body.data;
    assert.deepEqual([r2.total.raw, r2.total.band.label, r2.crisis, r2.notices.length], [24, '重度', false, 0]);
  });

  await t.test('the type test gives the expected type', async () => {
    const { token, mobile } = await api.login();
    const jungian = await assessmentId(db, 'jungian-type');
    // A VIP scale: make the user a member for this test.
    await db.updateTable('users').set({ vip_expire_at: env.clock.now() + 86_400_000 }).where('mobile', '=', mobile).execute();
    for (const type of ['ENTP', 'ISFJ']) {
      const submitted = await takeTest(api, token, jungian, typeAnswers(type));
      assert.equal(submitted.body.state, 1, submitted.raw);
      const r = (await api.get('/api/assessment/report', { query: { id: submitted.body.data.reportId }, token })).body.data;
      assert.equal(r.type.code, type);
      assert.ok(r.type.axes.every((a: { strength: number; tie: boolean }) => a.strength === 100 && !a.tie));
      assert.ok(r.headline.startsWith(type));
    }
  });

  await t.test('leave halfway and resume: saved answers and the next question come back', async () => {
    const { token } = await api.login();
    const gad7 = await assessmentId(db, 'gad7');
    const start = await api.post('/api/assessment/session/start', { assessmentId: gad7, consent: true }, { token });
    const sessionId = start.body.data.sessionId;
    assert.deepEqual([start.body.data.answered, start.body.data.nextQuestionNo, start.body.data.itemCount], [0, 1, 7]);
    for (const [questionNo, value] of [[1, 2], [2, 1], [3, 3]]) {
      const saved = await api.put('/api/assessment/session/answer', { sessionId, questionNo, value }, { token });
      assert.equal(saved.body.state, 1, saved.raw);
    }
    // Changing an answer replaces it.
    await api.put('/api/assessment/session/answer', { sessionId, questionNo: 2, value: 0 }, { token });
    const bad = await api.put('/api/assessment/session/answer', { sessionId, questionNo: 4, value: 7 }, { token });
    assert.deepEqual(bad.body, { state: 4806, msg: '第4题的答案不在选项范围内', data: null });
    const beyond = await api.put('/api/assessment/session/answer', { sessionId, questionNo: 8, value: 1 }, { token });
    assert.deepEqual(beyond.body, { state: 4806, msg: '第8题不存在', data: null });

    // Leaving: a new start hours later resumes the same session.
    env.clock.advance(3 * 3600_000);
    const again = await api.post('/api/assessment/session/start', { assessmentId: gad7, consent: true }, { token });
    assert.equal(again.body.data.sessionId, sessionId);
    assert.deepEqual(again.body.data.answers, { '1': 2, '2': 0, '3': 3 });
    assert.deepEqual([again.body.data.answered, again.body.data.nextQuestionNo], [3, 4]);
    const current = await api.get('/api/assessment/session/current', { query: { assessmentId: gad7 }, token });
    assert.equal(current.body.data.sessionId, sessionId);
    const detail = await api.get('/api/assessment/detail', { query: { id: gad7 }, token });
    assert.deepEqual(detail.body.data.unfinished, { sessionId, answered: 3 });

    // Submitting with a missing answer names the question and changes nothing.
    const missing = await api.post('/api/assessment/session/submit', { sessionId }, { token });
    assert.deepEqual(missing.body, { state: 4806, msg: '第4题未作答', data: null });
    const outOfRange = await api.post('/api/assessment/session/submit', { sessionId, answers: { '4': 1, '5': 1, '6': 9, '7': 1 } }, { token });
    assert.deepEqual(outOfRange.body, { state: 4806, msg: '第6题的答案不在选项范围内', data: null });
    assert.equal((await api.get('/api/assessment/reportHistory', { token })).body.data.total, 0);

    for (const [questionNo, value] of [[4, 1], [5, 1], [6, 1], [7, 1]]) await api.put('/api/assessment/session/answer', { sessionId, questionNo, value }, { token });
    const done = await api.post('/api/assessment/session/submit', { sessionId }, { token });
    assert.equal(done.body.state, 1, done.raw);
    const r = (await api.get('/api/assessment/report', { query: { id: done.body.data.reportId }, token })).body.data;
    assert.equal(r.total.raw, 2 + 0 + 3 + 1 + 1 + 1 + 1);
    const late = await api.put('/api/assessment/session/answer', { sessionId, questionNo: 1, value: 1 }, { token });
    assert.equal(late.body.state, 4807);
    assert.equal((await api.get('/api/assessment/session/current', { query: { assessmentId: gad7 }, token })).body.data, null);
  });

  await t.test('parallel answer saves keep every answer', async () => {
    const { token } = await api.login();
    const bigFive = await assessmentId(db, 'big-five');
    const start = await api.post('/api/assessment/session/start', { assessmentId: bigFive, consent: true }, { token });
    const sessionId = start.body.data.sessionId;
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.put('/api/assessment/session/answer', { sessionId, questionNo: i + 1, value: 3 }, { token })));
    const session = await api.get('/api/assessment/session', { query: { sessionId }, token });
    assert.deepEqual([session.body.data.answered, session.body.data.nextQuestionNo], [20, 21]);
    const { token: other } = await api.login();
    assert.equal((await api.get('/api/assessment/session', { query: { sessionId }, token: other })).body.state, 4805);
    assert.equal((await api.put('/api/assessment/session/answer', { sessionId, questionNo: 21, value: 3 }, { token: other })).body.state, 4805);
  });

  await t.test('the same answer set twice is one report, also when racing', async () => {
    const { token } = await api.login();
    const values = [2, 0, 1, 0, 1, 2, 0, 0, 0];
    const first = await takeTest(api, token, phq9, values);
    const second = await takeTest(api, token, phq9, values);
    assert.deepEqual([first.body.data.created, second.body.data.created], [true, false]);
    assert.equal(second.body.data.reportId, first.body.data.reportId);
    // Key order does not matter; a different set makes a new report.
    const start = await api.post('/api/assessment/session/start', { assessmentId: phq9, consent: true }, { token });
    const reversed = Object.fromEntries(Object.entries(answersOf(values)).reverse());
    const third = await api.post('/api/assessment/session/submit', { sessionId: start.body.data.sessionId, answers: reversed }, { token });
    assert.equal(third.body.data.reportId, first.body.data.reportId);
    const other = await takeTest(api, token, phq9, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.notEqual(other.body.data.reportId, first.body.data.reportId);

    const { token: racer } = await api.login();
    const racing = await api.post('/api/assessment/session/start', { assessmentId: phq9, consent: true }, { token: racer });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/api/assessment/session/submit', { sessionId: racing.body.data.sessionId, answers: answersOf(values) }, { token: racer })),
    );
    assert.ok(replies.every((r) => r.body.state === 1), replies.map((r) => r.raw).join('\n'));
    assert.equal(new Set(replies.map((r) => r.body.data.reportId)).size, 1);
    assert.equal(replies.filter((r) => r.body.data.created).length, 1);
    const userId = await userIdOf(api, racer);
    const count = await db.selectFrom('assessment_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  await t.test('history newest first; my assessments with unfinished and finished tests', async () => {
    const { token } = await api.login();
    const first = await takeTest(api, token, phq9, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    env.clock.advance(1000);
    const sleep = await assessmentId(db, 'sleep');
    const second = await takeTest(api, token, sleep, Array(10).fill(4));
    env.clock.advance(1000);
    const gad7 = await assessmentId(db, 'gad7');
    await api.post('/api/assessment/session/start', { assessmentId: gad7, consent: true }, { token });
    const history = await api.get('/api/assessment/reportHistory', { token });
    assert.deepEqual(history.body.data.list.map((r: { id: number }) => r.id), [second.body.data.reportId, first.body.data.reportId]);
    assert.equal(history.body.data.list[1].headline, '抑郁症状总分 0 分（无或极轻微）');
    const mine = await api.get('/api/assessment/mine', { token });
    assert.equal(mine.body.state, 1, mine.raw);
    assert.deepEqual(mine.body.data.list.map((m: { assessment: { scaleCode: string } }) => m.assessment.scaleCode), ['gad7', 'sleep', 'phq9']);
    assert.equal(mine.body.data.total, 3);
    assert.equal(mine.body.data.list[0].unfinished.answered, 0);
    assert.equal(mine.body.data.list[1].lastReport.id, second.body.data.reportId);
    assert.equal(mine.body.data.list[1].reports, 1);
    // Our own scales point at their lowest dimension.
    const r = (await api.get('/api/assessment/report', { query: { id: second.body.data.reportId }, token })).body.data;
    assert.ok(r.advice.some((a: string) => a.includes('得分相对最低')), JSON.stringify(r.advice));
    // People taken grows with distinct users.
    const card = (await api.get('/api/assessment/detail', { query: { id: sleep } })).body.data;
    const base = (await db.selectFrom('assessments').select('people_base').where('id', '=', sleep).executeTakeFirstOrThrow()).people_base;
    assert.equal(card.people, base + 1);
  });

  await t.test('answers and reports never reach the logs', async () => {
    const text = lines.join('');
    assert.ok(lines.length > 0, 'debug logging was on');
    assert.ok(!text.includes('"answers"'), 'no answers');
    assert.ok(!text.includes('抑郁症状总分'), 'no report text');
    assert.ok(!text.includes('第4题'), 'no refusal messages either');
  });
});
