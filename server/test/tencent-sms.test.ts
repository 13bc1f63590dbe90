import assert from 'node:assert/strict';
import type { AppConfig } from '../src/config.js';
import { nextIp, nextMobile, suite } from './helpers/harness.js';
import { FakeTencentSms } from './fakes/tencent-sms.js';

suite('Tencent Cloud SMS provider', ['sqlite'], async (t, env) => {
  const fake = await new FakeTencentSms('AKIDtest', 'secret-key-1', () => Math.floor(env.clock.now() / 1000)).start();
  t.after(() => fake.stop());
  const tencent = (secretKey: string) => (c: AppConfig) => {
    c.sms = {
      provider: 'tencent',
      tencent: {
        secretId: 'AKIDtest',
        secretKey,
        sdkAppId: '1400000001',
        signName: '心栈',
        templateId: '123456',
        region: 'ap-guangzhou',
        endpoint: fake.base,
      },
    };
  };
  const api = await env.build({ config: tencent('secret-key-1') });
  const misconfigured = await env.build({ config: tencent('wrong-key') });
  const send = (app = api, mobile = nextMobile()) =>
    app.get('/api/user/login/sendVerificationCode', { query: { countryCode: 86, mobile, ecologyName: 'h5' }, ip: nextIp() });

  await t.test('sends a signed SendSms request and the code logs in', async () => {
    const mobile = nextMobile();
    assert.equal((await send(api, mobile)).body.state, 1);
    assert.deepEqual(fake.rejections, []);
    const sms = fake.sent.at(-1)!;
    assert.equal(sms.phone, `+86${mobile}`);
    assert.equal(sms.sdkAppId, '1400000001');
    assert.equal(sms.signName, '心栈');
    assert.equal(sms.templateId, '123456');
    assert.match(sms.params[0], /^\d{6}$/);
    assert.equal(sms.params[1], '5', 'minutes of validity');
    const login = await api.post('/api/user/login/getTokenByMobileAndVerificationCode', {
      countryCode: '86', mobile, verificationCode: sms.params[0], ecologyName: 'h5',
    });
    assert.equal(login.body.state, 1);
  });

  await t.test('the code is not kept for the dev endpoint', async () => {
    const mobile = nextMobile();
    await send(api, mobile);
    assert.equal((await api.get(`/api/__dev/sms/${mobile}`)).body.state, 4042);
  });

  await t.test('a refused request is 5001 and does not start the 60 s wait', async () => {
    const mobile = nextMobile();
    const r = await send(misconfigured, mobile);
    assert.deepEqual(r.body, { state: 5001, msg: '短信发送失败，请稍后再试', data: null });
    assert.equal(fake.rejections.at(-1), 'signature mismatch');
    assert.equal((await send(api, mobile)).body.state, 1, 'a retry is allowed at once');
  });
});
