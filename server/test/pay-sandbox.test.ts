import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import {
  DAY_MS,
  assertLedgerConsistent,
  balanceOf,
  commodityId,
  couponState,
  grantCoupons,
  orderRow,
  userIdOf,
} from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('pay: sandbox provider end to end', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const monthly = await commodityId(db, 'monthly-auto');
  const quarterly = await commodityId(db, 'quarterly');
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };
  const addOrder = (token: string, body: Record<string, unknown>) =>
    api.post('/api/pay/addorder', { commodityId: monthly, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', ...body }, { token });
  const complete = (token: string, orderNumber: string, result = 'success', extra: Record<string, unknown> = {}) =>
    api.post('/api/pay/sandbox/complete', { orderNumber, result, ...extra }, { token });

  await t.test('addorder answers signInfo as a JSON string in the shape of each platform', async () => {
    const { token } = await newUser();
    const h5 = await addOrder(token, { payScene: 'h5' });
    assert.equal(h5.body.state, 1, h5.raw);
    assert.equal(typeof h5.body.data.signInfo, 'string');
    const h5Info = JSON.parse(h5.body.data.signInfo);
    assert.deepEqual(h5Info, {
      sandbox: true,
      orderNumber: h5.body.data.orderNumber,
      payableFen: 2500,
      cashier: `/common/orderPay?orderNumber=${h5.body.data.orderNumber}&sandbox=1`,
    });
    assert.equal(h5.body.data.status, 'paying');
    assert.equal(h5.body.data.payableFen, 2500);

    const mp = JSON.parse((await addOrder(token, { payScene: 'mpXfs', openId: 'o_whatever' })).body.data.signInfo);
    for (const key of ['timeStamp', 'nonceStr', 'packageVal', 'signType', 'paySign']) assert.equal(typeof mp[key], 'string', key);
    assert.match(mp.packageVal, /^prepay_id=sandbox_/);
    assert.equal(mp.timeStamp, String(Math.floor(env.clock.now() / 1000)));
    assert.equal(mp.sandbox, true);

    const mini = JSON.parse((await addOrder(token, { payScene: 'miniXfs' })).body.data.signInfo);
    assert.equal(mini.signType, 'RSA');

    const app = JSON.parse((await addOrder(token, { payScene: 'appXfs' })).body.data.signInfo);
    for (const key of ['partnerId', 'prepayId', 'packageVal', 'nonceStr', 'timestamp', 'sign']) assert.equal(typeof app[key], 'string', key);
    assert.equal(app.packageVal, 'Sign=WXPay');

    const order = await orderRow(db, h5.body.data.orderNumber);
    assert.equal(order.status, 'paying');
    assert.equal(order.provider, 'sandbox');
    assert.equal(order.pay_scene, 'h5');
    const attempts = await db.selectFrom('payments').select(['status', 'amount_fen', 'prepay_id']).where('order_id', '=', order.id).execute();
    assert.equal(attempts.length, 1);
    assert.equal(attempts[0].status, 'prepaid');
    assert.equal(attempts[0].amount_fen, 2500);
  });

  await t.test('refusals: other platform, other pay mode, missing commodity', async () => {
    const { token } = await newUser();
    assert.deepEqual((await addOrder(token, { payScene: 'other' })).body, { state: 4303, msg: '暂不支持该平台下单', data: null });
    assert.deepEqual((await addOrder(token, { payScene: 'pc' })).body, { state: 4303, msg: '暂不支持该平台下单', data: null });
    assert.deepEqual((await addOrder(token, { payScene: 'h5', payMode: 'aliPay' })).body, { state: 4304, msg: '暂不支持该支付方式，请使用微信支付', data: null });
    assert.deepEqual((await addOrder(token, { payScene: 'h5', commodityId: undefined })).body, { state: 4001, msg: '请填写商品编号', data: null });
    assert.deepEqual((await addOrder(token, { commodityId: monthly })).body, { state: 4001, msg: '请填写支付场景', data: null });
    assert.equal((await db.selectFrom('orders').select('id').where('user_id', '=', await userIdOf(api, token)).execute()).length, 0);
    assert.equal((await api.post('/api/pay/addorder', { commodityId: monthly, payScene: 'h5' })).body.state, -1);
  });

  await t.test('sandbox success: order paid, coupon used, membership, first-purchase credits', async () => {
    const { token, userId } = await newUser();
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    const placed = await addOrder(token, { payScene: 'h5', purchaseQuantity: 2, extInfo: JSON.stringify({ couponId }) });
    const { orderNumber } = placed.body.data;
    assert.equal(placed.body.data.payableFen, 4000);
    assert.equal((await api.get('/api/order/status', { token, query: { orderNumber } })).body.data.status, 'paying');

    const other = await newUser();
    assert.equal((await complete(other.token, orderNumber)).body.state, 4305, 'owner only');

    env.clock.advance(30_000);
    const done = await complete(token, orderNumber);
    assert.equal(done.body.state, 1, done.raw);
    assert.equal(done.body.data.verdict, 'applied');
    assert.equal(done.body.data.status, 'paid');
    const expireAt = env.clock.now() + 2 * 31 * DAY_MS;
    assert.deepEqual(done.body.data.vip, { isVip: true, expireAt });
    assert.deepEqual((await api.userInfo(token)).vip, { isVip: true, expireAt });
    assert.deepEqual((await api.post('/api/exercise/userRole/userInfo', undefined, { token })).body.data.roles, ['user', 'vip']);
    assert.equal((await couponState(db, couponId)).state, 'used');
    assert.equal(await balanceOf(db, userId), 100, 'first purchase +100');

    const order = await orderRow(db, orderNumber);
    assert.equal(order.paid_at, env.clock.now());
    assert.equal(order.transaction_id, `sandbox_${order.id}`);
    assert.equal(order.earned_credits, 100);
    assert.equal(order.vip_until, expireAt);

    // Completing again changes nothing.
    const again = await complete(token, orderNumber);
    assert.equal(again.body.data.verdict, 'duplicate');
    const after = await orderRow(db, orderNumber);
    assert.equal(after.version, order.version);
    assert.equal(await balanceOf(db, userId), 100);
    assert.deepEqual(
      (await addOrder(token, { payScene: 'h5', extInfo: { orderNumber } })).body,
      { state: 4307, msg: '订单已支付，请勿重复支付', data: null },
    );
    const orders = await api.get('/api/order/list', { token });
    assert.equal(orders.body.data.list[0].status, 'paid');
    await assertLedgerConsistent(db);
  });

  await t.test('memberships stack: max(now, expiry) + duration × quantity', async () => {
    const { token, mobile } = await newUser();
    const buy = async (tok: string, commodity: number, quantity: number) => {
      const placed = await addOrder(tok, { payScene: 'h5', commodityId: commodity, purchaseQuantity: quantity });
      assert.equal(placed.body.state, 1, placed.raw);
      const done = await complete(tok, placed.body.data.orderNumber);
      assert.equal(done.body.data.status, 'paid', done.raw);
      return done.body.data.vip.expireAt as number;
    };
    const start = env.clock.now();
    assert.equal(await buy(token, monthly, 1), start + 31 * DAY_MS);
    env.clock.advance(DAY_MS / 2);
    assert.equal(await buy(token, quarterly, 2), start + (31 + 2 * 92) * DAY_MS, 'stacked on the running membership');
    env.clock.advance(300 * DAY_MS);
    const { token: fresh } = await api.login(mobile);
    assert.equal((await api.userInfo(fresh)).vip.isVip, false);
    assert.equal(await buy(fresh, monthly, 1), env.clock.now() + 31 * DAY_MS, 'a lapsed membership starts again from now');
  });

  await t.test('cancel in the cashier keeps the order payable; pay again later', async () => {
    const { token } = await newUser();
    const { orderNumber } = (await addOrder(token, { payScene: 'h5' })).body.data;
    const cancelled = await complete(token, orderNumber, 'cancel');
    assert.equal(cancelled.body.data.verdict, 'cancelled');
    assert.equal(cancelled.body.data.status, 'paying');
    const retry = await addOrder(token, { payScene: 'h5', commodityId: undefined, extInfo: { orderNumber } });
    assert.equal(retry.body.state, 1, retry.raw);
    assert.equal(retry.body.data.orderNumber, orderNumber);
    const order = await orderRow(db, orderNumber);
    const attempts = await db.selectFrom('payments').select('status').where('order_id', '=', order.id).orderBy('id').execute();
    assert.deepEqual(attempts.map((a) => a.status), ['cancelled', 'prepaid']);
    assert.equal((await complete(token, orderNumber)).body.data.status, 'paid');
  });

  await t.test('a wrong amount changes nothing and is recorded', async () => {
    const { token, userId } = await newUser();
    const { orderNumber } = (await addOrder(token, { payScene: 'h5' })).body.data;
    const before = await orderRow(db, orderNumber);
    const r = await complete(token, orderNumber, 'success', { amountFen: 1 });
    assert.equal(r.body.data.verdict, 'amount_mismatch');
    assert.equal(r.body.data.status, 'paying');
    assert.deepEqual(await orderRow(db, orderNumber), before);
    assert.equal(await balanceOf(db, userId), 0);
    const stored = await db.selectFrom('payment_callbacks').select(['verdict', 'amount_fen', 'detail']).where('order_number', '=', orderNumber).execute();
    assert.deepEqual(stored.map((s) => [s.verdict, s.amount_fen]), [['amount_mismatch', 1]]);
    assert.match(stored[0].detail, /paid 1 fen, order payable 2500 fen/);
  });

  await t.test('100 concurrent completions change the order once', async () => {
    const { token, userId } = await newUser();
    const { orderNumber } = (await addOrder(token, { payScene: 'h5' })).body.data;
    const replies = await Promise.all(Array.from({ length: 100 }, () => complete(token, orderNumber)));
    const verdicts = replies.map((r) => r.body.data.verdict);
    assert.equal(verdicts.filter((v) => v === 'applied').length, 1);
    assert.equal(verdicts.filter((v) => v === 'duplicate').length, 99);
    const order = await orderRow(db, orderNumber);
    assert.equal(order.version, 3, 'created → paying → paid');
    assert.equal(await balanceOf(db, userId), 100);
    assert.equal((await api.userInfo(token)).vip.expireAt, env.clock.now() + 31 * DAY_MS);
    await assertLedgerConsistent(db);
  });

  await t.test('paying a closed or unknown order is refused', async () => {
    const { token } = await newUser();
    const { orderNumber } = (await api.post('/api/order/placeorder', { commodityId: monthly, purchaseQuantity: 1 }, { token })).body.data;
    assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token })).body.data.status, 'closed');
    assert.deepEqual((await addOrder(token, { payScene: 'h5', extInfo: { orderNumber } })).body, { state: 4306, msg: '订单已关闭，请重新下单', data: null });
    assert.deepEqual((await complete(token, orderNumber)).body, { state: 4314, msg: '请先发起支付', data: null });
    assert.equal((await addOrder(token, { payScene: 'h5', extInfo: { orderNumber: 'XZ000000000000000000' } })).body.state, 4305);
    // A payable-0 order through addorder is paid at once.
    const { userId } = { userId: await userIdOf(api, token) };
    const free = await api.app.ctx.services.couponTemplates.save(null, { code: 'sandbox-free', name: '免单券', kind: 'amount', amountFen: 99999, validityDays: 3 });
    const [couponId] = (await api.app.ctx.services.coupons.grant(free.id, [userId], 1))[0].couponIds;
    const paid = await addOrder(token, { payScene: 'h5', extInfo: { couponId } });
    assert.equal(paid.body.data.status, 'paid');
    assert.equal(paid.body.data.payableFen, 0);
    assert.deepEqual(JSON.parse(paid.body.data.signInfo), { paid: true, orderNumber: paid.body.data.orderNumber });
  });

  await t.test('WeChat callbacks without WeChat Pay configured: refused and recorded', async () => {
    const r = await api.app.inject({ method: 'POST', url: '/api/pay/wechat/notify', headers: { 'content-type': 'application/json' }, payload: '{"id":"x"}' });
    assert.equal(r.statusCode, 500);
    assert.deepEqual(r.json(), { code: 'FAIL', message: '失败：not_configured' });
    const last = await db.selectFrom('payment_callbacks').select(['provider', 'verdict', 'body']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(last, { provider: 'wechat', verdict: 'not_configured', body: '{"id":"x"}' });
  });

  await t.test('a paying order closes after its deadline plus a grace for late callbacks', async () => {
    const { token, userId } = await newUser();
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    const { orderNumber } = (await addOrder(token, { payScene: 'h5', extInfo: { couponId } })).body.data;
    env.clock.advance(15 * 60_000 + 1000);
    assert.equal((await api.get('/api/order/status', { token, query: { orderNumber } })).body.data.status, 'paying');
    env.clock.advance(2 * 60_000);
    assert.ok((await api.app.ctx.services.orders.closeExpired()) >= 1);
    assert.equal((await orderRow(db, orderNumber)).status, 'closed');
    assert.equal((await couponState(db, couponId)).state, 'usable');
    const attempt = await db.selectFrom('payments').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    assert.equal(attempt.status, 'closed');
  });
});
