import assert from 'node:assert/strict';
import { ALL_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

const TOKEN = 'admin-secret-token';
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

suite('operator API', ALL_VARIANTS, async (t, env) => {
  const disabled = await env.build();
  const api = await env.build({ config: (c) => void (c.adminToken = TOKEN) });

  await t.test('without ADMIN_TOKEN every admin call is 4030', async () => {
    for (const r of [
      await disabled.get('/api/admin/scenes', bearer(TOKEN)),
      await disabled.put('/api/admin/scenes/536', { status: 3 }, bearer(TOKEN)),
      await disabled.get('/api/admin/error-reports'),
    ]) {
      assert.deepEqual(r.body, { state: 4030, msg: '管理接口未启用', data: null });
    }
  });

  await t.test('a missing or wrong token is 4031', async () => {
    assert.deepEqual((await api.get('/api/admin/scenes')).body, { state: 4031, msg: '无权访问', data: null });
    assert.equal((await api.get('/api/admin/scenes', bearer('wrong'))).body.state, 4031);
    assert.equal((await api.get('/api/admin/scenes', { headers: { authorization: TOKEN } })).body.state, 4031);
  });

  await t.test('lists every seeded scene of the spec', async () => {
    const r = await api.get('/api/admin/scenes', bearer(TOKEN));
    assert.equal(r.body.state, 1);
    const ids = r.body.data.map((s: { sceneId: number }) => s.sceneId);
    for (const id of [232, 304, 305, 501, 502, 506, 508, 513, 515, 517, 518, 523, 524, 525, 527, 529, 530, 531, 532, 533, 534, 535, 536, 537, 538, 539, 540, 542, 543, 545, 546, 550, 551, 552, 553, 554, 555, 556, 559, 560, 562, 563, 564]) {
      assert.ok(ids.includes(id), `scene ${id}`);
    }
    assert.ok(r.body.data.every((s: { status: number; name: string }) => s.status === 1 && s.name.length > 0));
  });

  await t.test('a status change shows in /sceneInfo at once', async () => {
    const before = await api.get('/api/sceneInfo', { query: { sceneId: 552 } });
    assert.equal(before.body.data.status, 1);
    const r = await api.put('/api/admin/scenes/552', { status: 3 }, bearer(TOKEN));
    assert.deepEqual(r.body.data, { sceneId: 552, name: '国庆活动', status: 3 });
    assert.equal((await api.get('/api/sceneInfo', { query: { sceneId: 552 } })).body.data.status, 3);
  });

  await t.test('another process sees the change once its cache expires (5 s)', async () => {
    await disabled.get('/api/sceneInfo', { query: { sceneId: 554 } });
    await api.put('/api/admin/scenes/554', { status: 2 }, bearer(TOKEN));
    env.clock.advanceSeconds(5);
    assert.equal((await disabled.get('/api/sceneInfo', { query: { sceneId: 554 } })).body.data.status, 2);
  });

  await t.test('a new scene needs a name; bad status is refused', async () => {
    assert.deepEqual((await api.put('/api/admin/scenes/777', { status: 1 }, bearer(TOKEN))).body,
      { state: 4041, msg: '场景不存在，新建场景请同时提供名称', data: null });
    const created = await api.put('/api/admin/scenes/777', { status: 0, name: '春季活动' }, bearer(TOKEN));
    assert.deepEqual(created.body.data, { sceneId: 777, name: '春季活动', status: 0 });
    assert.deepEqual((await api.get('/api/sceneInfo', { query: { sceneId: 777 } })).body.data, { sceneId: 777, name: '春季活动', status: 0 });
    const bad = await api.put('/api/admin/scenes/552', { status: 9 }, bearer(TOKEN));
    assert.equal(bad.body.state, 4001);
    assert.match(bad.body.msg, /^状态须为/);
  });

  await t.test('error reports, newest first', async () => {
    await api.post('/api/cgi-bin/webhook/send', { msgtype: 'markdown', markdown: { content: 'first' } }, { query: { key: 'xinzhan-client' } });
    await api.post('/api/cgi-bin/webhook/send', { msgtype: 'markdown', markdown: { content: 'second' } }, { query: { key: 'xinzhan-client' } });
    const r = await api.get('/api/admin/error-reports', { ...bearer(TOKEN), query: { limit: 2 } });
    assert.deepEqual(r.body.data.map((x: { content: string }) => x.content), ['second', 'first']);
    assert.equal(r.body.data[0].relayStatus, 'skipped');
  });
});
