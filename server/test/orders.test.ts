import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import {
  DAY_MS,
  assertLedgerConsistent,
  balanceOf,
  commodityId,
  couponState,
  giveCredits,
  grantCoupons,
  orderRow,
  userIdOf,
} from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

suite('orders: confirm, place, reserve, close', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const monthly = await commodityId(db, 'monthly-auto');
  const yearly = await commodityId(db, 'yearly');
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };
  const place = (token: string, body: Record<string, unknown>) => api.post('/api/order/placeorder', body, { token });
  const confirm = (token: string, query: Record<string, string | number>) => api.get('/api/whole/order/confirm', { token, query });

  await t.test('confirm: the server prices it, coupons best first, credits at most half', async () => {
    const { token, userId } = await newUser();
    assert.equal((await api.post('/api/coupons/beginner/claim', undefined, { token })).body.state, 1);
    await giveCredits(api, userId, 20000);

    const r = await confirm(token, { productId: yearly, productType: 'vip' });
    assert.equal(r.body.state, 1, r.raw);
    const d = r.body.data;
    assert.equal(d.commodity.name, '年卡');
    assert.deepEqual(d.coupons.map((c: { label: string; discountFen: number }) => [c.label, c.discountFen]), [['8.5折', 2970], ['满20减10', 1000]]);
    assert.equal(d.selectedCouponId, d.coupons[0].id);
    assert.deepEqual(d.credits, { balance: 20000, maxUsable: Math.floor((19800 - 2970) / 2), used: 0, fenPerPoint: 1, maxSharePercent: 50 });
    assert.deepEqual(d.price, { unitPriceFen: 19800, originalFen: 19800, couponDiscountFen: 2970, creditsDiscountFen: 0, payableFen: 16830 });
    assert.equal(d.needsAddress, false);
    assert.equal(d.address, null);
    assert.equal(d.payTimeoutMinutes, 15);
    assert.equal(d.maxQuantity, 99);

    const withCredits = (await confirm(token, { productId: yearly, useCredits: 'true' })).body.data;
    assert.equal(withCredits.credits.used, 8415);
    assert.equal(withCredits.price.payableFen, 19800 - 2970 - 8415);

    const monthlyQuote = (await confirm(token, { productId: monthly, purchaseQuantity: 2 })).body.data;
    assert.deepEqual(monthlyQuote.coupons.map((c: { label: string }) => c.label), ['满20减10', '8.5折']);
    assert.equal(monthlyQuote.price.originalFen, 5000);
    assert.equal(monthlyQuote.price.payableFen, 4000);

    const noCoupon = (await confirm(token, { productId: monthly, couponId: 0 })).body.data;
    assert.equal(noCoupon.selectedCouponId, null);
    assert.equal(noCoupon.price.payableFen, 2500);

    assert.deepEqual((await confirm(token, { productId: 99999 })).body, { state: 4301, msg: '商品不存在或已下架', data: null });
    assert.equal((await confirm(token, { productId: monthly, productType: 'goods' })).body.state, 4301);
    const exchangeOnly = await commodityId(db, 'x-coupon-5');
    assert.deepEqual((await confirm(token, { productId: exchangeOnly })).body, { state: 4312, msg: '该商品仅支持积分兑换', data: null });
    assert.equal((await api.get('/api/whole/order/confirm', { query: { productId: monthly } })).body.state, -1);
    await assertLedgerConsistent(db);
  });

  await t.test("placeorder: the client's price is ignored; coupon and credits are reserved with the order", async () => {
    const { token, userId } = await newUser();
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    await giveCredits(api, userId, 800);
    const r = await place(token, {
      commodityId: monthly,
      purchaseQuantity: 1,
      sceneId: 518,
      channel: 1,
      payableFen: 1,
      price: 1,
      totalFee: 1,
      extInfo: JSON.stringify({ couponId, useCredits: 500, payableFen: 1, couponDiscountFen: 99999, price: 0.01 }),
    });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(Object.keys(r.body.data).sort(), ['orderNumber', 'payableFen', 'status']);
    assert.equal(r.body.data.payableFen, 2500 - 1000 - 500);
    assert.equal(r.body.data.status, 'created');
    assert.match(r.body.data.orderNumber, /^XZ20250106100000\d{8}$/);

    const order = await orderRow(db, r.body.data.orderNumber);
    assert.deepEqual(
      [order.unit_price_fen, order.original_fen, order.coupon_discount_fen, order.credits_used, order.credits_discount_fen, order.payable_fen],
      [2500, 2500, 1000, 500, 500, 1000],
    );
    assert.equal(order.channel, '1');
    assert.equal(order.scene_id, 518);
    assert.equal(order.pay_deadline, env.clock.now() + 15 * 60_000);
    assert.deepEqual(await couponState(db, couponId), { state: 'locked', order_id: order.id });
    assert.equal(await balanceOf(db, userId), 300);
    const ledger = await db.selectFrom('credit_ledger').select(['delta', 'reason', 'ref']).where('user_id', '=', userId).orderBy('id').execute();
    assert.deepEqual(ledger.at(-1), { delta: -500, reason: 'order_reserve', ref: order.order_number });

    // The same coupon cannot serve a second order; extInfo as an object works too.
    const again = await place(token, { commodityId: monthly, purchaseQuantity: 1, extInfo: { couponId } });
    assert.deepEqual(again.body, { state: 4402, msg: '该优惠券已使用或已失效，请重新选择', data: null });
    assert.equal(await balanceOf(db, userId), 300);
    await assertLedgerConsistent(db);
  });

  await t.test('placeorder refusals: coupon rules, credit limits, extInfo, input', async () => {
    const { token, userId } = await newUser();
    const other = await newUser();
    const [vipCoupon] = await grantCoupons(api, db, userId, 'beginner-vip-85');
    const [othersCoupon] = await grantCoupons(api, db, other.userId, 'beginner-20-minus-10');
    const bigThreshold = await api.app.ctx.services.couponTemplates.save(null, {
      code: 'test-over-100', name: '满100减20', kind: 'amount', amountFen: 2000, thresholdFen: 10000, validityDays: 7,
    });
    const [thresholdCoupon] = (await api.app.ctx.services.coupons.grant(bigThreshold.id, [userId], 1))[0].couponIds;
    const goods = await api.app.ctx.services.commodities.save(null, { code: 'test-mug', type: 'goods', name: '心栈马克杯', priceFen: 3900, stock: 5 });
    await giveCredits(api, userId, 2000);
    const refused = async (body: Record<string, unknown>, state: number, msg: string) => {
      const r = await place(token, { commodityId: monthly, purchaseQuantity: 1, ...body });
      assert.deepEqual(r.body, { state, msg, data: null }, JSON.stringify(body));
    };
    await refused({ extInfo: { couponId: othersCoupon } }, 4401, '优惠券不存在');
    await refused({ extInfo: { couponId: thresholdCoupon } }, 4404, '订单金额未满100元，不能使用该优惠券');
    await refused({ commodityId: goods.id, extInfo: { couponId: vipCoupon, addressId: null } }, 4403, '该优惠券不适用于此商品');
    await refused({ commodityId: goods.id }, 4309, '请选择收货地址');
    await refused({ extInfo: { useCredits: 1251 } }, 4502, '本单最多可使用1250积分');
    await refused({ commodityId: yearly, extInfo: { useCredits: 2001 } }, 4501, '积分不足');
    await refused({ extInfo: '{not json' }, 4001, '订单附加信息（extInfo）格式不正确');
    await refused({ extInfo: '[1,2]' }, 4001, '订单附加信息（extInfo）格式不正确');
    await refused({ extInfo: { couponId: -3 } }, 4001, '订单附加信息（extInfo）格式不正确');
    await refused({ purchaseQuantity: 0 }, 4001, '购买数量须为1到99');
    await refused({ purchaseQuantity: 100 }, 4001, '购买数量须为1到99');
    await refused({ commodityId: undefined }, 4001, '请填写商品编号');
    await refused({ commodityId: 99999 }, 4301, '商品不存在或已下架');
    // Nothing was reserved by the refusals.
    assert.equal((await couponState(db, vipCoupon)).state, 'usable');
    assert.equal(await balanceOf(db, userId), 2000);
    assert.equal((await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length, 0);
    // Stock: 5 mugs, an order of 6 is refused, an order of 5 takes them all.
    const address = await api.post('/api/address/add', { name: '张三', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市', districtCode: '110105', districtName: '朝阳区', detail: '建国路88号' }, { token });
    await refused({ commodityId: goods.id, purchaseQuantity: 6, extInfo: { addressId: address.body.data.id } }, 4302, '商品库存不足，请减少数量或选择其他商品');
    const mugs = await place(token, { commodityId: goods.id, purchaseQuantity: 5, extInfo: { addressId: address.body.data.id, couponId: null } });
    assert.equal(mugs.body.state, 1, mugs.raw);
    const mugOrder = await orderRow(db, mugs.body.data.orderNumber);
    assert.equal(JSON.parse(mugOrder.address!).fullAddress, '北京市朝阳区建国路88号');
    assert.equal((await api.app.ctx.services.commodities.find(goods.id))!.stock, 0);
    await assertLedgerConsistent(db);
  });

  await t.test('nothing left to pay: paid at once, coupon used, membership starts', async () => {
    const { token, userId } = await newUser();
    const free = await api.app.ctx.services.couponTemplates.save(null, { code: 'test-100-off', name: '100元无门槛', kind: 'amount', amountFen: 10000, validityDays: 30 });
    const [couponId] = (await api.app.ctx.services.coupons.grant(free.id, [userId], 1))[0].couponIds;
    const r = await place(token, { commodityId: monthly, purchaseQuantity: 1, extInfo: { couponId } });
    assert.deepEqual(r.body.data, { orderNumber: r.body.data.orderNumber, payableFen: 0, status: 'paid' });
    assert.equal((await couponState(db, couponId)).state, 'used');
    const info = await api.userInfo(token);
    assert.deepEqual(info.vip, { isVip: true, expireAt: env.clock.now() + 31 * DAY_MS });
    const status = await api.get('/api/order/status', { token, query: { orderNumber: r.body.data.orderNumber } });
    assert.equal(status.body.data.status, 'paid');
    assert.equal(status.body.data.paidAt, env.clock.now());
    assert.deepEqual(status.body.data.vip, { isVip: true, expireAt: env.clock.now() + 31 * DAY_MS });
    // A free order earns no first-purchase credits.
    assert.equal(await balanceOf(db, userId), 0);
  });

  await t.test('my orders (paged, 15 by default), detail, status, cancel releases once', async () => {
    const { token, userId } = await newUser();
    for (let i = 0; i < 16; i += 1) assert.equal((await place(token, { commodityId: monthly, purchaseQuantity: 1 })).body.state, 1);
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    await giveCredits(api, userId, 1000);
    const reserved = await place(token, { commodityId: yearly, purchaseQuantity: 1, extInfo: { couponId, useCredits: true } });
    const orderNumber = reserved.body.data.orderNumber;

    const first = await api.get('/api/order/list', { token, query: { pageNum: 1 } });
    assert.equal(first.body.state, 1, first.raw);
    assert.equal(first.body.data.list.length, 15);
    assert.equal(first.body.data.total, 17);
    assert.equal(first.body.data.hasMore, true);
    assert.equal(first.body.data.list[0].orderNumber, orderNumber, 'newest first');
    const second = await api.get('/api/order/list', { token, query: { pageNo: 2, pageSize: 15 } });
    assert.equal(second.body.data.list.length, 2);
    assert.equal(second.body.data.hasMore, false);

    const detail = await api.get('/api/order/detail', { token, query: { orderNumber } });
    assert.equal(detail.body.data.statusText, '待支付');
    assert.equal(detail.body.data.couponId, couponId);
    assert.equal(detail.body.data.creditsUsed, 1000);

    const other = await newUser();
    assert.deepEqual((await api.get('/api/order/status', { token: other.token, query: { orderNumber } })).body, { state: 4305, msg: '订单不存在', data: null });
    assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token: other.token })).body.state, 4305);

    const cancelled = await api.post('/api/order/cancel', { orderNumber }, { token });
    assert.equal(cancelled.body.data.status, 'closed');
    assert.equal(cancelled.body.data.closeReason, 'cancelled');
    assert.deepEqual(await couponState(db, couponId), { state: 'usable', order_id: null });
    assert.equal(await balanceOf(db, userId), 1000);
    // Cancelling again, or the sweep later, releases nothing more.
    assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token })).body.data.status, 'closed');
    env.clock.advance(16 * 60_000);
    await api.app.ctx.services.orders.closeExpired();
    const releases = await db.selectFrom('credit_ledger').select('id').where('ref', '=', orderNumber).where('reason', '=', 'order_release').execute();
    assert.equal(releases.length, 1);
    const closedList = await api.get('/api/order/list', { token, query: { status: 'closed', pageSize: 50 } });
    assert.equal(closedList.body.data.total, 17, 'the 16 others timed out when listed');
    await assertLedgerConsistent(db);
  });

  await t.test('my orders filter by several statuses at once (created,paying is 待支付); a bad status changes nothing', async () => {
    const { token } = await newUser();
    const created = (await place(token, { commodityId: monthly, purchaseQuantity: 1 })).body.data.orderNumber;
    const paying = await api.post('/api/pay/addorder', { commodityId: monthly, purchaseQuantity: 1, payScene: 'h5', payMode: 'wxPay', channel: '1' }, { token });
    assert.equal(paying.body.data.status, 'paying', paying.raw);
    const cancelled = (await place(token, { commodityId: monthly, purchaseQuantity: 1 })).body.data.orderNumber;
    assert.equal((await api.post('/api/order/cancel', { orderNumber: cancelled }, { token })).body.data.status, 'closed');

    const numbers = async (status: string) => {
      const r = await api.get('/api/order/list', { token, query: { status, pageSize: 50 } });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data.list.map((o: { orderNumber: string }) => o.orderNumber);
    };
    assert.deepEqual(await numbers('created,paying'), [paying.body.data.orderNumber, created]);
    assert.deepEqual(await numbers('paying,created,paying'), [paying.body.data.orderNumber, created], 'order and repeats do not matter');
    assert.deepEqual(await numbers('created'), [created]);
    assert.deepEqual(await numbers('closed,paid'), [cancelled]);
    assert.deepEqual(await numbers('refunded'), []);

    const msg = '订单状态须为created、paying、paid、closed、refunded之一，多个用英文逗号分隔';
    for (const status of ['created,unknown', 'created,', ',paid', 'created paying', 'CREATED', '']) {
      const r = await api.get('/api/order/list', { token, query: { status } });
      assert.deepEqual(r.body, { state: 4001, msg, data: null }, status);
    }

    // Cancelled, neither is pending any more (and the sweep in later tests finds nothing of ours).
    for (const orderNumber of [created, paying.body.data.orderNumber]) {
      assert.equal((await api.post('/api/order/cancel', { orderNumber }, { token })).body.data.status, 'closed');
    }
    assert.deepEqual(await numbers('created,paying'), []);
  });

  await t.test('unpaid orders close after 15 minutes: the sweep and a lazy read, each exactly once', async () => {
    const { token, userId, mobile } = await newUser();
    const coupons = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    const [c1] = coupons;
    const [c2] = await grantCoupons(api, db, userId, 'beginner-vip-85');
    await giveCredits(api, userId, 600);
    const a = (await place(token, { commodityId: monthly, purchaseQuantity: 1, extInfo: { couponId: c1, useCredits: 300 } })).body.data.orderNumber;
    const b = (await place(token, { commodityId: yearly, purchaseQuantity: 1, extInfo: { couponId: c2, useCredits: 300 } })).body.data.orderNumber;
    assert.equal(await balanceOf(db, userId), 0);

    env.clock.advance(15 * 60_000 - 1);
    assert.equal(await api.app.ctx.services.orders.closeExpired(), 0, 'not before the deadline');
    assert.equal((await api.get('/api/order/status', { token, query: { orderNumber: b } })).body.data.status, 'created');
    env.clock.advance(1);

    // Lazy: reading order b closes it; the sweep then closes a, and both only once.
    const read = await api.get('/api/order/status', { token, query: { orderNumber: b } });
    assert.equal(read.body.data.status, 'closed');
    assert.equal(read.body.data.closeReason, 'timeout');
    const swept = await Promise.all([api.app.ctx.services.orders.closeExpired(), api.app.ctx.services.orders.closeExpired()]);
    assert.equal(swept[0] + swept[1], 1);
    assert.equal(await api.app.ctx.services.orders.closeExpired(), 0);
    assert.equal((await orderRow(db, a)).status, 'closed');
    assert.equal((await couponState(db, c1)).state, 'usable');
    assert.equal((await couponState(db, c2)).state, 'usable');
    assert.equal(await balanceOf(db, userId), 600);
    const releases = await db.selectFrom('credit_ledger').select('ref').where('user_id', '=', userId).where('reason', '=', 'order_release').execute();
    assert.deepEqual(releases.map((r) => r.ref).sort(), [a, b].sort());
    await assertLedgerConsistent(db);

    // A coupon whose validity ends while an order holds it comes back expired.
    env.clock.advance(7 * DAY_MS - 20 * 60_000);
    const { token: fresh } = await api.login(mobile);
    const lateReply = await place(fresh, { commodityId: monthly, purchaseQuantity: 1, extInfo: { couponId: c1 } });
    assert.equal(lateReply.body.state, 1, lateReply.raw);
    const late = lateReply.body.data.orderNumber;
    env.clock.advance(16 * 60_000);
    assert.equal(await api.app.ctx.services.orders.closeExpired(), 1);
    assert.equal((await orderRow(db, late)).status, 'closed');
    assert.deepEqual(await couponState(db, c1), { state: 'expired', order_id: null });
  });

  await t.test('50 concurrent orders with one single-use coupon: exactly one succeeds', async () => {
    const { token, userId } = await newUser();
    const [couponId] = await grantCoupons(api, db, userId, 'beginner-20-minus-10');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => place(token, { commodityId: monthly, purchaseQuantity: 1, extInfo: { couponId } })),
    );
    const won = replies.filter((r) => r.body.state === 1);
    assert.equal(won.length, 1);
    for (const r of replies) if (r.body.state !== 1) assert.equal(r.body.state, 4402, r.raw);
    const orders = await db.selectFrom('orders').select(['id', 'order_number', 'user_coupon_id']).where('user_id', '=', userId).execute();
    assert.equal(orders.length, 1, 'the losers left no order behind');
    assert.equal(orders[0].order_number, won[0].body.data.orderNumber);
    assert.deepEqual(await couponState(db, couponId), { state: 'locked', order_id: orders[0].id });
  });

  await t.test('50 concurrent orders spending credits: never below zero, one ledger row each', async () => {
    const { token, userId } = await newUser();
    await giveCredits(api, userId, 1000);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => place(token, { commodityId: monthly, purchaseQuantity: 1, extInfo: { useCredits: 300 } })),
    );
    const won = replies.filter((r) => r.body.state === 1);
    assert.equal(won.length, 3);
    for (const r of replies) if (r.body.state !== 1) assert.equal(r.body.state, 4501, r.raw);
    assert.equal(await balanceOf(db, userId), 100);
    const reserves = await db.selectFrom('credit_ledger').select('delta').where('user_id', '=', userId).where('reason', '=', 'order_reserve').execute();
    assert.deepEqual(reserves.map((r) => r.delta), [-300, -300, -300]);
    await assertLedgerConsistent(db);
  });
});
