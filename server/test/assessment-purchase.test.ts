import assert from 'node:assert/strict';
import { seed } from '../src/db/seed.js';
import { assessmentId, takeTest } from './helpers/assessments.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('assessment purchase: a paid assessment through commerce, granted on pay, taken back on refund', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const stress = await assessmentId(db, 'stress');
  const detailOf = async (id: number, token?: string) => (await api.get('/api/assessment/detail', { query: { id }, token })).body.data;
  const commodityId = (await detailOf(stress)).commodityId as number;
  const order = { commodityId, purchaseQuantity: 1, sceneId: 518, payMode: 'wxPay', channel: '1', payScene: 'h5' };
  const newUser = async () => {
    const { token } = await api.login();
    return { token, userId: await userIdOf(api, token) };
  };
  const entitlements = (userId: number) =>
    db.selectFrom('assessment_entitlements').select(['assessment_id', 'source', 'order_number']).where('user_id', '=', userId).execute();
  const start = (token: string) => api.post('/api/assessment/session/start', { assessmentId: stress, consent: true }, { token });
  const buy = async (token: string) => {
    const placed = await api.post('/api/pay/addorder', order, { token });
    assert.equal(placed.body.state, 1, placed.raw);
    const orderNumber = placed.body.data.orderNumber as string;
    const done = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.equal(done.body.data.status, 'paid', done.raw);
    return orderNumber;
  };

  await t.test('a paid assessment answers its commodity; confirm with productType=assessment prices it', async () => {
    assert.equal(typeof commodityId, 'number');
    const commodity = await db.selectFrom('commodities').selectAll().where('id', '=', commodityId).executeTakeFirstOrThrow();
    const row = await db.selectFrom('assessments').selectAll().where('id', '=', stress).executeTakeFirstOrThrow();
    assert.deepEqual(
      [commodity.type, commodity.name, commodity.price_fen, commodity.assessment_id, commodity.active, row.commodity_id],
      ['assessment', row.title, row.price_fen, stress, 1, commodityId],
    );
    assert.equal((await detailOf(await assessmentId(db, 'phq9'))).commodityId, null, 'free: no commodity');
    const card = (await api.get('/api/assessment/list', { query: { paid: 'true' } })).body.data.list.find((c: { id: number }) => c.id === stress);
    assert.equal(card.commodityId, commodityId);

    const { token } = await newUser();
    const r = await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, productType: 'assessment' } });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(
      [r.body.data.commodity.type, r.body.data.commodity.name, r.body.data.price.originalFen, r.body.data.price.payableFen, r.body.data.needsAddress],
      ['assessment', row.title, 990, 990, false],
    );
    assert.equal((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, productType: 'course' } })).body.state, 4301);
    const two = await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId, purchaseQuantity: 2 } });
    assert.deepEqual(two.body, { state: 4001, msg: '测评每次只能购买1份', data: null });
  });

  await t.test('paying grants the assessment once; buying it again is refused', async () => {
    const { token, userId } = await newUser();
    assert.equal((await start(token)).body.state, 4804);
    const placed = await api.post('/api/order/placeorder', { commodityId, purchaseQuantity: 1 }, { token });
    assert.equal(placed.body.state, 1, placed.raw);
    const orderNumber = placed.body.data.orderNumber as string;
    assert.equal((await start(token)).body.state, 4804, 'not before payment');
    const paying = await api.post('/api/pay/addorder', { ...order, extInfo: { orderNumber } }, { token });
    assert.equal(paying.body.state, 1, paying.raw);
    const done = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.equal(done.body.data.status, 'paid', done.raw);
    assert.deepEqual(await entitlements(userId), [{ assessment_id: stress, source: 'order', order_number: orderNumber }]);
    assert.deepEqual([(await detailOf(stress, token)).owned, (await detailOf(stress, token)).canTake], [true, true]);
    const submitted = await takeTest(api, token, stress, Array(10).fill(2));
    assert.equal(submitted.body.state, 1, submitted.raw);

    // The same paid notification again changes nothing.
    const again = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
    assert.notEqual(again.body.data?.verdict, 'applied');
    assert.equal((await entitlements(userId)).length, 1);
    const owned = { state: 4307, msg: '你已拥有该测评，无需重复购买', data: null };
    assert.deepEqual((await api.post('/api/pay/addorder', order, { token })).body, owned);
    assert.deepEqual((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId } })).body, owned);
  });

  await t.test('one open order per assessment: racing placements make one order, the rest are told which one is open', async () => {
    const { token, userId } = await newUser();
    const replies = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/pay/addorder', order, { token })));
    const placed = replies.filter((r) => r.body.state === 1);
    assert.equal(placed.length, 1, replies.map((r) => r.raw).join('\n'));
    const orderNumber = placed[0]!.body.data.orderNumber as string;
    for (const r of replies.filter((x) => x.body.state !== 1)) {
      assert.equal(r.body.state, 4307, r.raw);
      assert.equal(r.body.msg, `你有一笔该测评的待支付订单（${orderNumber}），请在“我的订单”中继续支付或取消后再下单`);
    }
    const rows = await db.selectFrom('orders').select('order_number').where('user_id', '=', userId).where('commodity_id', '=', commodityId).execute();
    assert.deepEqual(rows.map((o) => o.order_number), [orderNumber]);
    // Cancelled, the assessment can be ordered again.
    assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token })).body.data.status, 'closed');
    const next = await api.post('/api/pay/addorder', order, { token });
    assert.equal(next.body.state, 1, next.raw);
  });

  await t.test('an operator refund takes the bought assessment back; operator grants are not touched', async () => {
    const buyer = await newUser();
    const granted = await newUser();
    await api.post('/api/admin/assessments/entitlements', { userId: granted.userId, assessmentId: stress }, admin);
    const orderNumber = await buy(buyer.token);
    assert.equal((await start(buyer.token)).body.state, 1);
    const refunded = await api.post(`/api/admin/orders/${orderNumber}/refund`, { reason: '七天无理由' }, admin);
    assert.equal(refunded.body.data.status, 'refunded', refunded.raw);
    assert.deepEqual(await entitlements(buyer.userId), []);
    assert.equal((await start(buyer.token)).body.state, 4804);
    assert.deepEqual(await entitlements(granted.userId), [{ assessment_id: stress, source: 'grant', order_number: null }]);
    assert.equal((await start(granted.token)).body.state, 1);
    // Granted ones own it already: buying is refused.
    assert.equal((await api.post('/api/pay/addorder', order, { token: granted.token })).body.state, 4307);
    // Refunded, the buyer may buy it again.
    const again = await buy(buyer.token);
    assert.equal((await entitlements(buyer.userId)).length, 1);
    // A grant over a bought one turns it into a grant: refunding that order leaves it.
    await api.post('/api/admin/assessments/entitlements', { userId: buyer.userId, assessmentId: stress }, admin);
    assert.deepEqual(await entitlements(buyer.userId), [{ assessment_id: stress, source: 'grant', order_number: null }]);
    assert.equal((await api.post(`/api/admin/orders/${again}/refund`, { reason: '补偿' }, admin)).body.data.status, 'refunded');
    assert.equal((await start(buyer.token)).body.state, 1);
  });

  await t.test('the commodity follows operator writes; an assessment not on sale cannot be bought', async () => {
    const { token } = await newUser();
    const commodity = () => db.selectFrom('commodities').select(['name', 'price_fen', 'active']).where('id', '=', commodityId).executeTakeFirstOrThrow();
    const put = async (id: number, body: object) => {
      const r = await api.put(`/api/admin/assessments/${id}`, body, admin);
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data;
    };
    const original = await db.selectFrom('assessments').select(['title', 'price_fen']).where('id', '=', stress).executeTakeFirstOrThrow();
    try {
      assert.equal((await put(stress, { title: '压力自评', priceFen: 1290 })).commodityId, commodityId);
      assert.deepEqual(await commodity(), { name: '压力自评', price_fen: 1290, active: 1 });
      assert.equal((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId } })).body.data.price.originalFen, 1290);

      assert.equal((await put(stress, { access: 'free' })).commodityId, null);
      assert.deepEqual(await commodity(), { name: '压力自评', price_fen: 1290, active: 0 });
      assert.equal((await detailOf(stress)).commodityId, null);
      assert.equal((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId } })).body.state, 4301);

      await put(stress, { access: 'paid' });
      assert.equal((await commodity()).active, 1, 'paid again: the same commodity on sale again');
      await put(stress, { active: false });
      assert.equal((await commodity()).active, 0);
      assert.equal((await api.post('/api/pay/addorder', order, { token })).body.state, 4301);
      // The commodity on sale while its assessment is not (changed behind the operator API).
      await put(stress, { active: true });
      await db.updateTable('assessments').set({ active: 0 }).where('id', '=', stress).execute();
      assert.equal((await api.get('/api/whole/order/confirm', { token, query: { productId: commodityId } })).body.state, 4801);
      await db.updateTable('assessments').set({ active: 1 }).where('id', '=', stress).execute();

      // A free one made paid gets its commodity.
      const sleep = await assessmentId(db, 'sleep');
      const paid = await put(sleep, { access: 'paid', priceFen: 500 });
      const made = await db.selectFrom('commodities').selectAll().where('id', '=', paid.commodityId).executeTakeFirstOrThrow();
      assert.deepEqual([made.type, made.assessment_id, made.price_fen, made.active], ['assessment', sleep, 500, 1]);
      assert.equal((await put(sleep, { access: 'free' })).commodityId, null);
    } finally {
      await put(stress, { title: original.title, priceFen: original.price_fen, access: 'paid', active: true });
    }
    assert.deepEqual(await commodity(), { name: original.title, price_fen: original.price_fen, active: 1 });
  });

  await t.test('seeding again keeps the commodities as they are', async () => {
    const before = await db.selectFrom('commodities').selectAll().where('type', '=', 'assessment').orderBy('id').execute();
    assert.deepEqual(before.map((c) => c.assessment_id).sort(), [await assessmentId(db, 'self-esteem'), await assessmentId(db, 'sleep'), stress].sort());
    env.clock.advance(60_000);
    await seed(db, { demo: true, now: env.clock.now() });
    assert.deepEqual(await db.selectFrom('commodities').selectAll().where('type', '=', 'assessment').orderBy('id').execute(), before);
  });
});
