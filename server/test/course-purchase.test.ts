import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, userIdOf } from './helpers/commerce.js';
import { FAMILY, chaptersOf, subjectIdByTitle } from './helpers/courses.js';
import { suite } from './helpers/harness.js';

suite('course purchase: a paid course through commerce, granted on pay, taken back on refund', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const subjectId = await subjectIdByTitle(db, FAMILY);
  const locked = (await chaptersOf(db, subjectId))[3]!;
  const commodityId = (await api.get('/api/course/detail', { query: { subjectId } })).body.data.commodityId as number;
  const entitlements = (userId: number) =>
    db.selectFrom('course_entitlements').select(['subject_id', 'source', 'order_id']).where('user_id', '=', userId).execute();
  const play = (token: string) => api.get('/api/course/chapter/play', { query: { chapterId: locked.id }, token });
  const buy = async (token: string) => {
    const placed = await api.post(
      '/api/pay/addorder',
      { commodityId, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', payScene: 'h5' },
      { token },
    );
    assert.equal(placed.body.state, 1, placed.raw);
    return placed.body.data.orderNumber as string;
  };

  await t.test('confirm with productType=course prices the course commodity', async () => {
    const { token } = await api.login();
    const r = await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, productType: 'course' } });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual([r.body.data.commodity.type, r.body.data.commodity.name, r.body.data.price.originalFen, r.body.data.needsAddress], ['course', FAMILY, 4990, false]);
    assert.equal(r.body.data.maxQuantity, 1, 'a course is bought one at a time');
    assert.equal((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, productType: 'vip' } })).body.state, 4301);
    const two = await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, purchaseQuantity: 2 } });
    assert.deepEqual(two.body, { state: 4001, msg: '课程每次只能购买1份', data: null });
  });

  await t.test('paying grants the course once; buying it again is refused', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    assert.equal((await play(token)).body.state, 4704);
    const orderNumber = await buy(token);
    assert.equal((await play(token)).body.state, 4704, 'not before payment');
    const done = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.equal(done.body.data.status, 'paid', done.raw);
    const order = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    assert.deepEqual(await entitlements(userId), [{ subject_id: subjectId, source: 'purchase', order_id: order.id }]);
    assert.equal((await play(token)).body.state, 1);
    const detail = (await api.get('/api/course/detail', { query: { subjectId }, token })).body.data;
    assert.deepEqual([detail.owned, detail.canPlayAll], [true, true]);

    // The same paid notification again changes nothing.
    const again = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.notEqual(again.body.data?.verdict, 'applied');
    assert.equal((await entitlements(userId)).length, 1);
    const second = await api.post('/api/pay/addorder', { commodityId, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', payScene: 'h5' }, { token });
    assert.deepEqual(second.body, { state: 4307, msg: '你已拥有该课程，无需重复购买', data: null });
  });

  await t.test('one open order per course: racing placements make one order, the rest are told which one is open', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    const body = { commodityId, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', payScene: 'h5' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/pay/addorder', body, { token })));
    const placed = replies.filter((r) => r.body.state === 1);
    assert.equal(placed.length, 1, replies.map((r) => r.raw).join('\n'));
    const orderNumber = placed[0]!.body.data.orderNumber as string;
    for (const r of replies.filter((x) => x.body.state !== 1)) {
      assert.equal(r.body.state, 4307, r.raw);
      assert.match(r.body.msg, new RegExp(`待支付订单（${orderNumber}）|已拥有该课程`));
    }
    const open = await db.selectFrom('orders').select('order_number').where('user_id', '=', userId).where('commodity_id', '=', commodityId).execute();
    assert.deepEqual(open.map((o) => o.order_number), [orderNumber]);
    // Cancelled, the course can be ordered again.
    assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token })).body.data.status, 'closed');
    const next = await api.post('/api/pay/addorder', body, { token });
    assert.equal(next.body.state, 1, next.raw);
  });

  await t.test('an operator refund takes the course back; an operator grant is not touched by refunds', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    const orderNumber = await buy(token);
    await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.equal((await play(token)).body.state, 1);
    const refunded = await api.post(`/api/admin/orders/${orderNumber}/refund`, { reason: '七天无理由' }, admin);
    assert.equal(refunded.body.data.status, 'refunded', refunded.raw);
    assert.deepEqual(await entitlements(userId), []);
    assert.equal((await play(token)).body.state, 4704);

    const granted = await api.post('/api/admin/course/entitlements', { userId, subjectId }, admin);
    assert.deepEqual(granted.body.data, { userId, subjectId, source: 'grant', orderId: null, createdAt: env.clock.now() });
    assert.equal((await play(token)).body.state, 1);

    // A grant over a bought course turns it into a grant: refunding that order leaves it.
    const buyer = (await api.login()).token;
    const buyerId = await userIdOf(api, buyer);
    const bought = await buy(buyer);
    await api.post('/api/pay/sandbox/complete', { orderNumber: bought, result: 'success' }, { token: buyer });
    await api.post('/api/admin/course/entitlements', { userId: buyerId, subjectId }, admin);
    assert.deepEqual(await entitlements(buyerId), [{ subject_id: subjectId, source: 'grant', order_id: null }]);
    assert.equal((await api.post(`/api/admin/orders/${bought}/refund`, { reason: '补偿' }, admin)).body.data.status, 'refunded');
    assert.equal((await play(buyer)).body.state, 1);
  });

  await t.test('a course no longer on sale cannot be bought', async () => {
    const { token } = await api.login();
    await db.updateTable('subjects').set({ active: 0 }).where('id', '=', subjectId).execute();
    try {
      const r = await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, productType: 'course' } });
      assert.equal(r.body.state, 4701);
    } finally {
      await db.updateTable('subjects').set({ active: 1 }).where('id', '=', subjectId).execute();
    }
  });
});
