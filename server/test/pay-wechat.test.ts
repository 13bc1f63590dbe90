import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { DB_VARIANTS } from './helpers/backends.js';
import {
  ADMIN_TOKEN,
  DAY_MS,
  admin,
  assertLedgerConsistent,
  balanceOf,
  commodityId,
  couponState,
  grantCoupons,
  orderRow,
  userIdOf,
} from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { FakeWechatPay, NOTIFY_URL, PAY_APP_APPID, PAY_MCHID } from './fakes/wechatpay.js';
import { MINI, MP } from './fakes/wechat.js';

suite('pay: WeChat Pay API v3 (local fake)', DB_VARIANTS, async (t, env) => {
  const fake = await new FakeWechatPay(() => env.clock.now()).start();
  t.after(() => fake.stop());
  const api = await env.build({
    config: (c) => {
      c.pay.provider = 'wechat';
      c.pay.wechat = fake.config();
      c.wechat.mp = MP;
      c.wechat.mini = MINI;
      c.adminToken = ADMIN_TOKEN;
    },
  });
  const { db } = env.backend.database;
  const monthly = await commodityId(db, 'monthly-auto');
  let openidCounter = 0;
  /** A user with a WeChat identity of the official account (and one of the mini-program). */
  const wechatUser = async () => {
    const { token, mobile } = await api.login();
    const userId = await userIdOf(api, token);
    openidCounter += 1;
    const now = env.clock.now();
    const openid = `o_mp_${process.pid}_${openidCounter}`;
    await db
      .insertInto('wechat_identities')
      .values([
        { openid, app: 'mp', unionid: null, user_id: userId, nickname: '', avatar: '', created_at: now, updated_at: now },
        { openid: `${openid}_mini`, app: 'mini', unionid: null, user_id: userId, nickname: '', avatar: '', created_at: now, updated_at: now },
      ])
      .execute();
    return { token, mobile, userId, openid };
  };
  const addOrder = (token: string, body: Record<string, unknown>) =>
    api.post('/api/pay/addorder', { commodityId: monthly, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', ...body }, { token });
  const notify = (n: { headers: Record<string, string>; body: string }) =>
    api.app.inject({ method: 'POST', url: '/api/pay/wechat/notify', headers: n.headers, payload: n.body });
  const paying = async (token: string, openid: string, extra: Record<string, unknown> = {}) => {
    const r = await addOrder(token, { payScene: 'mpXfs', openId: openid, ...extra });
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data.orderNumber as string;
  };

  await t.test('JSAPI prepay (mpXfs): the order reaches WeChat Pay signed, the client gets a valid pay-sign', async () => {
    const { token, openid } = await wechatUser();
    const r = await addOrder(token, { payScene: 'mpXfs', openId: openid });
    assert.equal(r.body.state, 1, r.raw);
    const { orderNumber } = r.body.data;
    const prepay = fake.prepays.get(orderNumber)!;
    assert.deepEqual(
      { kind: prepay.kind, appid: prepay.appid, total: prepay.total, openid: prepay.openid, notifyUrl: prepay.notifyUrl, description: prepay.description },
      { kind: 'jsapi', appid: MP.appId, total: 2500, openid, notifyUrl: NOTIFY_URL, description: '心栈-连续包月' },
    );
    assert.equal(prepay.timeExpire, '2025-01-06T10:15:00+08:00', 'WeChat refuses payment after our deadline');
    const info = JSON.parse(r.body.data.signInfo);
    assert.deepEqual(Object.keys(info).sort(), ['appId', 'nonceStr', 'packageVal', 'paySign', 'signType', 'timeStamp']);
    assert.equal(info.appId, MP.appId);
    assert.equal(info.packageVal, `prepay_id=${prepay.prepayId}`);
    assert.equal(info.signType, 'RSA');
    assert.equal(info.timeStamp, String(Math.floor(env.clock.now() / 1000)));
    assert.match(info.nonceStr, /^[0-9A-Za-z]{32}$/);
    assert.ok(fake.verifyClientSign(`${info.appId}\n${info.timeStamp}\n${info.nonceStr}\n${info.packageVal}\n`, info.paySign));

    const mini = JSON.parse((await addOrder(token, { payScene: 'miniXfs' })).body.data.signInfo);
    assert.equal(mini.appId, MINI.appId);
    assert.ok(fake.verifyClientSign(`${mini.appId}\n${mini.timeStamp}\n${mini.nonceStr}\n${mini.packageVal}\n`, mini.paySign));
  });

  await t.test('APP prepay (appXfs): partnerId, prepayId, Sign=WXPay and a valid sign', async () => {
    const { token } = await wechatUser();
    const r = await addOrder(token, { payScene: 'appXfs' });
    assert.equal(r.body.state, 1, r.raw);
    const info = JSON.parse(r.body.data.signInfo);
    assert.deepEqual(Object.keys(info).sort(), ['appId', 'nonceStr', 'packageVal', 'partnerId', 'prepayId', 'sign', 'timestamp']);
    assert.equal(info.partnerId, PAY_MCHID);
    assert.equal(info.packageVal, 'Sign=WXPay');
    assert.equal(fake.prepays.get(r.body.data.orderNumber)!.kind, 'app');
    assert.equal(fake.prepays.get(r.body.data.orderNumber)!.prepayId, info.prepayId);
    assert.ok(fake.verifyClientSign(`${PAY_APP_APPID}\n${info.timestamp}\n${info.nonceStr}\n${info.prepayId}\n`, info.sign));
  });

  await t.test('platform and payer checks', async () => {
    const { token } = await wechatUser();
    assert.deepEqual((await addOrder(token, { payScene: 'h5' })).body, { state: 4303, msg: '暂不支持该平台下单', data: null });
    assert.equal((await addOrder(token, { payScene: 'other' })).body.state, 4303);
    assert.deepEqual(
      (await addOrder(token, { payScene: 'mpXfs', openId: 'o_of_someone_else' })).body,
      { state: 4310, msg: '请先在微信中授权登录后再支付', data: null },
    );
    const plain = await api.login();
    assert.equal((await addOrder(plain.token, { payScene: 'mpXfs' })).body.state, 4310, 'no WeChat identity');
    assert.equal((await api.post('/api/pay/sandbox/complete', { orderNumber: 'XZ000000000000', result: 'success' }, { token })).body.state, 4311);
  });

  await t.test('a failed prepay answers 5002 and the order can be paid again', async () => {
    const { token, openid } = await wechatUser();
    fake.failures.push({ status: 500, code: 'SYSTEM_ERROR', message: '系统错误' });
    const failed = await addOrder(token, { payScene: 'mpXfs', openId: openid });
    assert.deepEqual(failed.body, { state: 5002, msg: '支付服务暂时不可用，请稍后再试', data: null });
    const order = (await db.selectFrom('orders').selectAll().where('user_id', '=', await userIdOf(api, token)).executeTakeFirstOrThrow());
    const attempts = await db.selectFrom('payments').select(['status', 'error']).where('order_id', '=', order.id).execute();
    assert.equal(attempts[0].status, 'failed');
    assert.match(attempts[0].error!, /HTTP 500 SYSTEM_ERROR/);
    const retry = await addOrder(token, { payScene: 'mpXfs', extInfo: { orderNumber: order.order_number } });
    assert.equal(retry.body.state, 1, retry.raw);
  });

  await t.test('the payment callback: verified, decrypted, applied once (100 replays)', async () => {
    const { token, userId, openid } = await wechatUser();
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-vip-85');
    const orderNumber = await paying(token, openid, { extInfo: { couponId } });
    const payable = Math.round(2500 * 0.85);
    assert.equal(fake.prepays.get(orderNumber)!.total, payable);
    env.clock.advance(20_000);
    const n = fake.notification(orderNumber);
    const first = await notify(n);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { code: 'SUCCESS', message: '成功' });
    const paid = await orderRow(db, orderNumber);
    assert.equal(paid.status, 'paid');
    assert.match(paid.transaction_id!, /^4200002\d+$/);
    assert.equal((await couponState(db, couponId)).state, 'used');
    const expireAt = env.clock.now() + 31 * DAY_MS;
    assert.deepEqual((await api.userInfo(token)).vip, { isVip: true, expireAt });
    assert.equal(await balanceOf(db, userId), 100);

    // WeChat retries (and an attacker replays) the same notification: 100 more, at once.
    const replays = await Promise.all(Array.from({ length: 100 }, () => notify(n)));
    for (const r of replays) assert.deepEqual([r.statusCode, r.json()], [200, { code: 'SUCCESS', message: '成功' }]);
    const after = await orderRow(db, orderNumber);
    assert.deepEqual(after, paid, 'the order changed once');
    assert.equal((await api.userInfo(token)).vip.expireAt, expireAt);
    assert.equal(await balanceOf(db, userId), 100);
    const verdicts = await db.selectFrom('payment_callbacks').select('verdict').where('order_number', '=', orderNumber).execute();
    assert.equal(verdicts.filter((v) => v.verdict === 'applied').length, 1);
    assert.equal(verdicts.filter((v) => v.verdict === 'duplicate').length, 100);
    const status = await api.get('/api/order/status', { token, query: { orderNumber } });
    assert.deepEqual(status.body.data.vip, { isVip: true, expireAt });
    await assertLedgerConsistent(db);
  });

  await t.test('a callback with the wrong amount or a bad signature changes nothing and is recorded', async () => {
    const { token, userId, openid } = await wechatUser();
    const orderNumber = await paying(token, openid);
    const before = await orderRow(db, orderNumber);
    const cases: Array<[string, { headers: Record<string, string>; body: string }, number, string]> = [
      ['wrong amount', fake.notification(orderNumber, { amountFen: 1 }), 500, 'amount_mismatch'],
      ['body changed after signing', fake.notification(orderNumber, { tamper: true }), 400, 'bad_signature'],
      ['signed by another key', fake.notification(orderNumber, { signer: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }), 400, 'bad_signature'],
      ['signed 10 minutes ago', fake.notification(orderNumber, { skewSeconds: 600 }), 400, 'stale'],
      ['another merchant', fake.notification(orderNumber, { mchid: '1230000109' }), 400, 'bad_request'],
      ['unknown order', fake.notification('XZ20250106999999999999'), 500, 'unknown_order'],
    ];
    for (const [label, n, status, verdict] of cases) {
      const r = await notify(n);
      assert.equal(r.statusCode, status, label);
      assert.deepEqual(r.json(), { code: 'FAIL', message: `失败：${verdict}` }, label);
    }
    const noHeaders = await api.app.inject({ method: 'POST', url: '/api/pay/wechat/notify', headers: { 'content-type': 'application/json' }, payload: fake.notification(orderNumber).body });
    assert.equal(noHeaders.statusCode, 400);
    const notPaid = await notify(fake.notification(orderNumber, { tradeState: 'NOTPAY' }));
    assert.equal(notPaid.statusCode, 200, 'a non-success event is acknowledged, not applied');

    assert.deepEqual(await orderRow(db, orderNumber), before);
    assert.equal(await balanceOf(db, userId), 0);
    assert.equal((await api.userInfo(token)).vip.isVip, false);
    const stored = await db.selectFrom('payment_callbacks').select(['verdict', 'provider']).orderBy('id', 'desc').limit(8).execute();
    assert.deepEqual(
      stored.map((s) => s.verdict).reverse(),
      ['amount_mismatch', 'bad_signature', 'bad_signature', 'stale', 'bad_request', 'unknown_order', 'bad_signature', 'not_success'],
    );
    const audit = await api.get('/api/admin/payment-callbacks', { ...admin, query: { limit: 8 } });
    assert.equal(audit.body.data.length, 8);
    assert.equal(audit.body.data[7].verdict, 'amount_mismatch');

    // The genuine callback still works afterwards.
    assert.equal((await notify(fake.notification(orderNumber))).statusCode, 200);
    assert.equal((await orderRow(db, orderNumber)).status, 'paid');
  });

  await t.test('unverifiable callbacks from one address are stored at most 60 a minute', async () => {
    const before = (await db.selectFrom('payment_callbacks').select('id').execute()).length;
    const bad = fake.notification('XZ20250106000000000001', { tamper: true });
    const replies = await Promise.all(
      Array.from({ length: 70 }, () =>
        api.app.inject({ method: 'POST', url: '/api/pay/wechat/notify', headers: bad.headers, payload: bad.body, remoteAddress: '203.0.113.9' }),
      ),
    );
    for (const r of replies) assert.equal(r.statusCode, 400);
    assert.equal((await db.selectFrom('payment_callbacks').select('id').execute()).length - before, 60);
    env.clock.advance(60_000);
  });

  await t.test('closing: the sweep closes the order at WeChat Pay; money arriving later is flagged', async () => {
    const { token, openid } = await wechatUser();
    const orderNumber = await paying(token, openid);
    env.clock.advance(18 * 60_000);
    assert.ok((await api.app.ctx.services.orders.closeExpired()) >= 1);
    await api.app.ctx.background.drain();
    assert.ok(fake.closed.includes(orderNumber));
    const late = await notify(fake.notification(orderNumber));
    assert.equal(late.statusCode, 200, 'acknowledged so WeChat stops retrying');
    assert.equal((await orderRow(db, orderNumber)).status, 'closed');
    const stored = await db.selectFrom('payment_callbacks').select(['verdict', 'detail']).where('order_number', '=', orderNumber).execute();
    assert.equal(stored.at(-1)!.verdict, 'late_paid');
    assert.match(stored.at(-1)!.detail, /refund .* by hand/);
  });

  await t.test('operator refund: WeChat refund, then membership and credits taken back with ledger rows', async () => {
    const { token, userId, openid } = await wechatUser();
    const orderNumber = await paying(token, openid);
    assert.equal((await notify(fake.notification(orderNumber))).statusCode, 200);
    const paidExpiry = (await api.userInfo(token)).vip.expireAt;
    assert.equal(paidExpiry, env.clock.now() + 31 * DAY_MS);
    assert.equal(await balanceOf(db, userId), 100);
    await api.app.ctx.services.credits.adjust(userId, -40, 'spent elsewhere');

    const refunded = await api.post(`/api/admin/orders/${orderNumber}/refund`, { reason: '用户申请退款' }, admin);
    assert.equal(refunded.body.state, 1, refunded.raw);
    assert.equal(refunded.body.data.status, 'refunded');
    assert.deepEqual(fake.refunds.at(-1), { outTradeNo: orderNumber, outRefundNo: `R${orderNumber}`, refund: 2500, total: 2500 });
    const info = await api.userInfo(token);
    assert.equal(info.vip.isVip, false);
    assert.equal(info.vip.expireAt, env.clock.now());
    assert.equal(await balanceOf(db, userId), 0, 'the first-purchase reward is taken back as far as the balance allows');
    const ledger = await db.selectFrom('credit_ledger').select(['delta', 'reason']).where('user_id', '=', userId).orderBy('id').execute();
    assert.deepEqual(ledger.map((l) => [l.delta, l.reason]), [[100, 'first_purchase'], [-40, 'admin_adjust'], [-60, 'first_purchase_revoked']]);
    assert.equal((await api.post(`/api/admin/orders/${orderNumber}/refund`, {}, admin)).body.state, 4308, 'only once');
    await assertLedgerConsistent(db);
  });
});
