import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, assertLedgerConsistent, balanceOf, commodityId, giveCredits, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('credits: sign-in, ledger, rules, exchange', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };
  const address = async (token: string) =>
    (await api.post('/api/address/add', { name: '李四', mobile: '13912345678', provinceCode: '310000', provinceName: '上海市', cityCode: '310100', cityName: '上海市', districtCode: '310104', districtName: '徐汇区', detail: '漕溪北路1号' }, { token })).body.data.id as number;

  await t.test('rules and goods are public', async () => {
    const rules = await api.get('/api/credits/rules');
    assert.equal(rules.body.state, 1, rules.raw);
    assert.deepEqual(rules.body.data.rules.map((r: { action: string; points: number; dailyCap: number | null; totalCap: number | null }) => [r.action, r.points, r.dailyCap, r.totalCap]), [
      ['daily_signin', 5, 1, null],
      ['first_purchase', 100, null, 1],
    ]);
    assert.equal(rules.body.data.fenPerPoint, 1);
    assert.equal(rules.body.data.notes.length, 3);
    const goods = await api.get('/api/credits/goods');
    assert.deepEqual(goods.body.data.map((g: { name: string; creditsPrice: number }) => [g.name, g.creditsPrice]), [
      ['5元无门槛券', 300],
      ['心栈定制书签（4枚装）', 600],
      ['会员8折券', 800],
      ['心栈帆布袋', 1200],
      ['7天会员体验卡', 1500],
      ['《情绪自救》纸质书', 2500],
    ]);
  });

  await t.test('daily sign-in: +5 once per Beijing day, even when racing', async () => {
    const { token, userId, mobile } = await newUser();
    assert.deepEqual((await api.get('/api/credits/balance', { token })).body.data, { balance: 0, signedToday: false, signInPoints: 5 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/credits/signin', undefined, { token })));
    assert.equal(replies.filter((r) => r.body.state === 1).length, 1);
    for (const r of replies) if (r.body.state !== 1) assert.deepEqual(r.body, { state: 4503, msg: '今天已经签到过了，明天再来吧', data: null });
    assert.deepEqual((await api.get('/api/credits/balance', { token })).body.data, { balance: 5, signedToday: true, signInPoints: 5 });
    // 10:00 Beijing now; 14 hours later it is the next Beijing day.
    env.clock.advance(14 * 3600_000);
    const next = await api.post('/api/credits/signin', undefined, { token });
    assert.deepEqual(next.body.data, { points: 5, balance: 10, signedToday: true });
    env.clock.advance(DAY_MS);
    const { token: fresh } = await api.login(mobile);
    assert.equal((await api.post('/api/credits/signin', undefined, { token: fresh })).body.data.balance, 15);
    const ledger = await api.get('/api/credits/ledger', { token: fresh });
    assert.deepEqual(ledger.body.data.list.map((l: { delta: number; reasonText: string; balanceAfter: number }) => [l.delta, l.reasonText, l.balanceAfter]), [
      [5, '每日签到', 15],
      [5, '每日签到', 10],
      [5, '每日签到', 5],
    ]);
    assert.equal(await balanceOf(db, userId), 15);
    await assertLedgerConsistent(db);
  });

  await t.test('operator rules: a rule switched off, a new cap', async () => {
    const { token } = await newUser();
    const off = await api.put('/api/admin/credit-rules/daily_signin', { points: 5, active: false }, admin);
    assert.equal(off.body.data.active, false);
    assert.deepEqual((await api.post('/api/credits/signin', undefined, { token })).body, { state: 4504, msg: '该积分活动暂未开放', data: null });
    const twice = await api.put('/api/admin/credit-rules/daily_signin', { points: 8, dailyCap: 2, active: true }, admin);
    assert.deepEqual([twice.body.data.points, twice.body.data.dailyCap, twice.body.data.name], [8, 2, '每日签到']);
    assert.equal((await api.post('/api/credits/signin', undefined, { token })).body.data.balance, 8);
    assert.equal((await api.post('/api/credits/signin', undefined, { token })).body.data.balance, 16);
    assert.equal((await api.post('/api/credits/signin', undefined, { token })).body.state, 4503);
    await api.put('/api/admin/credit-rules/daily_signin', { points: 5, dailyCap: 1 }, admin);
    assert.equal((await api.get('/api/admin/credit-rules', admin)).body.data.length, 2);
    assert.equal((await api.put('/api/admin/credit-rules/unknown', { points: 5 }, admin)).body.state, 4001);
    await assertLedgerConsistent(db);
  });

  await t.test('exchange a coupon: ledger row and coupon in one transaction; per-user limit', async () => {
    const { token, userId } = await newUser();
    await giveCredits(api, userId, 2000);
    const vip80 = await commodityId(db, 'x-coupon-vip-80');
    const r = await api.post('/api/credits/exchange', { commodityId: vip80 }, { token });
    assert.equal(r.body.state, 1, r.raw);
    assert.equal(r.body.data.balance, 1200);
    assert.equal(r.body.data.order.kind, 'exchange');
    assert.equal(r.body.data.order.status, 'paid');
    assert.equal(r.body.data.order.creditsUsed, 800);
    assert.equal(r.body.data.order.payableFen, 0);
    assert.equal(r.body.data.couponIds.length, 1);
    const coupon = await db.selectFrom('user_coupons').selectAll().where('id', '=', r.body.data.couponIds[0]).executeTakeFirstOrThrow();
    assert.deepEqual([coupon.name, coupon.percent, coupon.source, coupon.state], ['会员8折券', 80, 'exchange', 'usable']);
    const ledger = await db.selectFrom('credit_ledger').select(['delta', 'reason', 'ref']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(ledger, { delta: -800, reason: 'exchange', ref: r.body.data.order.orderNumber });
    // Limit 3 per user: a 4th in one go is refused and nothing is spent.
    await giveCredits(api, userId, 3000);
    const tooMany = await api.post('/api/credits/exchange', { commodityId: vip80, quantity: 3 }, { token });
    assert.deepEqual(tooMany.body, { state: 4407, msg: '已达到该优惠券的领取上限', data: null });
    assert.equal(await balanceOf(db, userId), 4200);
    const records = await api.get('/api/credits/exchange/records', { token });
    assert.equal(records.body.data.total, 1);
    await assertLedgerConsistent(db);
  });

  await t.test('exchange VIP days and shipped goods (address, stock)', async () => {
    const { token, userId } = await newUser();
    await giveCredits(api, userId, 5000);
    const vipDays = await api.post('/api/credits/exchange', { commodityId: await commodityId(db, 'x-vip-7d') }, { token });
    assert.equal(vipDays.body.data.vipExpireAt, env.clock.now() + 7 * DAY_MS);
    assert.equal((await api.userInfo(token)).vip.isVip, true);

    const book = await commodityId(db, 'x-book');
    assert.deepEqual((await api.post('/api/credits/exchange', { commodityId: book }, { token })).body, { state: 4309, msg: '请选择收货地址', data: null });
    const addressId = await address(token);
    const shipped = await api.post('/api/credits/exchange', { commodityId: book, addressId }, { token });
    assert.equal(shipped.body.state, 1, shipped.raw);
    assert.equal(shipped.body.data.order.address.fullAddress, '上海市徐汇区漕溪北路1号');
    assert.equal(shipped.body.data.balance, 1000);
    assert.equal((await api.app.ctx.services.commodities.find(book))!.stock, 49);
    assert.deepEqual((await api.post('/api/credits/exchange', { commodityId: book, addressId }, { token })).body, { state: 4501, msg: '积分不足', data: null });
    assert.equal((await api.app.ctx.services.commodities.find(book))!.stock, 49, 'a refused exchange takes no stock');
    assert.equal((await api.post('/api/credits/exchange', { commodityId: await commodityId(db, 'monthly-auto') }, { token })).body.state, 4505);
    await assertLedgerConsistent(db);
  });

  await t.test('concurrent exchanges never take the balance below zero', async () => {
    const { token, userId } = await newUser();
    await giveCredits(api, userId, 1000);
    const five = await commodityId(db, 'x-coupon-5');
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/credits/exchange', { commodityId: five }, { token })));
    assert.equal(replies.filter((r) => r.body.state === 1).length, 3);
    for (const r of replies) if (r.body.state !== 1) assert.equal(r.body.state, 4501, r.raw);
    assert.equal(await balanceOf(db, userId), 100);
    assert.equal((await db.selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute()).length, 3);
    await assertLedgerConsistent(db);
  });

  await t.test('operator adjustment: a ledger row, never below zero', async () => {
    const { userId } = await newUser();
    assert.deepEqual((await api.post('/api/admin/credits/adjust', { userId, delta: 50, note: '客服补偿' }, admin)).body.data, { balance: 50 });
    assert.deepEqual((await api.post('/api/admin/credits/adjust', { userId, delta: -51 }, admin)).body, { state: 4501, msg: '积分不足', data: null });
    assert.equal((await api.post('/api/admin/credits/adjust', { userId, delta: 0 }, admin)).body.state, 4001);
    assert.equal((await api.post('/api/admin/credits/adjust', { userId: 999999, delta: 5 }, admin)).body.state, 4043);
    await assert.rejects(db.updateTable('credit_accounts').set({ balance: -1 }).where('user_id', '=', userId).execute(), 'the CHECK constraint refuses a negative balance');
    await assertLedgerConsistent(db);
  });
});
