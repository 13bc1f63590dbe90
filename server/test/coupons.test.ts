import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, commodityId, grantCoupons, templateId, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('coupons: the new-user gift, my coupons, usable for an order, operator templates', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const monthly = await commodityId(db, 'monthly-auto');
  const yearly = await commodityId(db, 'yearly');
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };

  await t.test('the beginner gift is granted once, idempotently', async () => {
    const { token, userId } = await newUser();
    const before = await api.get('/api/coupons/beginner', { token });
    assert.equal(before.body.data.claimed, false);
    assert.deepEqual(before.body.data.coupons.map((c: { name: string }) => c.name), ['新人礼包·满20减10', '新人礼包·会员8.5折券']);

    const first = await api.post('/api/coupons/beginner/claim', undefined, { token });
    assert.equal(first.body.state, 1, first.raw);
    assert.equal(first.body.data.granted, true);
    const coupons = first.body.data.coupons;
    assert.deepEqual(coupons.map((c: { label: string; state: string; source: string }) => [c.label, c.state, c.source]), [
      ['满20减10', 'usable', 'beginner'],
      ['8.5折', 'usable', 'beginner'],
    ]);
    assert.equal(coupons[0].validUntil, env.clock.now() + 7 * DAY_MS);
    assert.deepEqual(coupons[1].applicableTypes, ['vip']);

    const second = await api.post('/api/coupons/beginner/claim', undefined, { token });
    assert.deepEqual(second.body.data, { granted: false, coupons });
    assert.equal((await db.selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute()).length, 2);
    const status = await api.get('/api/coupons/beginner', { token });
    assert.deepEqual(status.body.data, { claimed: true, claimedAt: env.clock.now(), coupons });
  });

  await t.test('20 concurrent claims: one grant', async () => {
    const { token, userId } = await newUser();
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/coupons/beginner/claim', undefined, { token })));
    for (const r of replies) assert.equal(r.body.state, 1, r.raw);
    assert.equal(replies.filter((r) => r.body.data.granted).length, 1);
    assert.equal((await db.selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute()).length, 2);
    assert.equal((await db.selectFrom('beginner_gifts').select('user_id').where('user_id', '=', userId).execute()).length, 1);
  });

  await t.test('my coupons by state, paged; expiry shows without a sweep', async () => {
    const { token, userId, mobile } = await newUser();
    await grantCoupons(api, db, userId, 'exchange-5-off', 17);
    const page1 = await api.get('/api/coupons/mine', { token, query: { state: 'usable' } });
    assert.equal(page1.body.state, 1, page1.raw);
    assert.equal(page1.body.data.list.length, 15);
    assert.equal(page1.body.data.total, 17);
    assert.equal(page1.body.data.hasMore, true);
    assert.equal(page1.body.data.list[0].label, '5元无门槛');
    assert.equal((await api.get('/api/coupons/mine', { token, query: { pageNum: 2 } })).body.data.list.length, 2, 'usable is the default state');
    assert.deepEqual((await api.get('/api/coupons/counts', { token })).body.data, { usable: 17, locked: 0, used: 0, expired: 0 });
    assert.equal((await api.get('/api/coupons/mine', { token, query: { state: 'gone' } })).body.state, 4001);

    env.clock.advance(30 * DAY_MS);
    const { token: fresh } = await api.login(mobile);
    assert.deepEqual((await api.get('/api/coupons/counts', { token: fresh })).body.data, { usable: 0, locked: 0, used: 0, expired: 17 });
    const expired = await api.get('/api/coupons/mine', { token: fresh, query: { state: 'expired', pageSize: 20 } });
    assert.equal(expired.body.data.list.length, 17);
    assert.equal(expired.body.data.list[0].stateText, '已过期');
  });

  await t.test('usable for an order: best first, the others with the reason', async () => {
    const { token, userId } = await newUser();
    await api.post('/api/coupons/beginner/claim', undefined, { token });
    const big = await api.app.ctx.services.couponTemplates.save(null, { code: 'c-over-100', name: '满100减30', kind: 'amount', amountFen: 3000, thresholdFen: 10000, validityDays: 10 });
    await api.app.ctx.services.coupons.grant(big.id, [userId], 1);
    const forMonthly = await api.get('/api/coupons/usable', { token, query: { commodityId: monthly } });
    assert.equal(forMonthly.body.state, 1, forMonthly.raw);
    assert.deepEqual(forMonthly.body.data.usable.map((c: { label: string; discountFen: number }) => [c.label, c.discountFen]), [['满20减10', 1000], ['8.5折', 375]]);
    assert.deepEqual(forMonthly.body.data.unusable.map((c: { label: string; reason: string }) => [c.label, c.reason]), [['满100减30', '满100元可用']]);
    const forYearly = await api.get('/api/coupons/usable', { token, query: { commodityId: yearly } });
    assert.deepEqual(forYearly.body.data.usable.map((c: { label: string }) => c.label), ['满100减30', '8.5折', '满20减10']);
  });

  await t.test('benefits page: gift status, counts, VIP benefits', async () => {
    const { token } = await newUser();
    const r = await api.get('/api/coupons/benefits', { token });
    assert.equal(r.body.state, 1, r.raw);
    assert.equal(r.body.data.beginner.claimed, false);
    assert.deepEqual(r.body.data.counts, { usable: 0, locked: 0, used: 0, expired: 0 });
    assert.ok(r.body.data.vipBenefits.includes('全部会员课程免费听'));
    assert.equal(new Set(r.body.data.vipBenefits).size, r.body.data.vipBenefits.length);
    assert.equal((await api.get('/api/coupons/benefits')).body.state, -1);
  });

  await t.test('operator: templates (amount or discount, threshold, validity, stock) and grants', async () => {
    const created = await api.post('/api/admin/coupon-templates', {
      code: 'spring-88', name: '春季会员8.8折', kind: 'percent', percent: 88, maxDiscountFen: 2000, thresholdFen: 0,
      validFrom: env.clock.now() + DAY_MS, validUntil: env.clock.now() + 10 * DAY_MS, stock: 2, perUserLimit: 1, applicableTypes: ['vip'],
    }, admin);
    assert.equal(created.body.state, 1, created.raw);
    assert.equal(created.body.data.label, '8.8折');
    assert.equal(created.body.data.stock, 2);
    const id = created.body.data.id;

    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const granted = await api.post('/api/admin/coupons/grant', { templateId: id, userIds: [users[0].userId, users[1].userId] }, admin);
    assert.equal(granted.body.state, 1, granted.raw);
    assert.equal(granted.body.data.length, 2);
    assert.deepEqual((await api.post('/api/admin/coupons/grant', { templateId: id, userIds: [users[2].userId] }, admin)).body, { state: 4406, msg: '优惠券已领完', data: null });
    const listed = (await api.get('/api/admin/coupon-templates', admin)).body.data.find((x: { id: number }) => x.id === id);
    assert.equal(listed.issued, 2);

    // Fixed window: not usable before it starts.
    const quote = await api.get('/api/whole/order/confirm', { token: users[0].token, query: { productId: yearly, couponId: granted.body.data[0].couponIds[0] } });
    assert.deepEqual(quote.body, { state: 4405, msg: '优惠券尚未到使用时间', data: null });

    const updated = await api.put(`/api/admin/coupon-templates/${id}`, { code: 'spring-88', name: '春季会员8.8折', kind: 'percent', stock: 5 }, admin);
    assert.equal(updated.body.data.stock, 5);
    assert.equal(updated.body.data.percent, 88, 'fields not sent are kept');
    assert.deepEqual((await api.put(`/api/admin/coupon-templates/${id}`, { code: 'spring-88', name: 'x', kind: 'percent', stock: 1 }, admin)).body, {
      state: 4410, msg: '优惠券设置有误：库存不能少于已发放的2张', data: null,
    });
    assert.equal((await api.post('/api/admin/coupon-templates', { code: 'bad', name: 'x', kind: 'amount', validityDays: 3 }, admin)).body.state, 4410);
    assert.equal((await api.post('/api/admin/coupon-templates', { code: 'spring-88', name: 'x', kind: 'amount', amountFen: 100, validityDays: 3 }, admin)).body.msg, '优惠券设置有误：编码 spring-88 已被使用');
    assert.equal((await api.post('/api/admin/coupons/grant', { templateId: 99999, userIds: [users[0].userId] }, admin)).body.state, 4408);
    assert.equal((await api.post('/api/admin/coupons/grant', { templateId: id, userIds: [99999] }, admin)).body.state, 4043);
    assert.equal((await api.get('/api/admin/coupon-templates')).body.state, 4031);
    assert.ok(await templateId(db, 'spring-88'));
  });
});
