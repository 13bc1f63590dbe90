import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { loggerOptions } from '../src/core/log.js';
import { nextMobile, suite } from './helpers/harness.js';

suite('logs keep secrets out', ['sqlite'], async (t, env) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const api = await env.build({
    deps: { logger: { ...(loggerOptions('debug') as object), stream } },
    extend: (app) =>
      app.get('/api/__test/boom', async () => {
        throw new Error('lookup failed for 13912345678');
      }),
  });

  await t.test('no full mobile, code, token or body in any line', async () => {
    const mobile = nextMobile();
    const { token } = await api.login(mobile);
    const code = (await api.get(`/api/__dev/sms/${mobile}`)).body.data.code;
    await api.get('/api/user/user/getUserInfo', { token });
    await api.get('/api/__test/boom', { token });
    const text = lines.join('');
    assert.ok(lines.length > 3, 'something was logged');
    assert.ok(!text.includes(mobile), 'full mobile');
    assert.ok(!text.includes('13912345678'), 'mobile inside an error message');
    assert.ok(text.includes('139****5678'), 'masked form is kept');
    assert.ok(!text.includes(token), 'token');
    assert.ok(!text.includes(`"${code}"`) && !text.includes(`=${code}`), 'verification code');
    assert.ok(!text.includes('verificationCode'), 'request body');
    assert.ok(text.includes('"url":"/api/user/login/sendVerificationCode"'), 'paths are logged without their query');
  });
});
