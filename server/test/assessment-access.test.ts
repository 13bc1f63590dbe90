import assert from 'node:assert/strict';
import { assessmentId, makeVip, takeTest } from './helpers/assessments.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('assessments: access, privacy, share links, friends\' help', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const newUser = async () => {
    const { token } = await api.login();
    return { token, userId: await userIdOf(api, token) };
  };

  await t.test('VIP scales need a live membership', async () => {
    const { token, userId } = await newUser();
    const jungian = await assessmentId(db, 'jungian-type');
    const detail = await api.get('/api/assessment/detail', { query: { id: jungian }, token });
    assert.deepEqual([detail.body.data.access, detail.body.data.canTake, detail.body.data.isVip], ['vip', false, false]);
    const refused = await api.post('/api/assessment/session/start', { assessmentId: jungian, consent: true }, { token });
    assert.deepEqual(refused.body, { state: 4803, msg: '该测评为会员专享，开通会员即可测试', data: null });
    assert.equal((await api.get('/api/assessment/questions', { query: { assessmentId: jungian }, token })).body.state, 4803);
    await makeVip(db, userId, env.clock.now() - 1);
    assert.equal((await api.post('/api/assessment/session/start', { assessmentId: jungian, consent: true }, { token })).body.state, 4803, 'expired membership');
    await makeVip(db, userId, env.clock.now() + 30 * DAY_MS);
    const started = await api.post('/api/assessment/session/start', { assessmentId: jungian, consent: true }, { token });
    assert.equal(started.body.state, 1, started.raw);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: jungian }, token })).body.data.canTake, true);
    // Membership ends before submitting: the submission is refused too.
    await makeVip(db, userId, env.clock.now() - 1);
    const submit = await api.post('/api/assessment/session/submit', { sessionId: started.body.data.sessionId, answers: {} }, { token });
    assert.equal(submit.body.state, 4803);
  });

  await t.test('paid scales need an entitlement (operator grant); free ones need only a login', async () => {
    const { token, userId } = await newUser();
    const stress = await assessmentId(db, 'stress');
    const card = (await api.get('/api/assessment/detail', { query: { id: stress } })).body.data;
    assert.deepEqual([card.access, card.priceFen > 0, card.canTake], ['paid', true, false]);
    assert.deepEqual((await api.post('/api/assessment/session/start', { assessmentId: stress, consent: true }, { token })).body, {
      state: 4804,
      msg: '购买该测评后即可开始测试',
      data: null,
    });
    for (let i = 0; i < 2; i += 1) {
      const grant = await api.post('/api/admin/assessments/entitlements', { userId, assessmentId: stress }, admin);
      assert.deepEqual([grant.body.state, grant.body.data.source], [1, 'grant'], grant.raw);
    }
    assert.equal(await db.selectFrom('assessment_entitlements').select('id').where('user_id', '=', userId).execute().then((r) => r.length), 1);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: stress }, token })).body.data.owned, true);
    const submitted = await takeTest(api, token, stress, Array(10).fill(3));
    assert.equal(submitted.body.state, 1, submitted.raw);
    assert.equal((await api.post('/api/admin/assessments/entitlements', { userId: 999999, assessmentId: stress }, admin)).body.state, 4043);
    assert.equal((await api.post('/api/admin/assessments/entitlements', { userId, assessmentId: stress })).body.state, 4031);
    assert.equal((await api.post('/api/assessment/session/start', { assessmentId: stress, consent: true })).body.state, -1);
  });

  await t.test('operator catalogue: price, access, active', async () => {
    const sleep = await assessmentId(db, 'sleep');
    const list = await api.get('/api/admin/assessments', admin);
    assert.equal(list.body.data.length, 8);
    const bad = await api.put(`/api/admin/assessments/${sleep}`, { access: 'paid' }, admin);
    assert.deepEqual(bad.body, { state: 4815, msg: '测评设置有误：付费测评须设置价格', data: null });
    const paid = await api.put(`/api/admin/assessments/${sleep}`, { access: 'paid', priceFen: 500, hot: true }, admin);
    assert.deepEqual([paid.body.data.access, paid.body.data.priceFen, paid.body.data.hot], ['paid', 500, true]);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: sleep } })).body.data.priceFen, 500);
    await api.put(`/api/admin/assessments/${sleep}`, { active: false }, admin);
    assert.equal((await api.get('/api/assessment/detail', { query: { id: sleep } })).body.state, 4801);
    assert.equal((await api.get('/api/assessment/list')).body.data.total, 7);
    await api.put(`/api/admin/assessments/${sleep}`, { access: 'free', active: true, hot: false }, admin);
    assert.equal((await api.get('/api/assessment/list')).body.data.total, 8);
    assert.equal((await api.put(`/api/admin/assessments/${sleep}`, { access: 'gift' }, admin)).body.state, 4001);
  });

  await t.test('a report is its owner\'s; a share link shows it until revoked', async () => {
    const owner = await newUser();
    const other = await newUser();
    const phq9 = await assessmentId(db, 'phq9');
    const { reportId } = (await takeTest(api, owner.token, phq9, [1, 2, 1, 0, 0, 1, 0, 0, 0])).body.data;
    const notFound = { state: 4808, msg: '报告不存在或无权查看', data: null };
    assert.deepEqual((await api.get('/api/assessment/report', { query: { id: reportId }, token: other.token })).body, notFound);
    assert.deepEqual((await api.get('/api/assessment/report', { query: { id: reportId } })).body, notFound);
    assert.deepEqual((await api.post('/api/assessment/report/share', { reportId }, { token: other.token })).body, notFound);
    const own = (await api.get('/api/assessment/report', { query: { id: reportId }, token: owner.token })).body.data;
    assert.equal(own.shareToken, null);

    const shared = await api.post('/api/assessment/report/share', { reportId }, { token: owner.token });
    const shareToken = shared.body.data.shareToken as string;
    assert.equal((await api.post('/api/assessment/report/share', { reportId }, { token: owner.token })).body.data.shareToken, shareToken, 'same token until revoked');
    const seen = await api.get('/api/assessment/report', { query: { shareToken }, token: other.token });
    assert.equal(seen.body.state, 1, seen.raw);
    assert.deepEqual([seen.body.data.id, seen.body.data.total.raw, seen.body.data.isOwner, seen.body.data.shareToken], [reportId, 5, false, null]);
    // Without a login too (a share link opened in any browser).
    assert.equal((await api.get('/api/assessment/report', { query: { shareToken } })).body.data.total.raw, 5);
    // Another id with the token does not widen it.
    assert.equal((await api.get('/api/assessment/report', { query: { shareToken, id: reportId + 1 } })).body.data.id, reportId);
    assert.deepEqual((await api.post('/api/assessment/report/unshare', { reportId }, { token: other.token })).body, notFound);

    await api.post('/api/assessment/report/unshare', { reportId }, { token: owner.token });
    assert.deepEqual((await api.get('/api/assessment/report', { query: { shareToken }, token: other.token })).body, notFound);
    const again = (await api.post('/api/assessment/report/share', { reportId }, { token: owner.token })).body.data.shareToken;
    assert.notEqual(again, shareToken, 'a new link after revoking');
    // History and "mine" are only one's own.
    assert.equal((await api.get('/api/assessment/reportHistory', { token: other.token })).body.data.total, 0);
  });

  await t.test('friends\' help unlocks a Big Five report: N distinct friends, each once, concurrently', async () => {
    const owner = await newUser();
    const bigFive = await assessmentId(db, 'big-five');
    const card = (await api.get('/api/assessment/detail', { query: { id: bigFive } })).body.data;
    assert.equal(card.helpUnlock, 3);
    const { reportId } = (await takeTest(api, owner.token, bigFive, Array(50).fill(3))).body.data;
    const locked = (await api.get('/api/assessment/report', { query: { id: reportId }, token: owner.token })).body.data;
    assert.deepEqual([locked.locked, locked.dimensions, locked.advice, locked.help.needed, locked.help.helped], [true, [], [], 3, 0]);
    assert.ok(locked.headline.startsWith('最突出的特质'), locked.headline);
    const code = locked.help.code as string;
    assert.ok(code);

    assert.deepEqual((await api.post('/api/assessment/report/help', { code }, { token: owner.token })).body, {
      state: 4809,
      msg: '不能为自己的报告助力，快邀请好友来帮忙吧',
      data: null,
    });
    assert.equal((await api.post('/api/assessment/report/help', { code })).body.state, -1, 'helpers must log in');
    assert.equal((await api.post('/api/assessment/report/help', { code: 'unknown-code-123' }, { token: owner.token })).body.state, 4808);

    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    // Friend A presses five times at once, friend B twice: two helps.
    const first = await Promise.all([
      ...Array.from({ length: 5 }, () => api.post('/api/assessment/report/help', { code }, { token: a.token })),
      ...Array.from({ length: 2 }, () => api.post('/api/assessment/report/help', { code }, { token: b.token })),
    ]);
    assert.ok(first.every((r) => r.body.state === 1), first.map((r) => r.raw).join('\n'));
    const info = await api.get('/api/assessment/report/help', { query: { code }, token: c.token });
    assert.deepEqual([info.body.data.helped, info.body.data.needed, info.body.data.unlocked, info.body.data.helpedByMe, info.body.data.isOwner], [2, 3, false, false, false]);
    assert.ok(!('dimensions' in info.body.data) && !info.raw.includes('percent'), 'helpers never see scores');
    const stillLocked = (await api.get('/api/assessment/report', { query: { id: reportId }, token: owner.token })).body.data;
    assert.deepEqual([stillLocked.locked, stillLocked.help.helped], [true, 2]);
    // A friend sees the owner's report only through the help page, never by id.
    assert.equal((await api.get('/api/assessment/report', { query: { id: reportId }, token: a.token })).body.state, 4808);

    const third = await api.post('/api/assessment/report/help', { code }, { token: c.token });
    assert.deepEqual([third.body.data.helped, third.body.data.unlocked, third.body.data.helpedByMe], [3, true, true]);
    const open = (await api.get('/api/assessment/report', { query: { id: reportId }, token: owner.token })).body.data;
    assert.equal(open.locked, false);
    assert.deepEqual(open.dimensions.map((d: { code: string; raw: number }) => [d.code, d.raw]), [['E', 30], ['A', 30], ['C', 30], ['ES', 30], ['O', 30]]);
    assert.ok(open.advice.length >= 5);
    const rows = await db.selectFrom('assessment_helps').select('helper_id').where('report_id', '=', reportId).execute();
    assert.equal(rows.length, 3);
    const history = await api.get('/api/assessment/reportHistory', { token: owner.token });
    assert.equal(history.body.data.list[0].locked, false);

    // Scales without help-unlock refuse help.
    const phq9 = await assessmentId(db, 'phq9');
    const plain = (await takeTest(api, owner.token, phq9, Array(9).fill(0))).body.data.reportId;
    const plainReport = (await api.get('/api/assessment/report', { query: { id: plain }, token: owner.token })).body.data;
    assert.deepEqual([plainReport.help, plainReport.locked], [null, false]);
    const plainCode = (await db.selectFrom('assessment_reports').select('help_code').where('id', '=', plain).executeTakeFirstOrThrow()).help_code;
    assert.equal((await api.post('/api/assessment/report/help', { code: plainCode }, { token: a.token })).body.state, 4810);
  });
});
