import assert from 'node:assert/strict';
import { beijingDateTime } from '../src/areas/reading/views.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, orderRow, userIdOf } from './helpers/commerce.js';
import { assertLedgerBalanced, earningBalances } from './helpers/earnings.js';
import { suite } from './helpers/harness.js';
import { HOUR_MS, assertSeatsConsistent, buySeat, createParty, orderSeat } from './helpers/reading.js';

suite('reading parties: paid sign-ups through commerce, refunds, settlement into the organiser earnings', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const refund = (orderNumber: string) => api.post(`/api/admin/orders/${orderNumber}/refund`, { reason: '投诉退款' }, admin);
  const signupOf = (orderNumber: string) => db.selectFrom('reading_signups').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  t.afterEach(async () => {
    await assertSeatsConsistent(db);
    await assertLedgerBalanced(api);
  });

  await t.test('100 concurrent orders for 10 seats: 10 orders hold the seats, 90 are refused as full; paying confirms them', async () => {
    const organiser = await api.login();
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 10, feeFen: 3900 });
    const commodityId = created.commodityId!;
    const users = await Promise.all(Array.from({ length: 100 }, () => api.login()));
    const replies = await Promise.all(users.map((u) => orderSeat(api, u.token, commodityId)));
    const placed = replies.filter((r) => r.body.state === 1);
    assert.equal(placed.length, 10, replies.filter((r) => r.body.state !== 5303 && r.body.state !== 1).map((r) => r.raw).join('\n'));
    assert.equal(replies.filter((r) => r.body.state === 5303).length, 90);
    const orders = await db.selectFrom('orders').select('status').where('commodity_id', '=', commodityId).execute();
    assert.deepEqual(orders.map((o) => o.status), Array(10).fill('paying'), 'a refused placement leaves no order');

    const winners = users.filter((_, i) => replies[i]!.body.state === 1);
    for (const [i, u] of winners.entries()) {
      const done = await api.post('/api/pay/sandbox/complete', { orderNumber: placed[i]!.body.data.orderNumber, result: 'success' }, { token: u.token });
      assert.equal(done.body.data.status, 'paid');
    }
    const losers = users.filter((_, i) => replies[i]!.body.state === 5303);
    const joined = await Promise.all(losers.map((u) => api.post('/api/reading/waitlist/join', { partyId: created.party.id }, { token: u.token })));
    assert.equal(joined.filter((r) => r.body.state === 1).length, 90);
    const detail = (await api.get('/api/reading/detail', { query: { partyId: created.party.id }, token: winners[0]!.token })).body.data;
    assert.deepEqual([detail.party.attendees, detail.party.seatsLeft, detail.me.signup.status, detail.me.signup.paidFen, detail.waitlistCount], [10, 0, 'confirmed', 3900, 90]);
    // A second order of a confirmed attendee is refused.
    const twice = await orderSeat(api, winners[0]!.token, commodityId);
    assert.deepEqual(twice.body, { state: 4307, msg: '你已拥有该读书会名额，无需重复购买', data: null });
  });

  await t.test('an unpaid order holds its seat until it closes, then the seat goes to the first in line', async () => {
    const organiser = await api.login();
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 1, feeFen: 2000 });
    const [a, b] = await Promise.all([api.login(), api.login()]);
    const placed = await orderSeat(api, a.token, created.commodityId!);
    const orderNumber = placed.body.data.orderNumber as string;
    assert.equal((await signupOf(orderNumber)).status, 'pending');
    assert.equal((await orderSeat(api, b.token, created.commodityId!)).body.state, 5303);
    await api.post('/api/reading/waitlist/join', { partyId: created.party.id }, { token: b.token });
    // The pay deadline passes: the sweep closes the order once and the seat is offered to b.
    env.clock.advance(HOUR_MS);
    assert.ok((await api.app.ctx.services.orders.closeExpired()) >= 1);
    assert.equal((await signupOf(orderNumber)).status, 'closed');
    const bView = (await api.get('/api/reading/detail', { query: { partyId: created.party.id }, token: b.token })).body.data;
    assert.equal(bView.me.waitlist.status, 'offered');
    assert.equal((await orderSeat(api, a.token, created.commodityId!)).body.state, 5303, 'a is not first any more');
    const paid = await buySeat(api, b.token, created.commodityId!);
    assert.equal((await signupOf(paid)).status, 'confirmed', 'b took the offered seat by paying');
  });

  await t.test('an attendee cancels a paid sign-up before the deadline: a full refund, the seat back; afterwards refused', async () => {
    const organiser = await api.login();
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 5, feeFen: 5000 });
    const [a, b] = await Promise.all([api.login(), api.login()]);
    const orderNumber = await buySeat(api, a.token, created.commodityId!);
    const cancelled = await api.post('/api/reading/signup/cancel', { partyId: created.party.id }, { token: a.token });
    assert.deepEqual([cancelled.body.data.status, cancelled.body.data.orderNumber], ['refunded', orderNumber], cancelled.raw);
    const order = await orderRow(db, orderNumber);
    assert.deepEqual([order.status, order.refund_no, order.refund_reason], ['refunded', `R${orderNumber}`, '报名者在截止前取消报名']);
    assert.equal((await db.selectFrom('reading_parties').select('seats_taken').where('id', '=', created.party.id).executeTakeFirstOrThrow()).seats_taken, 0);
    // Signing up again is a new order.
    const again = await buySeat(api, a.token, created.commodityId!);
    assert.notEqual(again, orderNumber);

    await buySeat(api, b.token, created.commodityId!);
    env.clock.advance(DAY_MS);
    const late = await api.login(b.mobile);
    assert.equal((await api.post('/api/reading/signup/cancel', { partyId: created.party.id }, { token: late.token })).body.state, 5308);
    assert.equal((await orderSeat(api, (await api.login()).token, created.commodityId!)).body.state, 5304, 'no orders after the deadline');
  });

  await t.test('settlement: once after the end, each paid sign-up less the platform fee; refunds before and after reverse the share exactly', async () => {
    const organiser = await api.login();
    const organiserId = await userIdOf(api, organiser.token);
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 5, feeFen: 3999 });
    const partyId = created.party.id;
    const users = await Promise.all([api.login(), api.login(), api.login(), api.login()]);
    const orders = [];
    for (const u of users) orders.push(await buySeat(api, u.token, created.commodityId!));
    const free = await api.login();
    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: free.token })).body.state, 5310, 'a paid party is signed up for by paying');

    // Refunded before settlement (the operator): not settled at all.
    assert.equal((await refund(orders[0]!)).body.data.status, 'refunded');
    const early = await api.post('/api/reading/settlement', { partyId }, { token: organiser.token });
    assert.equal(early.body.state, 5318);
    assert.equal(early.body.msg, `活动结束后才能结算，请在${beijingDateTime(created.party.endsAt)}后再来`);
    const preview = (await api.get('/api/reading/settlement', { query: { partyId }, token: organiser.token })).body.data;
    // 3999 − floor(3999 × 10%) = 3999 − 399 = 3600 per sign-up.
    assert.deepEqual([preview.canSettle, preview.paidSignups, preview.grossFen, preview.platformFen, preview.shareFen], [false, 3, 11997, 1197, 10800]);

    env.clock.advance(2 * DAY_MS + 2 * HOUR_MS);
    const owner = await api.login(organiser.mobile);
    assert.equal((await api.post('/api/reading/settlement', { partyId }, { token: (await api.login(users[1]!.mobile)).token })).body.state, 5311);
    const settled = await Promise.all([1, 2, 3].map(() => api.post('/api/reading/settlement', { partyId }, { token: owner.token })));
    assert.deepEqual(settled.map((r) => r.body.state).sort(), [1, 5319, 5319], 'settled once among concurrent calls');
    const done = settled.find((r) => r.body.state === 1)!.body.data;
    assert.deepEqual([done.paidSignups, done.grossFen, done.platformFen, done.shareFen, done.reversedFen], [3, 11997, 1197, 10800, 0]);
    assert.deepEqual(await earningBalances(api, organiserId), { pendingFen: 0, availableFen: 10800, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual((await signupOf(orders[1]!)).share_fen, 3600);
    assert.equal((await signupOf(orders[0]!)).share_fen, null, 'the refunded one has no share');

    // Refunded after settlement: exactly that share is taken back.
    assert.equal((await refund(orders[1]!)).body.data.status, 'refunded');
    assert.equal((await refund(orders[1]!)).body.state, 4308, 'a second refund changes nothing');
    assert.deepEqual(await earningBalances(api, organiserId), { pendingFen: 0, availableFen: 7200, frozenFen: 0, withdrawnFen: 0 });
    const ledger = await db.selectFrom('earning_ledger').select(['source', 'reason', 'ref', 'available_delta', 'available_after']).where('user_id', '=', organiserId).orderBy('id').execute();
    assert.deepEqual(ledger, [
      { source: 'reading', reason: 'party_settled', ref: `party:${partyId}`, available_delta: 10800, available_after: 10800 },
      { source: 'reading', reason: 'party_refund_reversed', ref: orders[1], available_delta: -3600, available_after: 7200 },
    ]);
    const after = (await api.get('/api/reading/settlement', { query: { partyId }, token: owner.token })).body.data;
    assert.deepEqual([after.paidSignups, after.grossFen, after.platformFen, after.shareFen, after.reversedFen], [2, 7998, 798, 7200, 3600]);
    const stats = (await api.get('/api/reading/statistics', { query: { partyId }, token: owner.token })).body.data;
    assert.deepEqual([stats.signups, stats.paid, stats.refunded, stats.revenueFen, stats.platformFeeFen, stats.organiserFen], [2, 2, 2, 7998, 798, 7200]);
    assert.equal((await api.get('/api/reading/mine/summary', { token: owner.token })).body.data.settledFen, 7200);
    assert.equal((await api.post('/api/reading/manage/cancel', { partyId }, { token: owner.token })).body.state, 5321);
  });

  await t.test('a refund after the organiser withdrew leaves available negative, still equal to the ledger', async () => {
    const organiser = await api.login();
    const organiserId = await userIdOf(api, organiser.token);
    const now = env.clock.now();
    const created = await createParty(api, organiser.token, now, { capacity: 2, feeFen: 1000, startsAt: now + 2 * HOUR_MS, endsAt: now + 3 * HOUR_MS, signupDeadline: now + HOUR_MS });
    const buyer = await api.login();
    const orderNumber = await buySeat(api, buyer.token, created.commodityId!);
    env.clock.advance(3 * HOUR_MS);
    assert.equal((await api.post('/api/reading/settlement', { partyId: created.party.id }, { token: organiser.token })).body.state, 1);
    // The organiser's 900 leaves the account (as a paid withdrawal would).
    await db.transaction().execute((trx) =>
      api.app.ctx.services.earnings.move(trx, organiserId, { available: -900, withdrawn: 900 }, { source: 'withdrawal', reason: 'withdrawal_paid', ref: 'test-bill' }),
    );
    await refund(orderNumber);
    assert.deepEqual(await earningBalances(api, organiserId), { pendingFen: 0, availableFen: -900, frozenFen: 0, withdrawnFen: 900 });
  });

  await t.test('the organiser cancels a paid party: every payer refunded, unpaid orders closed, the waitlist cleared; repeating changes nothing', async () => {
    const organiser = await api.login();
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 3, feeFen: 2500 });
    const partyId = created.party.id;
    const [a, b, c, w] = await Promise.all([api.login(), api.login(), api.login(), api.login()]);
    const paidA = await buySeat(api, a.token, created.commodityId!);
    const paidB = await buySeat(api, b.token, created.commodityId!);
    const open = (await orderSeat(api, c.token, created.commodityId!)).body.data.orderNumber as string;
    await api.post('/api/reading/waitlist/join', { partyId }, { token: w.token });
    assert.equal((await api.post('/api/reading/manage/cancel', { partyId }, { token: a.token })).body.state, 5311);

    const result = await api.post('/api/reading/manage/cancel', { partyId, reason: '嘉宾临时有事' }, { token: organiser.token });
    assert.deepEqual(result.body.data, { partyId, status: 'cancelled', refunded: 2, closed: 1, cancelled: 0, unfinished: 0 });
    assert.deepEqual(
      await Promise.all([paidA, paidB, open].map(async (n) => (await orderRow(db, n)).status)),
      ['refunded', 'refunded', 'closed'],
    );
    assert.equal((await orderRow(db, paidA)).refund_reason, '读书会已取消：嘉宾临时有事');
    const line = await db.selectFrom('reading_waitlist').select('status').where('party_id', '=', partyId).execute();
    assert.deepEqual(line, [{ status: 'cleared' }]);
    const party = await db.selectFrom('reading_parties').select(['status', 'seats_taken', 'cancelled_by']).where('id', '=', partyId).executeTakeFirstOrThrow();
    assert.deepEqual(party, { status: 'cancelled', seats_taken: 0, cancelled_by: 'organiser' });
    const commodity = await db.selectFrom('commodities').select('active').where('id', '=', created.commodityId!).executeTakeFirstOrThrow();
    assert.equal(commodity.active, 0);

    const again = await api.post('/api/reading/manage/cancel', { partyId }, { token: organiser.token });
    assert.deepEqual(again.body.data, { partyId, status: 'cancelled', refunded: 0, closed: 0, cancelled: 0, unfinished: 0 });
    assert.equal(await api.app.jobs.find((j) => j.name === 'reading cancellations')!.run(), 0);
    assert.equal((await api.post('/api/reading/settlement', { partyId }, { token: organiser.token })).body.state, 5305);
  });

  await t.test('a refund that fails at the provider is finished by the cancellations job', async () => {
    const organiser = await api.login();
    const created = await createParty(api, organiser.token, env.clock.now(), { capacity: 2, feeFen: 1200 });
    const buyer = await api.login();
    const orderNumber = await buySeat(api, buyer.token, created.commodityId!);
    const sandbox = api.app.ctx.pay.sandbox!;
    const refundAtProvider = sandbox.refund.bind(sandbox);
    sandbox.refund = async () => {
      throw new Error('provider unreachable');
    };
    try {
      const result = await api.post('/api/reading/manage/cancel', { partyId: created.party.id }, { token: organiser.token });
      assert.deepEqual(result.body.data, { partyId: created.party.id, status: 'cancelled', refunded: 0, closed: 0, cancelled: 0, unfinished: 1 });
      assert.equal((await orderRow(db, orderNumber)).status, 'paid');
    } finally {
      sandbox.refund = refundAtProvider;
    }
    assert.equal(await api.app.jobs.find((j) => j.name === 'reading cancellations')!.run(), 1);
    assert.equal((await orderRow(db, orderNumber)).status, 'refunded');
  });
});
