import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { nextIp, suite } from './helpers/harness.js';
import { FakeWecomRobot } from './fakes/wecom.js';

const RELAY = '/api/cgi-bin/webhook/send';
const KEY = 'xinzhan-client';
const content = '## TypeError\n> 用户ID：12\n> 页面：/course/courseIndex\n> 错误信息：x is undefined';
const report = { msgtype: 'markdown', markdown: { content } };

suite('error report relay', DB_VARIANTS, async (t, env) => {
  const robot = await new FakeWecomRobot('robot-key-1').start();
  t.after(() => robot.stop());
  const relaying = await env.build({
    config: (c) => {
      c.wecom = { robotKey: 'robot-key-1', robotBase: robot.base };
    },
  });
  const storing = await env.build();
  const { db } = env.backend.database;
  const row = (id: number) => db.selectFrom('error_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  await t.test('stored and relayed to the robot as markdown', async () => {
    const r = await relaying.post(RELAY, report, { query: { key: KEY }, ip: nextIp() });
    assert.equal(r.body.state, 1);
    await relaying.app.ctx.background.drain();
    assert.deepEqual(robot.messages.at(-1), { msgtype: 'markdown', markdown: { content } });
    const stored = await row(r.body.data.id);
    assert.equal(stored.content, content);
    assert.equal(stored.relay_status, 'sent');
    assert.equal(stored.relayed_at, env.clock.now());
  });

  await t.test('without WECOM_ROBOT_KEY: stored, not relayed', async () => {
    const before = robot.messages.length;
    const r = await storing.post(RELAY, report, { query: { key: KEY }, ip: nextIp() });
    assert.equal(r.body.state, 1);
    await storing.app.ctx.background.drain();
    assert.equal(robot.messages.length, before);
    assert.equal((await row(r.body.data.id)).relay_status, 'skipped');
  });

  await t.test('a wrong or missing key is 4003 and stores nothing', async () => {
    const count = async () => (await db.selectFrom('error_reports').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    for (const query of [{ key: 'guess' }, {}] as Array<Record<string, string>>) {
      const r = await relaying.post(RELAY, report, { query, ip: nextIp() });
      assert.deepEqual(r.body, { state: 4003, msg: '密钥错误', data: null });
    }
    assert.equal(await count(), before);
  });

  await t.test('a failing robot marks the row failed; the client still gets success', async () => {
    robot.broken = true;
    try {
      const r = await relaying.post(RELAY, report, { query: { key: KEY }, ip: nextIp() });
      assert.equal(r.body.state, 1);
      await relaying.app.ctx.background.drain();
      const stored = await row(r.body.data.id);
      assert.equal(stored.relay_status, 'failed');
      assert.match(String(stored.relay_error), /HTTP 500/);
    } finally {
      robot.broken = false;
    }
  });

  await t.test('body checks: markdown only, content required', async () => {
    const text = await relaying.post(RELAY, { msgtype: 'text', markdown: { content: 'x' } }, { query: { key: KEY } });
    assert.deepEqual(text.body, { state: 4001, msg: '消息类型须为 markdown', data: null });
    const other = await relaying.post(RELAY, { msgtype: 'text', text: { content: 'x' } }, { query: { key: KEY } });
    assert.deepEqual(other.body, { state: 4001, msg: '缺少 markdown 消息内容', data: null });
    const empty = await relaying.post(RELAY, { msgtype: 'markdown', markdown: { content: '' } }, { query: { key: KEY } });
    assert.deepEqual(empty.body, { state: 4001, msg: '消息内容不能为空', data: null });
  });

  await t.test('at most 60 reports per IP per minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) assert.equal((await storing.post(RELAY, report, { query: { key: KEY }, ip })).body.state, 1);
    assert.equal((await storing.post(RELAY, report, { query: { key: KEY }, ip })).body.state, 4106);
  });
});
