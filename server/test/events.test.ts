import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

const REPORT = '/api/collect/event/report';

const record = (over: Record<string, unknown> = {}) => ({
  platform: 0,
  eventType: 'ROUBIN_COMMON_PAGE_VIEW',
  browseUUID: 'b7c1e2a0-1111-4c1d-9e2f-000000000001',
  requestTime: 1736128800,
  eventProperties: { path: '/course/courseIndex', title: '课程' },
  userId: 12,
  version: '1.3.2',
  ecology: 'H5',
  system: 'iOS 17.2',
  ecologyName: 'h5',
  channel: 1,
  ...over,
});

suite('event report', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;

  await t.test('a batch is stored in one insert and counted', async () => {
    const before = (await db.selectFrom('events').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const r = await api.post(REPORT, [record(), record({ eventType: 'ROUBIN_YEARBILL_SHARE', userId: null, eventProperties: '{"a":1}' })]);
    assert.deepEqual(r.body, { state: 1, msg: '成功', data: { accepted: 2 } });
    const rows = await db.selectFrom('events').selectAll().orderBy('id').execute();
    assert.equal(rows.length, before + 2);
    const [first, second] = rows.slice(-2);
    assert.equal(first.event_type, 'ROUBIN_COMMON_PAGE_VIEW');
    assert.deepEqual(JSON.parse(first.event_properties), { path: '/course/courseIndex', title: '课程' });
    assert.equal(first.channel, '1');
    assert.equal(first.user_id, 12);
    assert.equal(first.received_at, env.clock.now());
    assert.equal(second.user_id, null);
    assert.equal(second.event_properties, '{"a":1}');
  });

  await t.test('100 records are accepted, 101 and 0 are not', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => record({ browseUUID: `u${i}` }));
    assert.equal((await api.post(REPORT, hundred)).body.data.accepted, 100);
    assert.deepEqual((await api.post(REPORT, [...hundred, record()])).body, { state: 4001, msg: '一次最多上报100条事件', data: null });
    assert.deepEqual((await api.post(REPORT, [])).body, { state: 4001, msg: '至少上报1条事件', data: null });
    assert.deepEqual((await api.post(REPORT, record())).body, { state: 4001, msg: '事件记录须为数组', data: null });
  });

  await t.test('eventType must be uppercase and start with ROUBIN_', async () => {
    for (const eventType of ['roubin_common_view', 'COMMON_VIEW', 'ROUBIN_', 'ROUBIN_Page', 'ROUBIN-X']) {
      const r = await api.post(REPORT, [record(), record({ eventType })]);
      assert.deepEqual(r.body, { state: 4001, msg: '第2条：事件类型须为 ROUBIN_ 开头的大写字母、数字或下划线', data: null }, eventType);
    }
    const { eventType, ...noType } = record();
    assert.equal((await api.post(REPORT, [noType])).body.msg, '第1条：缺少事件类型');
    assert.equal((await api.post(REPORT, [record({ requestTime: 1736128800000 })])).body.msg, '第1条：上报时间须为秒级时间戳');
  });

  await t.test('oversized properties are refused', async () => {
    const r = await api.post(REPORT, [record({ eventProperties: { blob: 'x'.repeat(9000) } })]);
    assert.deepEqual(r.body, { state: 4001, msg: '第1条：事件属性过大', data: null });
  });
});
