import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, orderRow } from './helpers/commerce.js';
import { assertLedgerBalanced, earningBalances } from './helpers/earnings.js';
import { suite, type TestApp } from './helpers/harness.js';

interface Member {
  id: number;
  mobile: string;
  token: string;
  code: string;
  loggedAt: number;
}

const ZERO = { pendingFen: 0, availableFen: 0, frozenFen: 0, withdrawnFen: 0 };

suite('distribution: promoters, binding, two tiers, accrual, settlement, refunds', DB_VARIANTS, async (t, env) => {
  const api: TestApp = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const clock = env.clock;

  const member = async (): Promise<Member> => {
    const { token, mobile } = await api.login();
    const info = await api.userInfo(token);
    return { id: info.userId, mobile, token, code: info.invitationCode, loggedAt: clock.now() };
  };
  /** The member's token, logging in again once the fake clock moved past its life (a day on H5). */
  const tok = async (m: Member) => {
    if (clock.now() - m.loggedAt > 12 * 3_600_000) {
      m.token = (await api.login(m.mobile)).token;
      m.loggedAt = clock.now();
    }
    return m.token;
  };
  const get = async (m: Member, url: string, query?: Record<string, string | number>) => api.get(url, { query, token: await tok(m) });
  const post = async (m: Member, url: string, body?: unknown) => api.post(url, body, { token: await tok(m) });
  const data = async <T = any>(reply: Promise<{ body: { state: number; data: T }; raw: string }>): Promise<T> => {
    const r = await reply;
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data;
  };
  const agreementVersion = async () => (await api.get('/api/distribution/agreement')).body.data.version as number;
  const apply = async (m: Member) =>
    post(m, '/api/distribution/apply', { realName: '张小明', mobile: m.mobile, reason: '喜欢心栈的课程，想推荐给朋友', agreementVersion: await agreementVersion() });
  /** A member who applied and was approved, optionally bound to `upline` first (who then brought them in). */
  const promoter = async (upline?: Member): Promise<Member> => {
    const m = await member();
    if (upline) assert.equal((await data(post(m, '/api/distribution/bind', { code: upline.code }))).outcome, 'bound');
    assert.equal((await data(apply(m))).status, 'pending');
    assert.equal((await data(api.post(`/api/admin/distribution/promoters/${m.id}/approve`, {}, admin))).status, 'active');
    return m;
  };
  const bind = async (m: Member, code: string) => data(post(m, '/api/distribution/bind', { code }));
  const products = async () => (await data(api.get('/api/distribution/products', { query: { pageSize: 50 } }))).list as any[];
  const course = async () => (await products()).find((p) => p.type === 'course' && p.mode === 'rate')!;
  const yearly = async () => (await products()).find((p) => p.mode === 'amount')!;
  const place = async (m: Member, commodityId: number) => {
    const placed = await post(m, '/api/pay/addorder', { commodityId, purchaseQuantity: 1, sceneId: 530, payMode: 'wxPay', channel: '1', payScene: 'h5' });
    assert.equal(placed.body.state, 1, placed.raw);
    return placed.body.data.orderNumber as string;
  };
  const pay = async (m: Member, orderNumber: string) => {
    const done = await post(m, '/api/pay/sandbox/complete', { orderNumber, result: 'success' });
    assert.equal(done.body.data.status, 'paid', done.raw);
  };
  const buy = async (m: Member, commodityId: number) => {
    const orderNumber = await place(m, commodityId);
    await pay(m, orderNumber);
    return orderNumber;
  };
  const commissionsOf = (orderNumber: string) =>
    db.selectFrom('distribution_commissions').select(['promoter_id', 'tier', 'amount_fen', 'status', 'rate_bp']).where('order_number', '=', orderNumber).orderBy('tier').execute();
  const ledgerOf = (userId: number) =>
    db.selectFrom('earning_ledger').select(['reason', 'ref', 'pending_delta', 'available_delta']).where('user_id', '=', userId).orderBy('id').execute();
  const settle = () => api.app.jobs.find((j) => j.name === 'settle commissions')!.run();
  const refund = async (orderNumber: string) => {
    const r = await api.post(`/api/admin/orders/${orderNumber}/refund`, { reason: '七天无理由' }, admin);
    assert.equal(r.body.data.status, 'refunded', r.raw);
  };

  await t.test('applying: the current agreement, operator approval, no second application', async () => {
    const m = await member();
    const agreement = await data(get(m, '/api/distribution/agreement'));
    assert.deepEqual([agreement.version, agreement.title, agreement.agreedVersion], [1, '心栈推广服务协议', null]);
    const stale = await post(m, '/api/distribution/apply', { realName: '张小明', mobile: m.mobile, reason: '推荐', agreementVersion: 0 });
    assert.equal(stale.body.state, 4001, 'version 0 fails the schema');
    const outdated = await post(m, '/api/distribution/apply', { realName: '张小明', mobile: m.mobile, reason: '推荐', agreementVersion: 2 });
    assert.deepEqual(outdated.body, { state: 5202, msg: '推广服务协议已更新，请重新阅读并同意后再提交', data: null });
    const badName = await post(m, '/api/distribution/apply', { realName: '1', mobile: m.mobile, reason: '推荐', agreementVersion: 1 });
    assert.equal(badName.body.state, 4001);
    assert.equal(await db.selectFrom('promoters').select('user_id').where('user_id', '=', m.id).executeTakeFirst(), undefined, 'refusals store nothing');

    const pending = await data(apply(m));
    assert.deepEqual([pending.status, pending.statusText, pending.code, pending.level?.name, pending.upline], ['pending', '审核中', m.code, '见习达人', null]);
    assert.match(pending.mobile, /^\d{3}\*{4}\d{4}$/);
    assert.equal((await apply(m)).body.state, 5203);
    assert.equal((await get(m, '/api/distribution/poster')).body.state, 5203, 'sharing waits for approval');
    assert.equal((await data(get(m, '/api/distribution/agreement'))).agreedVersion, 1);

    const listed = await data(api.get('/api/admin/distribution/promoters', { ...admin, query: { status: 'pending' } }));
    assert.ok(listed.list.some((p: any) => p.userId === m.id && p.mobile === m.mobile && p.realName === '张小明'));
    const rejected = await data(api.post(`/api/admin/distribution/promoters/${m.id}/reject`, { note: '资料不完整' }, admin));
    assert.deepEqual([rejected.status, rejected.reviewNote], ['rejected', '资料不完整']);
    const again = await api.post(`/api/admin/distribution/promoters/${m.id}/approve`, {}, admin);
    assert.deepEqual(again.body, { state: 5208, msg: '该推广员当前为“未通过”，不能通过申请', data: null });
    assert.equal((await data(apply(m))).status, 'pending', 'a rejected applicant may apply again');
    await data(api.post(`/api/admin/distribution/promoters/${m.id}/approve`, {}, admin));
    assert.equal((await apply(m)).body.state, 5204);
    const center = await data(get(m, '/api/distribution/center'));
    assert.deepEqual([center.promoter.status, center.enabled, center.approvalRequired, center.customers], ['active', true, true, 0]);

    assert.equal((await api.post(`/api/admin/distribution/promoters/${m.id}/suspend`, { note: '违规推广' }, admin)).body.data.status, 'suspended');
    assert.equal((await get(m, '/api/distribution/links/today')).body.state, 5205);
    assert.equal((await api.post(`/api/admin/distribution/promoters/${m.id}/reinstate`, {}, admin)).body.data.status, 'active');
    assert.equal((await api.post('/api/admin/distribution/promoters/999999/approve', {}, admin)).body.state, 5207);
    assert.equal((await get(await member(), '/api/distribution/poster')).body.state, 5206);
  });

  await t.test('without approval an applicant is a promoter at once; a new agreement text is a new version', async () => {
    await data(api.put('/api/admin/distribution/settings', { approvalRequired: false }, admin));
    try {
      assert.equal((await data(apply(await member()))).status, 'active');
      const saved = await data(api.put('/api/admin/distribution/settings', { agreementContent: '新的协议内容' }, admin));
      assert.equal(saved.agreementVersion, 2);
      const m = await member();
      const old = await post(m, '/api/distribution/apply', { realName: '李四', mobile: m.mobile, reason: '推荐', agreementVersion: 1 });
      assert.equal(old.body.state, 5202);
      assert.equal((await data(apply(m))).status, 'active');
    } finally {
      await data(api.put('/api/admin/distribution/settings', { approvalRequired: true }, admin));
    }
  });

  await t.test('binding: first touch, never oneself, renewal by the same promoter, expiry, no cycles', async () => {
    const a = await promoter();
    const c = await promoter();
    const buyer = await member();
    assert.deepEqual(await bind(a, a.code), { bound: false, outcome: 'self', promoter: null, expiresAt: null });
    const first = await bind(buyer, a.code.toLowerCase());
    assert.deepEqual([first.outcome, first.promoter.userId, first.expiresAt], ['bound', a.id, clock.now() + 30 * DAY_MS]);
    assert.equal((await bind(buyer, c.code)).outcome, 'already_bound', 'the first touch holds the buyer');
    assert.equal((await bind(buyer, 'NOSUCH')).outcome, 'not_promoter');
    assert.equal((await bind(buyer, buyer.code)).outcome, 'not_promoter', 'a buyer who is no promoter binds nobody');

    clock.advance(10 * DAY_MS);
    const renewed = await bind(buyer, a.code);
    assert.deepEqual([renewed.outcome, renewed.expiresAt], ['renewed', clock.now() + 30 * DAY_MS]);
    clock.advance(29 * DAY_MS);
    assert.equal((await bind(buyer, c.code)).outcome, 'already_bound', 'renewed: still held');
    clock.advance(DAY_MS + 1);
    assert.equal((await bind(buyer, c.code)).outcome, 'bound', 'expired: the next touch binds');
    const row = await db.selectFrom('distribution_bindings').selectAll().where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    assert.equal(row.promoter_id, c.id);

    // A suspended promoter's customers are free for the next touch.
    const d = await member();
    await bind(d, a.code);
    await data(api.post(`/api/admin/distribution/promoters/${a.id}/suspend`, {}, admin));
    assert.equal((await bind(d, c.code)).outcome, 'bound');
    assert.equal((await bind(await member(), a.code)).outcome, 'not_promoter');
    await data(api.post(`/api/admin/distribution/promoters/${a.id}/reinstate`, {}, admin));

    // Cycles: the upline may not become their recruit's customer, nor may two promoters hold each other.
    const up = await promoter();
    const sub = await promoter(up);
    assert.equal((await data(get(sub, '/api/distribution/center'))).promoter.upline.userId, up.id);
    assert.equal((await bind(up, sub.code)).outcome, 'cycle');
    const p = await promoter();
    const q = await promoter();
    assert.equal((await bind(p, q.code)).outcome, 'bound');
    assert.equal((await bind(q, p.code)).outcome, 'cycle');
    const third = await promoter();
    assert.equal((await bind(third, p.code)).outcome, 'bound');
    assert.equal((await bind(q, third.code)).outcome, 'cycle', 'q → third → p → q would close a cycle of three');
  });

  await t.test('two tiers, a rate: accrued on payment, settled by the job after the window, exactly once', async () => {
    const up = await promoter();
    const p = await promoter(up);
    const buyer = await member();
    await bind(buyer, p.code);
    const product = await course();
    const orderNumber = await place(buyer, product.commodityId);
    const payable = (await orderRow(db, orderNumber)).payable_fen;
    const tier1 = Math.floor((payable * product.tier1Value) / 10_000);
    const tier2 = Math.floor((payable * product.tier2Value) / 10_000);
    assert.deepEqual(await commissionsOf(orderNumber), [
      { promoter_id: p.id, tier: 1, amount_fen: tier1, status: 'unpaid', rate_bp: product.tier1Value },
      { promoter_id: up.id, tier: 2, amount_fen: tier2, status: 'unpaid', rate_bp: product.tier2Value },
    ]);
    assert.deepEqual(await earningBalances(api, p.id), ZERO, 'nothing before payment');

    // The paid callback replayed concurrently accrues once.
    const replies = await Promise.all(Array.from({ length: 12 }, async () => post(buyer, '/api/pay/sandbox/complete', { orderNumber, result: 'success' })));
    assert.equal(replies.filter((r) => r.body.data?.verdict === 'applied').length, 1, replies.map((r) => r.raw).join('\n'));
    assert.deepEqual(await earningBalances(api, p.id), { ...ZERO, pendingFen: tier1 });
    assert.deepEqual(await earningBalances(api, up.id), { ...ZERO, pendingFen: tier2 });
    assert.deepEqual(await ledgerOf(p.id), [{ reason: 'commission_accrued', ref: orderNumber, pending_delta: tier1, available_delta: 0 }]);
    const mine = await data(get(p, '/api/distribution/commissions', { tier: 1 }));
    assert.deepEqual(
      mine.list.map((c: any) => [c.orderNumber, c.tier, c.amountFen, c.status, c.statusText, c.buyer.userId, c.via, c.settleAt]),
      [[orderNumber, 1, tier1, 'pending', '待结算', buyer.id, null, clock.now() + 7 * DAY_MS]],
    );
    const upper = await data(get(up, '/api/distribution/commissions', { tier: 2 }));
    assert.deepEqual(upper.list.map((c: any) => [c.amountFen, c.via.userId]), [[tier2, p.id]]);
    const clearing = await data(get(p, '/api/distribution/clearing'));
    assert.deepEqual(
      [clearing.pendingFen, clearing.settledFen, clearing.availableFen, clearing.nextSettleAt, clearing.nextSettleFen, clearing.refundWindowDays],
      [tier1, 0, 0, clock.now() + 7 * DAY_MS, tier1, 7],
    );

    clock.advance(7 * DAY_MS - 1);
    assert.equal(await settle(), 0, 'not before the window has passed');
    clock.advance(1);
    const runs = await Promise.all([settle(), settle(), settle()]);
    assert.equal(runs.reduce((a, b) => a + b, 0), 2, 'concurrent runs settle each commission once');
    assert.equal(await settle(), 0);
    assert.deepEqual(await earningBalances(api, p.id), { ...ZERO, availableFen: tier1 });
    assert.deepEqual(await earningBalances(api, up.id), { ...ZERO, availableFen: tier2 });
    assert.equal((await db.selectFrom('promoters').select('settled_sales_fen').where('user_id', '=', p.id).executeTakeFirstOrThrow()).settled_sales_fen, payable);
    assert.equal((await db.selectFrom('promoters').select('settled_sales_fen').where('user_id', '=', up.id).executeTakeFirstOrThrow()).settled_sales_fen, 0, 'tier 2 is not the upline’s own sales');
    const after = await data(get(p, '/api/distribution/clearing'));
    assert.deepEqual([after.pendingFen, after.settledFen, after.availableFen, after.nextSettleAt], [0, tier1, tier1, null]);
    await assertLedgerBalanced(api);
  });

  await t.test('a fixed amount per unit; a promoter’s own purchase pays their upline, never themselves', async () => {
    const up = await promoter();
    const p = await promoter(up);
    const product = await yearly();
    const buyer = await member();
    await bind(buyer, p.code);
    const orderNumber = await buy(buyer, product.commodityId);
    assert.deepEqual(
      (await commissionsOf(orderNumber)).map((c) => [c.promoter_id, c.tier, c.amount_fen, c.status, c.rate_bp]),
      [
        [p.id, 1, product.tier1Value, 'pending', null],
        [up.id, 2, product.tier2Value, 'pending', null],
      ],
    );
    // p buys for themselves: p's binding is to up (tier 1); up has no upline: no tier 2.
    const own = await buy(p, product.commodityId);
    assert.deepEqual((await commissionsOf(own)).map((c) => [c.promoter_id, c.tier, c.amount_fen]), [[up.id, 1, product.tier1Value]]);
    // A buyer bound to nobody: no commission at all.
    assert.deepEqual(await commissionsOf(await buy(await member(), product.commodityId)), []);
    await assertLedgerBalanced(api);
  });

  await t.test('refunds reverse exactly: before settlement from pending, after it from available (even below 0)', async () => {
    const up = await promoter();
    const p = await promoter(up);
    const product = await course();
    const before = await member();
    const after = await member();
    await bind(before, p.code);
    await bind(after, p.code);
    const early = await buy(before, product.commodityId);
    const late = await buy(after, product.commodityId);
    const [e1, e2] = (await commissionsOf(early)).map((c) => c.amount_fen);
    const [l1, l2] = (await commissionsOf(late)).map((c) => c.amount_fen);

    await refund(early);
    assert.deepEqual((await commissionsOf(early)).map((c) => c.status), ['reversed', 'reversed']);
    assert.deepEqual(await earningBalances(api, p.id), { ...ZERO, pendingFen: l1 });
    assert.deepEqual(await earningBalances(api, up.id), { ...ZERO, pendingFen: l2 });
    assert.deepEqual((await ledgerOf(p.id)).slice(-1), [{ reason: 'commission_reversed', ref: early, pending_delta: -e1, available_delta: 0 }]);

    clock.advance(7 * DAY_MS);
    await settle();
    assert.deepEqual((await commissionsOf(late)).map((c) => c.status), ['settled', 'settled']);
    const sales = async () => (await db.selectFrom('promoters').select('settled_sales_fen').where('user_id', '=', p.id).executeTakeFirstOrThrow()).settled_sales_fen;
    const payable = (await orderRow(db, late)).payable_fen;
    assert.equal(await sales(), payable);
    // The promoter withdrew it meanwhile (here: moved straight to withdrawn by hand).
    await db.transaction().execute((trx) =>
      api.app.ctx.services.earnings.move(trx, p.id, { available: -l1, withdrawn: l1 }, { source: 'withdrawal', reason: 'withdrawal_paid', ref: 'test-bill' }),
    );
    await refund(late);
    assert.deepEqual((await commissionsOf(late)).map((c) => c.status), ['reversed', 'reversed']);
    assert.deepEqual(await earningBalances(api, p.id), { ...ZERO, availableFen: -l1, withdrawnFen: l1 });
    assert.deepEqual(await earningBalances(api, up.id), ZERO);
    assert.equal(await sales(), 0, 'a refund after settlement takes the sale back from the level');
    const clearing = await data(get(p, '/api/distribution/clearing'));
    assert.deepEqual([clearing.pendingFen, clearing.settledFen, clearing.reversedFen], [0, 0, e1 + l1]);
    // A second refund call changes nothing.
    assert.equal((await api.post(`/api/admin/orders/${late}/refund`, { reason: 'again' }, admin)).body.state, 4308);
    assert.deepEqual(
      (await ledgerOf(up.id)).filter((r) => r.reason === 'commission_reversed').map((r) => [r.ref, r.pending_delta, r.available_delta]),
      [
        [early, -e2, 0],
        [late, 0, -l2],
      ],
    );
    await assertLedgerBalanced(api);
  });

  await t.test('a refund racing the settlement job takes the commission back once, from wherever it is', async () => {
    const p = await promoter();
    const product = await course();
    const orders: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const buyer = await member();
      await bind(buyer, p.code);
      orders.push(await buy(buyer, product.commodityId));
    }
    clock.advance(7 * DAY_MS);
    await Promise.all([settle(), ...orders.map((o) => refund(o))]);
    assert.equal(await settle(), 0);
    assert.deepEqual(await earningBalances(api, p.id), ZERO);
    const rows = await db.selectFrom('distribution_commissions').select('status').where('promoter_id', '=', p.id).execute();
    assert.deepEqual(rows.map((r) => r.status), Array(6).fill('reversed'));
    assert.equal((await db.selectFrom('promoters').select('settled_sales_fen').where('user_id', '=', p.id).executeTakeFirstOrThrow()).settled_sales_fen, 0);
    await assertLedgerBalanced(api);
  });

  await t.test('an order closed unpaid earns nothing; attribution is fixed at placement', async () => {
    const p = await promoter();
    const other = await promoter();
    const product = await course();
    const buyer = await member();
    await bind(buyer, p.code);
    const closed = await place(buyer, product.commodityId);
    assert.equal((await post(buyer, '/api/order/cancel', { orderNumber: closed })).body.data.status, 'closed');
    assert.deepEqual((await commissionsOf(closed)).map((c) => c.status), ['void']);

    // Placed while bound to p; the binding expires and another promoter binds before payment: p still earns.
    const orderNumber = await place(buyer, product.commodityId);
    await db.updateTable('distribution_bindings').set({ expires_at: clock.now() }).where('user_id', '=', buyer.id).execute();
    assert.equal((await bind(buyer, other.code)).outcome, 'bound');
    // A later change of the product's rule does not change the placed order either.
    await data(api.put(`/api/admin/distribution/products/${product.commodityId}`, { categoryId: product.categoryId, mode: 'rate', tier1Value: 100, tier2Value: 0 }, admin));
    try {
      await pay(buyer, orderNumber);
      assert.deepEqual((await commissionsOf(orderNumber)).map((c) => [c.promoter_id, c.status, c.rate_bp]), [[p.id, 'pending', product.tier1Value]]);
    } finally {
      await data(
        api.put(`/api/admin/distribution/products/${product.commodityId}`, { categoryId: product.categoryId, mode: 'rate', tier1Value: product.tier1Value, tier2Value: product.tier2Value }, admin),
      );
    }
    const list = await data(get(p, '/api/distribution/commissions', { status: 'void' }));
    assert.deepEqual(list.list.map((c: any) => [c.orderNumber, c.statusText]), [[closed, '已失效']]);
    await assertLedgerBalanced(api);
  });

  await t.test('levels: settled sales raise the level and its bonus applies to tier-1 rates', async () => {
    const p = await promoter();
    const product = await course();
    const levels = await data(get(p, '/api/distribution/levels'));
    assert.deepEqual(levels.levels.map((l: any) => [l.name, l.thresholdFen, l.rateBonusBp]), [
      ['见习达人', 0, 0],
      ['银牌达人', 100_000, 100],
      ['金牌达人', 500_000, 200],
      ['钻石达人', 2_000_000, 300],
    ]);
    assert.deepEqual([levels.level.name, levels.nextLevel.name, levels.settledSalesFen], ['见习达人', '银牌达人', 0]);
    await db.updateTable('promoters').set({ settled_sales_fen: 100_000 }).where('user_id', '=', p.id).execute();
    const card = (await data(get(p, '/api/distribution/products', { pageSize: 50 }))).list.find((c: any) => c.commodityId === product.commodityId);
    assert.equal(card.earnFen, Math.floor((product.priceFen * (product.tier1Value + 100)) / 10_000));
    assert.equal(product.earnFen, Math.floor((product.priceFen * product.tier1Value) / 10_000), 'visitors see the base rate');
    const buyer = await member();
    await bind(buyer, p.code);
    const orderNumber = await buy(buyer, product.commodityId);
    assert.deepEqual((await commissionsOf(orderNumber)).map((c) => c.rate_bp), [product.tier1Value + 100]);
    const center = await data(get(p, '/api/distribution/center'));
    assert.deepEqual([center.promoter.level.name, center.promoter.nextLevel.name], ['银牌达人', '金牌达人']);
  });

  await t.test('links: visits once per visitor and day, sign-ups, today’s figures, customers and team', async () => {
    const up = await promoter();
    const p = await promoter(up);
    const visit = (body: Record<string, unknown>, token?: string) => data(api.post('/api/distribution/visit', body, token ? { token } : {}));
    assert.deepEqual(await visit({ code: p.code, page: '/distribution/purchaseGoods', visitorId: 'dev-1' }), { counted: true, binding: null });
    assert.equal((await visit({ code: p.code, visitorId: 'dev-1' })).counted, false);
    assert.equal((await visit({ code: p.code, visitorId: 'dev-2' })).counted, true);
    assert.equal((await visit({ code: p.code }, await tok(p))).counted, false, 'the promoter’s own visits do not count');
    assert.equal((await visit({ code: 'NOSUCH', visitorId: 'dev-3' })).counted, false);

    const fresh = await member();
    const seen = await visit({ code: p.code, visitorId: 'dev-4' }, await tok(fresh));
    assert.deepEqual([seen.counted, seen.binding.outcome], [true, 'bound']);
    const old = await member();
    clock.advance(2 * DAY_MS);
    await visit({ code: p.code }, await tok(old));
    const product = await course();
    await buy(old, product.commodityId);
    const unpaid = await place(fresh, product.commodityId);

    const today = await data(get(p, '/api/distribution/links/today'));
    const paidOrder = (await db.selectFrom('orders').select('order_number').where('user_id', '=', old.id).executeTakeFirstOrThrow()).order_number;
    assert.deepEqual(today, {
      day: today.day,
      visits: 1,
      bindings: 1,
      signUps: 0,
      ordersPlaced: 2,
      ordersPaid: 1,
      commissionFen: (await commissionsOf(paidOrder))[0].amount_fen,
    }, 'today: the old account’s visit, binding and paid order, and the fresh sign-up’s unpaid order (its visit and binding were two days ago)');
    assert.equal((await commissionsOf(unpaid))[0].status, 'unpaid');

    const customers = await data(get(p, '/api/distribution/customers'));
    assert.deepEqual(
      customers.list.map((c: any) => [c.userId, c.newUser, c.orders]),
      [
        [old.id, false, 1],
        [fresh.id, true, 0],
      ],
    );
    const team = await data(get(up, '/api/distribution/team'));
    assert.deepEqual(team.list.map((s: any) => [s.userId, s.status, s.customers]), [[p.id, 'active', 2]]);
    const center = await data(get(up, '/api/distribution/center'));
    assert.deepEqual([center.subPromoters, center.customers], [1, 1], 'p is both up’s sub-promoter and, bound when applying, up’s customer');
  });

  await t.test('products, categories, the public product page and guide; operator rules are checked', async () => {
    const categories = await data(api.get('/api/distribution/categories'));
    assert.deepEqual(categories.map((c: any) => c.name), ['会员权益', '精品好课']);
    const inCourses = await data(api.get('/api/distribution/products', { query: { categoryId: categories[1].id } }));
    assert.equal(inCourses.total, categories[1].productCount);
    assert.ok(inCourses.list.every((p: any) => p.type === 'course'));
    const product = await yearly();
    const p = await promoter();
    const page = await data(api.get('/api/distribution/product', { query: { commodityId: product.commodityId, code: p.code } }));
    assert.deepEqual([page.promoter.userId, page.productType, page.earnFen, page.durationDays], [p.id, 'vip', product.tier1Value, 366]);
    assert.equal((await data(api.get('/api/distribution/product', { query: { commodityId: product.commodityId, code: 'NOSUCH' } }))).promoter, null);

    const guide = await data(api.get('/api/distribution/guide'));
    assert.deepEqual([guide.bindDays, guide.refundWindowDays, guide.tiers, guide.levels.length, guide.products, guide.maxTier1RateBp], [30, 7, 2, 4, categories[0].productCount + categories[1].productCount, 2000]);

    const put = (body: Record<string, unknown>) => api.put(`/api/admin/distribution/products/${product.commodityId}`, { categoryId: categories[0].id, ...body }, admin);
    assert.deepEqual((await put({ mode: 'rate', tier1Value: 8000, tier2Value: 3000 })).body, { state: 5211, msg: '佣金设置有误：两级佣金比例合计不能超过100%（10000个基点）', data: null });
    assert.equal((await put({ mode: 'amount', tier1Value: product.priceFen, tier2Value: 1 })).body.msg, '佣金设置有误：两级佣金合计不能超过商品售价');
    assert.equal((await put({ mode: 'amount', tier1Value: 0, tier2Value: 0 })).body.state, 5211);
    assert.equal((await put({ mode: 'amount', tier1Value: -1, tier2Value: 0 })).body.state, 4001);
    assert.equal((await put({ mode: 'amount', tier1Value: 1.5, tier2Value: 0 })).body.state, 4001);
    assert.equal((await api.put(`/api/admin/distribution/products/${product.commodityId}`, { categoryId: 99999, mode: 'rate', tier1Value: 1, tier2Value: 0 }, admin)).body.state, 5210);
    const rules = await data(api.get('/api/admin/distribution/products', admin));
    assert.deepEqual(rules.find((r: any) => r.commodityId === product.commodityId).tier1Value, product.tier1Value, 'refused rules changed nothing');
    assert.equal((await api.post('/api/admin/distribution/categories', { name: '会员权益' }, admin)).body.state, 5213);
    assert.equal((await api.post('/api/admin/distribution/levels', { name: '重复', thresholdFen: 0, rateBonusBp: 0 }, admin)).body.state, 5212);

    // A category switched off takes its products out of the programme: no attribution either.
    await data(api.put(`/api/admin/distribution/categories/${categories[0].id}`, { name: '会员权益', active: false }, admin));
    try {
      assert.equal((await data(api.get('/api/distribution/products', { query: { categoryId: categories[0].id } }))).total, 0);
      const buyer = await member();
      await bind(buyer, p.code);
      assert.deepEqual(await commissionsOf(await buy(buyer, product.commodityId)), []);
    } finally {
      await data(api.put(`/api/admin/distribution/categories/${categories[0].id}`, { name: '会员权益', active: true }, admin));
    }
  });

  await t.test('the programme switched off: no new bindings, no attribution, no applications', async () => {
    const p = await promoter();
    await data(api.put('/api/admin/distribution/settings', { enabled: false }, admin));
    try {
      const buyer = await member();
      assert.equal((await bind(buyer, p.code)).outcome, 'closed');
      assert.equal((await apply(await member())).body.state, 5201);
    } finally {
      await data(api.put('/api/admin/distribution/settings', { enabled: true }, admin));
    }
    const admins = await data(api.get('/api/admin/distribution/commissions', { ...admin, query: { promoterId: p.id } }));
    assert.equal(admins.total, 0);
    await assertLedgerBalanced(api);
  });
});
