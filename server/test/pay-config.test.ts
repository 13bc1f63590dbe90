import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { assertUsableConfig, loadConfig, wechatPayProblems } from '../src/config.js';
import { createPayProviders } from '../src/providers/pay/index.js';
import { FakeClock } from './helpers/clock.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const publicPem = keys.publicKey.export({ format: 'pem', type: 'spki' }) as string;

test('pay configuration: defaults, PEMs inline or from files, checks', () => {
  const defaults = loadConfig({});
  assert.equal(defaults.pay.provider, 'sandbox');
  assert.equal(defaults.pay.providerExplicit, false);
  assert.equal(defaults.pay.orderTimeoutMinutes, 15);
  assert.equal(defaults.pay.wechat.apiBase, 'https://api.mch.weixin.qq.com');
  assert.throws(() => loadConfig({ PAY_PROVIDER: 'alipay' }), /PAY_PROVIDER must be sandbox or wechat/);
  assert.throws(() => loadConfig({ ORDER_PAY_TIMEOUT_MINUTES: '0' }), /at least 1/);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-pay-'));
  try {
    fs.writeFileSync(path.join(dir, 'cert.pem'), publicPem);
    const env = {
      PAY_PROVIDER: 'wechat',
      WECHATPAY_MCHID: '1900000109',
      WECHATPAY_SERIAL: 'ABC',
      WECHATPAY_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
      WECHATPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
      WECHATPAY_PLATFORM_CERT_FILE: path.join(dir, 'cert.pem'),
      WECHATPAY_NOTIFY_URL: 'https://example.com/api/pay/wechat/notify',
      WECHATPAY_API_BASE: 'http://127.0.0.1:9/',
      ORDER_PAY_TIMEOUT_MINUTES: '30',
    };
    const config = loadConfig(env);
    assert.equal(config.pay.wechat.privateKey, privatePem, 'escaped newlines restored');
    assert.equal(config.pay.wechat.platformCert, publicPem.trim());
    assert.equal(config.pay.wechat.apiBase, 'http://127.0.0.1:9');
    assert.equal(config.pay.orderTimeoutMinutes, 30);
    assert.deepEqual(wechatPayProblems(config.pay.wechat), []);
    assertUsableConfig(config);
    const providers = createPayProviders(config, new FakeClock());
    assert.equal(providers.active.name, 'wechat');
    assert.equal(providers.sandbox, null);
    assert.equal(providers.active.supports('appXfs'), false, 'no WECHATPAY_APP_APPID');

    assert.throws(() => loadConfig({ ...env, WECHATPAY_PLATFORM_CERT_FILE: path.join(dir, 'missing.pem') }), /WECHATPAY_PLATFORM_CERT_FILE: cannot read/);
    const incomplete = loadConfig({ PAY_PROVIDER: 'wechat', WECHATPAY_APIV3_KEY: 'short' });
    assert.throws(() => assertUsableConfig(incomplete), /PAY_PROVIDER=wechat needs WECHATPAY_MCHID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY \(PEM\), WECHATPAY_APIV3_KEY \(32 characters\)/);
    assert.throws(() => createPayProviders(incomplete, new FakeClock()), /PAY_PROVIDER=wechat needs/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  assert.throws(() => assertUsableConfig(loadConfig({ NODE_ENV: 'production' })), /needs PAY_PROVIDER set explicitly/);
});
