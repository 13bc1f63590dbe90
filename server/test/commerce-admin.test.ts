import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('operator commerce API: offers and orders', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });

  await t.test('create and update an offer; /vip/offers follows', async () => {
    const created = await api.post('/api/admin/commodities', {
      code: 'half-year', type: 'vip', name: '半年卡', priceFen: 12800, originalPriceFen: 18000, durationDays: 183,
      benefits: ['全部会员课程免费听'], badge: '新品', sort: 1,
    }, admin);
    assert.equal(created.body.state, 1, created.raw);
    assert.equal(created.body.data.type, 'vip');
    assert.equal(created.body.data.stock, null);
    let offers = (await api.get('/api/vip/offers')).body.data;
    assert.deepEqual(offers.map((o: { name: string }) => o.name), ['连续包月', '季卡', '半年卡', '年卡'], 'by sort, then id');

    const updated = await api.put(`/api/admin/commodities/${created.body.data.id}`, { code: 'half-year', type: 'vip', name: '半年卡', priceFen: 9900, active: false }, admin);
    assert.equal(updated.body.data.priceFen, 9900);
    assert.equal(updated.body.data.originalPriceFen, 18000, 'kept');
    offers = (await api.get('/api/vip/offers')).body.data;
    assert.equal(offers.length, 3, 'inactive offers are not on sale');
    const { token } = await api.login();
    assert.equal((await api.post('/api/order/placeorder', { commodityId: created.body.data.id, purchaseQuantity: 1 }, { token })).body.state, 4301);

    const bad = async (body: Record<string, unknown>, msg: string) =>
      assert.deepEqual((await api.post('/api/admin/commodities', body, admin)).body, { state: 4313, msg, data: null });
    await bad({ code: 'x1', type: 'vip', name: '无价', durationDays: 30 }, '商品设置有误：请填写售价或兑换积分');
    await bad({ code: 'x2', type: 'vip', name: '零天', priceFen: 100 }, '商品设置有误：会员商品须填写有效天数');
    await bad({ code: 'x3', type: 'goods', name: '贵', priceFen: 100, originalPriceFen: 50 }, '商品设置有误：原价不能低于售价');
    await bad({ code: 'x4', type: 'coupon', name: '券', creditsPrice: 100 }, '商品设置有误：优惠券商品须关联优惠券模板');
    await bad({ code: 'half-year', type: 'vip', name: '重复', priceFen: 100, durationDays: 1 }, '商品设置有误：编码 half-year 已被使用');
    assert.equal((await api.put('/api/admin/commodities/99999', { code: 'zz', type: 'vip', name: 'z', priceFen: 1, durationDays: 1 }, admin)).body.state, 4301);
    // The demo catalogue's paid courses, assessments and reading parties are commodities too.
    const sold = (await api.get('/api/admin/commodities', admin)).body.data as { type: string }[];
    assert.equal(sold.filter((c) => !['course', 'assessment', 'reading_party'].includes(c.type)).length, 10);
  });

  await t.test('order list for operators; refunds only for paid purchases', async () => {
    const { token } = await api.login();
    const offers = (await api.get('/api/vip/offers')).body.data;
    const placed = await api.post('/api/order/placeorder', { commodityId: offers[0].id, purchaseQuantity: 1 }, { token });
    const { orderNumber } = placed.body.data;
    const list = await api.get('/api/admin/orders', { ...admin, query: { status: 'created' } });
    assert.ok(list.body.data.some((o: { orderNumber: string }) => o.orderNumber === orderNumber));
    assert.deepEqual((await api.post(`/api/admin/orders/${orderNumber}/refund`, {}, admin)).body, { state: 4308, msg: '该订单当前不能退款', data: null });
    assert.equal((await api.post('/api/admin/orders/XZ0000000000/refund', {}, admin)).body.state, 4305);

    // Sandbox purchase, then refund: membership taken back.
    const paid = await api.post('/api/pay/addorder', { commodityId: offers[0].id, purchaseQuantity: 1, payScene: 'h5' }, { token });
    await api.post('/api/pay/sandbox/complete', { orderNumber: paid.body.data.orderNumber, result: 'success' }, { token });
    assert.equal((await api.userInfo(token)).vip.isVip, true);
    const refunded = await api.post(`/api/admin/orders/${paid.body.data.orderNumber}/refund`, { reason: '测试退款' }, admin);
    assert.equal(refunded.body.data.status, 'refunded');
    assert.equal((await api.userInfo(token)).vip.isVip, false);
    assert.equal((await api.get('/api/order/status', { token, query: { orderNumber: paid.body.data.orderNumber } })).body.data.statusText, '已退款');
  });
});
