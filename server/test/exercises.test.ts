import assert from 'node:assert/strict';
import { makeVip } from './helpers/assessments.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('exercises: catalogue, practices, feelings, VIP', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const idOf = async (code: string) => (await db.selectFrom('exercises').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  await t.test('list and detail: steps with timers, signed audio when playable', async () => {
    const list = await api.get('/api/exercise/list');
    assert.equal(list.body.state, 1, list.raw);
    assert.equal(list.body.data.total, 5);
    assert.deepEqual(list.body.data.list.map((e: { access: string }) => e.access), ['free', 'free', 'free', 'vip', 'vip']);
    const free = await api.get('/api/exercise/list', { query: { access: 'free' } });
    assert.equal(free.body.data.total, 3);
    const breath = list.body.data.list[0];
    assert.deepEqual([breath.code, breath.stepCount, breath.totalSeconds, breath.hasAudio], ['breath-478', 3, 170, true]);

    const detail = await api.get('/api/exercise/detail', { query: { id: breath.id } });
    assert.equal(detail.body.state, 1, detail.raw);
    assert.deepEqual(detail.body.data.steps.map((s: { no: number; seconds: number }) => [s.no, s.seconds]), [[1, 30], [2, 80], [3, 60]]);
    assert.match(detail.body.data.audioUrl, /^\/api\/media\/audio\/demo-breath\.wav\?exp=\d+&sig=[0-9a-f]{64}$/);
    // The signed link plays.
    const audio = await api.get(detail.body.data.audioUrl);
    assert.equal(audio.status, 200);

    const bodyScan = await idOf('body-scan');
    const locked = await api.get('/api/exercise/detail', { query: { id: bodyScan } });
    assert.deepEqual([locked.body.data.playable, locked.body.data.audioUrl], [false, null]);
    assert.equal((await api.get('/api/exercise/detail', { query: { id: 999999 } })).body.state, 4811);
    const faq = await api.get('/api/exercise/questions');
    assert.ok(faq.body.data.length >= 3);
  });

  await t.test('a practice: start and complete are idempotent by client id; feelings', async () => {
    const { token } = await api.login();
    const grounding = await idOf('grounding-54321');
    const clientId = 'practice-0001-abc';
    const starts = await Promise.all(Array.from({ length: 4 }, () => api.post('/api/exercise/practice/start', { exerciseId: grounding, clientId }, { token })));
    assert.ok(starts.every((s) => s.body.state === 1), starts.map((s) => s.raw).join('\n'));
    assert.equal(new Set(starts.map((s) => s.body.data.id)).size, 1);
    assert.equal(starts[0].body.data.completedAt, null);

    env.clock.advance(200_000);
    const done = await api.post('/api/exercise/practice/complete', { clientId }, { token });
    assert.equal(done.body.data.completedAt, env.clock.now());
    env.clock.advance(5000);
    const again = await api.post('/api/exercise/practice/complete', { clientId }, { token });
    assert.equal(again.body.data.completedAt, done.body.data.completedAt, 'first completion kept');

    const felt = await api.post('/api/exercise/feel', { clientId, mood: 4, note: '  平静了很多  ' }, { token });
    assert.deepEqual([felt.body.data.mood, felt.body.data.note], [4, '平静了很多']);
    assert.deepEqual((await api.post('/api/exercise/feel', { clientId, mood: 6 }, { token })).body, { state: 4001, msg: '请选择1到5之间的心情', data: null });
    assert.deepEqual((await api.post('/api/exercise/feel', { clientId, mood: 3, note: '好'.repeat(201) }, { token })).body, { state: 4001, msg: '感受最多200个字', data: null });
    assert.equal((await api.get('/api/exercise/practice', { query: { clientId }, token })).body.data.mood, 4, 'refused input changed nothing');

    const { token: other } = await api.login();
    assert.equal((await api.post('/api/exercise/feel', { clientId, mood: 2 }, { token: other })).body.state, 4813);
    assert.equal((await api.post('/api/exercise/practice/complete', { clientId: 'never-started-1' }, { token })).body.state, 4813);
    assert.equal((await api.post('/api/exercise/practice/start', { exerciseId: grounding, clientId: 'bad' }, { token })).body.state, 4001);
    assert.equal((await api.post('/api/exercise/practice/start', { exerciseId: grounding, clientId })).body.state, -1);
  });

  await t.test('my practices and totals; people count grows', async () => {
    const { token } = await api.login();
    const gratitude = await idOf('gratitude-three');
    const breath = await idOf('breath-478');
    await api.post('/api/exercise/practice/start', { exerciseId: gratitude, clientId: 'mine-aaaa-0001' }, { token });
    await api.post('/api/exercise/practice/complete', { clientId: 'mine-aaaa-0001' }, { token });
    env.clock.advance(1000);
    await api.post('/api/exercise/practice/start', { exerciseId: breath, clientId: 'mine-aaaa-0002' }, { token });
    const mine = await api.get('/api/exercise/mine', { token });
    assert.deepEqual(mine.body.data.list.map((p: { clientId: string }) => p.clientId), ['mine-aaaa-0002', 'mine-aaaa-0001']);
    const summary = await api.get('/api/exercise/mine/summary', { token });
    assert.deepEqual(
      [summary.body.data.practices, summary.body.data.completed, summary.body.data.practisedSeconds, summary.body.data.lastPracticeAt],
      [2, 1, 270, env.clock.now()],
    );
    const base = (await db.selectFrom('exercises').select('people_base').where('id', '=', gratitude).executeTakeFirstOrThrow()).people_base;
    assert.equal((await api.get('/api/exercise/detail', { query: { id: gratitude }, token })).body.data.people, base + 1);
    assert.equal((await api.get('/api/exercise/detail', { query: { id: gratitude }, token })).body.data.myPractices, 1);
  });

  await t.test('VIP exercises need a live membership', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    const bodyScan = await idOf('body-scan');
    assert.deepEqual((await api.post('/api/exercise/practice/start', { exerciseId: bodyScan, clientId: 'vip-test-00001' }, { token })).body, {
      state: 4812,
      msg: '该练习为会员专享，开通会员即可练习',
      data: null,
    });
    await makeVip(db, userId, env.clock.now() + DAY_MS);
    const detail = await api.get('/api/exercise/detail', { query: { id: bodyScan }, token });
    assert.deepEqual([detail.body.data.playable, detail.body.data.isVip], [true, true]);
    assert.match(detail.body.data.audioUrl, /demo-evening\.wav/);
    assert.equal((await api.post('/api/exercise/practice/start', { exerciseId: bodyScan, clientId: 'vip-test-00001' }, { token })).body.state, 1);
    assert.equal((await api.get('/api/exercise/mine/summary', { token })).body.data.isVip, true);
    // The spec 7 role call (user module) agrees.
    assert.deepEqual((await api.post('/api/exercise/userRole/userInfo', undefined, { token })).body.data.roles, ['user', 'vip']);
  });
});
