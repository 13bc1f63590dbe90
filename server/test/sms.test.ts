import assert from 'node:assert/strict';
import { ALL_VARIANTS } from './helpers/backends.js';
import { nextIp, nextMobile, suite, type TestApp } from './helpers/harness.js';

const SEND = '/api/user/login/sendVerificationCode';
const LOGIN = '/api/user/login/getTokenByMobileAndVerificationCode';

function send(api: TestApp, mobile: string, ip = nextIp()) {
  return api.get(SEND, { query: { countryCode: 86, mobile, ecologyName: 'h5' }, ip });
}

function login(api: TestApp, mobile: string, verificationCode: string) {
  return api.post(LOGIN, { countryCode: '86', mobile, verificationCode, ecologyName: 'h5' });
}

async function devCode(api: TestApp, mobile: string): Promise<string> {
  return (await api.get(`/api/__dev/sms/${mobile}`)).body.data.code;
}

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

suite('SMS verification codes', ALL_VARIANTS, async (t, env) => {
  const api = await env.build();

  await t.test('a sent code is 6 digits, answers expiresIn/resendAfter, and logs in once', async () => {
    const mobile = nextMobile();
    const sent = await send(api, mobile);
    assert.deepEqual(sent.body, { state: 1, msg: '成功', data: { expiresIn: 300, resendAfter: 60 } });
    const code = await devCode(api, mobile);
    assert.match(code, /^\d{6}$/);
    const first = await login(api, mobile, code);
    assert.equal(first.body.state, 1);
    const again = await login(api, mobile, code);
    assert.deepEqual(again.body, { state: 4102, msg: '验证码已失效，请重新获取', data: null });
  });

  await t.test('one send per mobile per 60 s, with the seconds left in the message', async () => {
    const mobile = nextMobile();
    assert.equal((await send(api, mobile)).body.state, 1);
    env.clock.advanceSeconds(15);
    const tooSoon = await send(api, mobile);
    assert.deepEqual(tooSoon.body, { state: 4103, msg: '发送太频繁，请45秒后再试', data: null });
    env.clock.advanceSeconds(44);
    assert.equal((await send(api, mobile)).body.msg, '发送太频繁，请1秒后再试');
    env.clock.advanceSeconds(1);
    assert.equal((await send(api, mobile)).body.state, 1);
  });

  await t.test('a new code replaces the old one', async () => {
    const mobile = nextMobile();
    await send(api, mobile);
    const first = await devCode(api, mobile);
    env.clock.advanceSeconds(61);
    await send(api, mobile);
    const second = await devCode(api, mobile);
    if (first !== second) assert.equal((await login(api, mobile, first)).body.state, 4101);
    assert.equal((await login(api, mobile, second)).body.state, 1);
  });

  await t.test('at most 10 sends per mobile per day; the next day allows again', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await send(api, mobile)).body.state, 1, `send ${i + 1}`);
      env.clock.advanceSeconds(61);
    }
    const eleventh = await send(api, mobile);
    assert.deepEqual(eleventh.body, { state: 4104, msg: '今日验证码发送次数已达上限', data: null });
    env.clock.advance(24 * 3600_000);
    assert.equal((await send(api, mobile)).body.state, 1);
  });

  await t.test('at most 30 sends per IP per hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      assert.equal((await send(api, nextMobile(), ip)).body.state, 1, `send ${i + 1}`);
    }
    const limited = await send(api, nextMobile(), ip);
    assert.deepEqual(limited.body, { state: 4106, msg: '请求过于频繁，请稍后再试', data: null });
    assert.equal((await send(api, nextMobile(), nextIp())).body.state, 1, 'another IP is not limited');
    env.clock.advance(3600_000);
    assert.equal((await send(api, nextMobile(), ip)).body.state, 1, 'the next hour allows again');
  });

  await t.test('5 wrong tries void the code, even for the right code afterwards', async () => {
    const mobile = nextMobile();
    await send(api, mobile);
    const code = await devCode(api, mobile);
    for (let i = 1; i <= 4; i += 1) {
      assert.deepEqual((await login(api, mobile, wrong(code))).body, { state: 4101, msg: '验证码错误', data: null });
    }
    const fifth = await login(api, mobile, wrong(code));
    assert.deepEqual(fifth.body, { state: 4105, msg: '错误次数过多，请重新获取验证码', data: null });
    assert.equal((await login(api, mobile, code)).body.state, 4105);
    env.clock.advanceSeconds(61);
    await send(api, mobile);
    assert.equal((await login(api, mobile, await devCode(api, mobile))).body.state, 1, 'a new code works');
  });

  await t.test('4 wrong tries then the right code still log in', async () => {
    const mobile = nextMobile();
    await send(api, mobile);
    const code = await devCode(api, mobile);
    for (let i = 0; i < 4; i += 1) await login(api, mobile, wrong(code));
    assert.equal((await login(api, mobile, code)).body.state, 1);
  });

  await t.test('a code expires after 300 s', async () => {
    const mobile = nextMobile();
    await send(api, mobile);
    const code = await devCode(api, mobile);
    env.clock.advanceSeconds(299);
    assert.equal((await api.post('/api/user/common/verifyVerificationCode', {
      type: 'login', countryCode: '86', mobile, ecologyName: 'h5', verificationCode: code,
    })).body.state, 1, 'still valid at 299 s (verify does not consume)');
    env.clock.advanceSeconds(1);
    assert.deepEqual((await login(api, mobile, code)).body, { state: 4102, msg: '验证码已失效，请重新获取', data: null });
  });

  await t.test('a code never sent is 4102', async () => {
    assert.equal((await login(api, nextMobile(), '123456')).body.state, 4102);
  });

  await t.test('codes are per purpose: a login code does not switch accounts', async () => {
    const { token } = await api.login();
    const mobile = nextMobile();
    const code = await api.sendCode(mobile, 'login');
    const r = await api.post('/api/user/user/changeAccount', { countryCode: '86', mobile, ecologyName: 'h5', verificationCode: code }, { token });
    assert.equal(r.body.state, 4102);
  });

  await t.test('the dev endpoint answers 4042 for a mobile without a code', async () => {
    const r = await api.get(`/api/__dev/sms/${nextMobile()}`);
    assert.deepEqual(r.body, { state: 4042, msg: '该手机号暂无验证码，请先获取验证码', data: null });
  });
});

suite('SMS dev endpoint in production', ['sqlite'], async (t, env) => {
  const api = await env.build({
    config: (c) => {
      c.nodeEnv = 'production';
      c.isProduction = true;
    },
  });
  await t.test('GET /api/__dev/sms/:mobile does not exist', async () => {
    const mobile = nextMobile();
    assert.equal((await send(api, mobile)).body.state, 1);
    const r = await api.get(`/api/__dev/sms/${mobile}`);
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, { state: 4040, msg: '接口不存在', data: null });
  });
});
