import assert from 'node:assert/strict';
import { ALL_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

suite('envelope and validation', ALL_VARIANTS, async (t, env) => {
  const api = await env.build({
    extend: (app) =>
      app.get('/api/__test/boom', async () => {
        throw new Error('boom with 13812345678 inside');
      }),
  });

  await t.test('success answers {state:1,msg,data}', async () => {
    const r = await api.get('/api/sceneInfo', { query: { sceneId: 536 } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { state: 1, msg: '成功', data: { sceneId: 536, name: '423 会员权益推广', status: 1 } });
    assert.match(String(r.headers['content-type']), /application\/json/);
  });

  await t.test('unknown scene is -6009 (silent for the client)', async () => {
    const r = await api.get('/api/sceneInfo', { query: { sceneId: 0 } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { state: -6009, msg: '活动不存在', data: null });
  });

  await t.test('unknown /api path: HTTP 404 with the 4040 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const r = await api.call(method, '/api/nope');
      assert.equal(r.status, 404);
      assert.deepEqual(r.body, { state: 4040, msg: '接口不存在', data: null });
    }
  });

  await t.test('validation failures: HTTP 200, 4001 and a Chinese message naming the field', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/api/sceneInfo', { sceneId: 'abc' }, '场景编号格式不正确'],
      ['/api/sceneInfo', {}, '请填写场景编号'],
      ['/api/user/login/sendVerificationCode', { mobile: '' }, '请输入手机号'],
      ['/api/user/login/sendVerificationCode', {}, '请输入手机号'],
      ['/api/user/login/sendVerificationCode', { mobile: '2380013800' }, '请输入正确的手机号'],
      ['/api/user/login/sendVerificationCode', { mobile: '13800138000', countryCode: '1' }, '目前仅支持中国大陆手机号（+86）'],
      ['/api/user/login/sendVerificationCode', { mobile: '13800138000', ecologyName: 'ios' }, '客户端类型（ecologyName）格式不正确'],
      ['/api/user/login/getTicket', { ecologyName: 'mpXfs' }, '缺少微信授权码'],
    ];
    for (const [url, query, msg] of cases) {
      const r = await api.get(url, { query });
      assert.equal(r.status, 200, url);
      assert.deepEqual(r.body, { state: 4001, msg, data: null }, `${url} ${JSON.stringify(query)}`);
    }
  });

  await t.test('body validation names the field', async () => {
    const r = await api.post('/api/user/login/getTokenByMobileAndVerificationCode', {
      mobile: '13800138000',
      verificationCode: '12ab',
      ecologyName: 'h5',
    });
    assert.deepEqual(r.body, { state: 4001, msg: '请输入6位数字验证码', data: null });
    const missing = await api.post('/api/user/login/getTokenByMobileAndVerificationCode', {
      mobile: '13800138000',
      ecologyName: 'h5',
    });
    assert.deepEqual(missing.body, { state: 4001, msg: '请输入验证码', data: null });
  });

  await t.test('malformed JSON is a 4001, not a 500', async () => {
    const r = await api.post('/api/collect/event/report', '{"oops', { headers: { 'content-type': 'application/json' } });
    assert.equal(r.status, 200);
    assert.equal(r.body.state, 4001);
    assert.equal(r.body.msg, '请求内容格式不正确');
  });

  await t.test('unexpected errors: HTTP 500, state 5000', async () => {
    const r = await api.get('/api/__test/boom');
    assert.equal(r.status, 500);
    assert.deepEqual(r.body, { state: 5000, msg: '服务器开小差了，请稍后再试', data: null });
  });

  await t.test('health answers ok', async () => {
    const r = await api.get('/api/health');
    assert.deepEqual(r.body, { state: 1, msg: '成功', data: { ok: true } });
  });
});
