import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, userIdOf } from './helpers/commerce.js';
import { assertLedgerBalanced, earningBalances, giveEarnings } from './helpers/earnings.js';
import { suite } from './helpers/harness.js';

const DEFAULT_RULES = { minFen: 1000, feePermille: 0, maxFen: 199_999, dailyCount: 3, dailyAmountFen: 500_000, reviewThresholdFen: 50_000 };
const MINUTE = 60_000;

suite('earnings: withdrawals in the sandbox', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => void (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;

  /** A logged-in user with `fen` available earnings. */
  const earner = async (fen: number) => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    if (fen) await giveEarnings(api, userId, fen, 'distribution');
    return { token, userId };
  };
  const apply = (token: string, body: Record<string, unknown>) => api.post('/api/earnings/withdrawals', { from: 'distribution', ...body }, { token });
  const setRules = async (rules: Partial<typeof DEFAULT_RULES>) => {
    const r = await api.put('/api/admin/earnings/rules', { ...DEFAULT_RULES, ...rules }, admin);
    assert.equal(r.body.state, 1, r.raw);
  };
  const withdrawalsOf = (userId: number) => db.selectFrom('earning_withdrawals').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const ledgerOf = (userId: number) =>
    db.selectFrom('earning_ledger').select(['reason', 'available_delta', 'frozen_delta', 'withdrawn_delta']).where('user_id', '=', userId).orderBy('id').execute();
  const confirm = (token: string, id: number, result: 'confirm' | 'reject') => api.post('/api/earnings/sandbox/transfer/confirm', { id, result }, { token });

  await t.test('apply → waits for the confirm → confirmed in the sandbox: frozen, then withdrawn, each once', async () => {
    const { token, userId } = await earner(5000);
    const applied = await apply(token, { amountFen: 2000 });
    assert.equal(applied.body.state, 1, applied.raw);
    const w = applied.body.data;
    assert.match(w.outBillNo, /^XZW\d{24}$/);
    assert.deepEqual(
      { ...w, outBillNo: undefined },
      {
        id: w.id,
        outBillNo: undefined,
        from: 'distribution',
        amountFen: 2000,
        feeFen: 0,
        netFen: 2000,
        status: 'transferring',
        statusText: '待确认收款',
        providerState: 'WAIT_USER_CONFIRM',
        provider: 'sandbox',
        failReason: null,
        rejectReason: null,
        canCancel: true,
        confirm: { provider: 'sandbox', mchId: 'sandbox', appId: 'sandbox', package: `sandbox_package_${w.outBillNo}` },
        createdAt: env.clock.now(),
        finishedAt: null,
      },
    );
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 3000, frozenFen: 2000, withdrawnFen: 0 });
    const account = (await api.get('/api/earnings/account', { token })).body.data;
    assert.deepEqual(account.today, { count: 1, amountFen: 2000 });
    assert.equal(account.withdrawableFen, 3000);

    const done = await confirm(token, w.id, 'confirm');
    assert.equal(done.body.state, 1, done.raw);
    assert.deepEqual(
      { status: done.body.data.status, statusText: done.body.data.statusText, providerState: done.body.data.providerState, confirm: done.body.data.confirm, canCancel: done.body.data.canCancel, finishedAt: done.body.data.finishedAt },
      { status: 'succeeded', statusText: '已到账', providerState: 'SUCCESS', confirm: null, canCancel: false, finishedAt: env.clock.now() },
    );
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 3000, frozenFen: 0, withdrawnFen: 2000 });
    assert.deepEqual(await ledgerOf(userId), [
      { reason: 'admin_adjust', available_delta: 5000, frozen_delta: 0, withdrawn_delta: 0 },
      { reason: 'withdrawal_applied', available_delta: -2000, frozen_delta: 2000, withdrawn_delta: 0 },
      { reason: 'withdrawal_paid', available_delta: 0, frozen_delta: -2000, withdrawn_delta: 2000 },
    ]);
    // Confirming again changes nothing: the bill no longer waits.
    assert.deepEqual((await confirm(token, w.id, 'confirm')).body, { state: 5110, msg: '该提现当前无需确认收款，请刷新后查看', data: null });
    const notes = (await api.get('/api/admin/earnings/transfer-notifications', { ...admin, query: { outBillNo: w.outBillNo } })).body.data;
    assert.deepEqual(notes.map((n: { verdict: string; state: string; eventType: string }) => [n.verdict, n.state, n.eventType]), [['applied', 'SUCCESS', 'MCHTRANSFER.BILL.FINISHED']]);
    await assertLedgerBalanced(api);
  });

  await t.test('a rejected confirm fails the transfer and gives the amount and the day back exactly once', async () => {
    const { token, userId } = await earner(5000);
    const w = (await apply(token, { amountFen: 1500, from: 'reading' })).body.data;
    const failed = (await confirm(token, w.id, 'reject')).body.data;
    assert.deepEqual([failed.status, failed.statusText, failed.failReason, failed.from], ['failed', '转账失败，金额已退回', 'SANDBOX_USER_REJECTED', 'reading']);
    assert.equal((await confirm(token, w.id, 'reject')).body.state, 5110);
    assert.equal((await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token })).body.state, 5107);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 5000, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual((await ledgerOf(userId)).map((r) => r.reason), ['admin_adjust', 'withdrawal_applied', 'withdrawal_released']);
    assert.deepEqual((await api.get('/api/earnings/account', { token })).body.data.today, { count: 0, amountFen: 0 });
    await assertLedgerBalanced(api);
  });

  await t.test('the user cancels a bill waiting for their confirm: released once, a second cancel answers the same', async () => {
    const { token, userId } = await earner(3000);
    const w = (await apply(token, { amountFen: 3000 })).body.data;
    const cancelled = await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token });
    assert.deepEqual([cancelled.body.data.status, cancelled.body.data.statusText, cancelled.body.data.providerState], ['cancelled', '已撤销，金额已退回', 'CANCELLED']);
    const again = await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token });
    assert.equal(again.body.data.status, 'cancelled');
    assert.equal((await confirm(token, w.id, 'confirm')).body.state, 5110, 'a cancelled bill cannot be confirmed');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 3000, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual((await ledgerOf(userId)).map((r) => r.reason), ['admin_adjust', 'withdrawal_applied', 'withdrawal_released']);
    await assertLedgerBalanced(api);
  });

  await t.test('bad input gets a clear Chinese message and changes nothing', async () => {
    const { token, userId } = await earner(600_000);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ amountFen: -100 }, 4001, '提现金额须为大于0的整数（单位：分）'],
      [{ amountFen: 0 }, 4001, '提现金额须为大于0的整数（单位：分）'],
      [{ amountFen: 1000.5 }, 4001, '提现金额须为大于0的整数（单位：分）'],
      [{ amountFen: 'lots' }, 4001, '提现金额须为大于0的整数（单位：分）'],
      [{ amountFen: 999 }, 5101, '单笔最低提现10元'],
      [{ amountFen: 200_000 }, 5102, '单笔最多提现1999.99元，请分次提现'],
      [{ amountFen: 1000, from: 'elsewhere' }, 4001, '提现来源须为 distribution 或 reading'],
      [{ amountFen: 1000, app: 'qq' }, 4001, '收款微信应用须为 mini 或 mp'],
    ];
    for (const [body, state, msg] of refusals) {
      assert.deepEqual((await apply(token, body)).body, { state, msg, data: null }, JSON.stringify(body));
    }
    const poor = await earner(1500);
    assert.deepEqual((await apply(poor.token, { amountFen: 1501 })).body, { state: 5103, msg: '可提现金额不足，请修改提现金额', data: null });
    assert.deepEqual((await api.get('/api/earnings/account', { token: poor.token })).body.data.today, { count: 0, amountFen: 0 }, 'the refused one does not count');

    // Daily limits: three a day, ¥5,000 a day (Beijing day).
    await setRules({ maxFen: 199_999, dailyAmountFen: 300_000, reviewThresholdFen: 1_000_000 });
    assert.equal((await apply(token, { amountFen: 199_999 })).body.state, 1);
    assert.deepEqual((await apply(token, { amountFen: 100_002 })).body, { state: 5105, msg: '每天最多提现3000元，今天还可提现1000.01元', data: null });
    assert.equal((await apply(token, { amountFen: 100_001 })).body.state, 1);
    assert.deepEqual((await apply(token, { amountFen: 1000 })).body, { state: 5105, msg: '每天最多提现3000元，今天还可提现0元', data: null });
    await setRules({ dailyAmountFen: 500_000, reviewThresholdFen: 1_000_000 });
    assert.equal((await apply(token, { amountFen: 1000 })).body.state, 1);
    assert.deepEqual((await apply(token, { amountFen: 1000 })).body, { state: 5104, msg: '每天最多提现3次，请明天再来', data: null });
    assert.equal((await withdrawalsOf(userId)).length, 3);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 600_000 - 301_000, frozenFen: 301_000, withdrawnFen: 0 });
    const account = (await api.get('/api/earnings/account', { token })).body.data;
    assert.deepEqual([account.today, account.withdrawableFen], [{ count: 3, amountFen: 301_000 }, 0]);
    // A new Beijing day starts at 16:00 UTC.
    env.clock.advance(14 * 3_600_000);
    assert.equal((await apply(token, { amountFen: 1000 })).body.state, 1, 'the next day has its own limits');
    await setRules({});
    await assertLedgerBalanced(api);
  });

  await t.test('100 concurrent withdrawals never take more than the balance', async () => {
    await setRules({ dailyCount: 100, dailyAmountFen: 10_000_000, reviewThresholdFen: 1_000_000 });
    const { token, userId } = await earner(10_500);
    const replies = await Promise.all(Array.from({ length: 100 }, () => apply(token, { amountFen: 1000 })));
    const states = replies.map((r) => r.body.state);
    assert.equal(states.filter((s) => s === 1).length, 10);
    assert.equal(states.filter((s) => s === 5103).length, 90);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 500, frozenFen: 10_000, withdrawnFen: 0 });
    assert.equal((await withdrawalsOf(userId)).length, 10);
    assert.deepEqual((await api.get('/api/earnings/account', { token })).body.data.today, { count: 10, amountFen: 10_000 });
    await assertLedgerBalanced(api);
    await setRules({});
  });

  await t.test('concurrent withdrawals never pass the daily count', async () => {
    const { token, userId } = await earner(100_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => apply(token, { amountFen: 1000 })));
    assert.equal(replies.filter((r) => r.body.state === 1).length, 3);
    assert.equal(replies.filter((r) => r.body.state === 5104).length, 17);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 97_000, frozenFen: 3000, withdrawnFen: 0 });
    await assertLedgerBalanced(api);
  });

  await t.test('the fee is withheld from what arrives; the ledger moves the whole amount', async () => {
    await setRules({ feePermille: 6 });
    const { token, userId } = await earner(5000);
    const w = (await apply(token, { amountFen: 1999 })).body.data;
    assert.deepEqual([w.amountFen, w.feeFen, w.netFen], [1999, 11, 1988]);
    await confirm(token, w.id, 'confirm');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 3001, frozenFen: 0, withdrawnFen: 1999 });
    await setRules({});
    await assertLedgerBalanced(api);
  });

  await t.test('review: large withdrawals wait for an operator; approve once, reject releases once, the user may cancel', async () => {
    const { token, userId } = await earner(200_000);
    const big = (await apply(token, { amountFen: 50_000 })).body.data;
    assert.deepEqual([big.status, big.statusText, big.providerState, big.confirm, big.canCancel], ['reviewing', '审核中', null, null, true]);
    assert.deepEqual((await confirm(token, big.id, 'confirm')).body.state, 5110);

    const approvals = await Promise.all(Array.from({ length: 5 }, () => api.post(`/api/admin/earnings/withdrawals/${big.id}/approve`, {}, admin)));
    assert.equal(approvals.filter((r) => r.body.state === 1).length, 1);
    assert.deepEqual(approvals.filter((r) => r.body.state !== 1).map((r) => r.body.msg), Array(4).fill('该提现不在待审核状态，请刷新后查看'));
    const approved = (await api.get(`/api/earnings/withdrawals/${big.id}`, { token })).body.data;
    assert.deepEqual([approved.status, approved.providerState], ['transferring', 'WAIT_USER_CONFIRM']);

    const second = (await apply(token, { amountFen: 60_000 })).body.data;
    const rejections = await Promise.all([
      api.post(`/api/admin/earnings/withdrawals/${second.id}/reject`, { reason: '账户信息待核实' }, admin),
      api.post(`/api/admin/earnings/withdrawals/${second.id}/reject`, { reason: '账户信息待核实' }, admin),
      api.post(`/api/admin/earnings/withdrawals/${second.id}/approve`, {}, admin),
    ]);
    const winners = rejections.filter((r) => r.body.state === 1);
    assert.equal(winners.length, 1);
    const third = (await apply(token, { amountFen: 70_000 })).body.data;
    const cancelled = (await api.post(`/api/earnings/withdrawals/${third.id}/cancel`, {}, { token })).body.data;
    assert.deepEqual([cancelled.status, cancelled.providerState], ['cancelled', null]);
    assert.equal((await api.post(`/api/admin/earnings/withdrawals/${third.id}/approve`, {}, admin)).body.state, 5111);
    assert.deepEqual((await api.post('/api/admin/earnings/withdrawals/999999/approve', {}, admin)).body.state, 5106);
    assert.deepEqual((await api.post(`/api/admin/earnings/withdrawals/${third.id}/reject`, { reason: '' }, admin)).body, { state: 4001, msg: '请填写驳回原因（80字以内）', data: null });

    const secondNow = (await api.get(`/api/earnings/withdrawals/${second.id}`, { token })).body.data;
    const secondFrozen = secondNow.status === 'transferring' ? 60_000 : 0;
    if (secondNow.status === 'rejected') assert.deepEqual([secondNow.statusText, secondNow.rejectReason], ['审核未通过，金额已退回', '账户信息待核实']);
    assert.deepEqual(await earningBalances(api, userId), {
      pendingFen: 0,
      availableFen: 200_000 - 50_000 - secondFrozen,
      frozenFen: 50_000 + secondFrozen,
      withdrawnFen: 0,
    });
    const reviewing = (await api.get('/api/admin/earnings/withdrawals', { ...admin, query: { userId, status: 'transferring' } })).body.data;
    assert.deepEqual(reviewing.map((w: { id: number }) => w.id).sort(), [big.id, ...(secondFrozen ? [second.id] : [])].sort());
    assert.equal(reviewing.find((w: { id: number }) => w.id === big.id).attempts, 1);
    await assertLedgerBalanced(api);
  });

  await t.test('lists, details, the ledger and ownership', async () => {
    const { token, userId } = await earner(10_000);
    await giveEarnings(api, userId, 2000, 'reading');
    const a = (await apply(token, { amountFen: 1000 })).body.data;
    const b = (await apply(token, { amountFen: 1200, from: 'reading' })).body.data;
    const list = (await api.get('/api/earnings/withdrawals', { token, query: { pageSize: 1 } })).body.data;
    assert.deepEqual([list.list.map((w: { id: number }) => w.id), list.total, list.hasMore], [[b.id], 2, true]);
    const reading = (await api.get('/api/earnings/withdrawals', { token, query: { from: 'reading' } })).body.data;
    assert.deepEqual(reading.list.map((w: { id: number }) => w.id), [b.id]);
    const ledger = (await api.get('/api/earnings/ledger', { token })).body.data;
    assert.equal(ledger.total, 4);
    assert.deepEqual(ledger.list[0], {
      id: ledger.list[0].id,
      source: 'withdrawal',
      reason: 'withdrawal_applied',
      reasonText: '申请提现',
      ref: b.outBillNo,
      delta: { pendingFen: 0, availableFen: -1200, frozenFen: 1200, withdrawnFen: 0 },
      after: { pendingFen: 0, availableFen: 9800, frozenFen: 2200, withdrawnFen: 0 },
      createdAt: env.clock.now(),
    });
    const readingRows = (await api.get('/api/earnings/ledger', { token, query: { source: 'reading' } })).body.data;
    assert.deepEqual(readingRows.list.map((r: { reasonText: string; delta: { availableFen: number } }) => [r.reasonText, r.delta.availableFen]), [['系统调整', 2000]]);

    const other = await earner(0);
    for (const [method, url, body] of [
      ['GET', `/api/earnings/withdrawals/${a.id}`],
      ['POST', `/api/earnings/withdrawals/${a.id}/cancel`, {}],
      ['POST', `/api/earnings/withdrawals/${a.id}/refresh`, {}],
      ['POST', '/api/earnings/sandbox/transfer/confirm', { id: a.id, result: 'confirm' }],
    ] as const) {
      assert.deepEqual((await api.call(method, url, { token: other.token, body })).body, { state: 5106, msg: '提现记录不存在', data: null }, url);
    }
    assert.equal((await api.get(`/api/earnings/withdrawals/${a.id}`)).body.state, -1, 'login required');
    assert.equal((await api.get(`/api/earnings/withdrawals/${a.id}`, { token })).body.data.status, 'transferring');
    await assertLedgerBalanced(api);
  });

  await t.test('the reconcile job leaves waiting sandbox bills waiting and refresh answers the same', async () => {
    const { token } = await earner(2000);
    const w = (await apply(token, { amountFen: 2000 })).body.data;
    env.clock.advance(10 * MINUTE);
    const job = api.app.jobs.find((j) => j.name === 'reconcile transfers')!;
    assert.equal(job.everyMs, 5 * MINUTE);
    assert.equal(await job.run(), 0);
    const refreshed = (await api.post(`/api/earnings/withdrawals/${w.id}/refresh`, {}, { token })).body.data;
    assert.deepEqual([refreshed.status, refreshed.providerState, refreshed.canCancel], ['transferring', 'WAIT_USER_CONFIRM', true]);
  });

  await t.test('operator: rules, adjustments, mismatches', async () => {
    assert.deepEqual((await api.get('/api/admin/earnings/rules', admin)).body.data, DEFAULT_RULES);
    assert.deepEqual((await api.put('/api/admin/earnings/rules', { ...DEFAULT_RULES, maxFen: 500 }, admin)).body, {
      state: 5112,
      msg: '提现规则有误：单笔最高提现不能低于单笔最低提现',
      data: null,
    });
    assert.deepEqual((await api.put('/api/admin/earnings/rules', { ...DEFAULT_RULES, maxFen: 200_000 }, admin)).body.msg, '单笔最高提现须为100到199999之间的整数（分）');
    assert.deepEqual((await api.put('/api/admin/earnings/rules', { ...DEFAULT_RULES, feePermille: 201 }, admin)).body.msg, '手续费须为0到200之间的整数（‰）');
    assert.equal((await api.get('/api/admin/earnings/rules')).body.state, 4031);
    assert.deepEqual((await api.get('/api/admin/earnings/rules', admin)).body.data, DEFAULT_RULES, 'refused rules changed nothing');

    const { userId } = await earner(0);
    const added = await api.post('/api/admin/earnings/adjust', { userId, amountFen: 1234, note: '活动补发' }, admin);
    assert.deepEqual(added.body.data, { pendingFen: 0, availableFen: 1234, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual((await api.post('/api/admin/earnings/adjust', { userId, amountFen: -1235, note: '扣回' }, admin)).body, { state: 5115, msg: '扣减金额超过该用户的可提现余额', data: null });
    assert.deepEqual((await api.post('/api/admin/earnings/adjust', { userId, amountFen: 0, note: '无' }, admin)).body, { state: 5114, msg: '调整金额不能为0', data: null });
    assert.equal((await api.post('/api/admin/earnings/adjust', { userId: 99_999_999, amountFen: 1, note: '无' }, admin)).body.state, 4043);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 1234, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual((await api.get('/api/admin/earnings/mismatches', admin)).body.data, []);
    // A broken account (changed behind the ledger's back) is reported.
    await db.updateTable('earning_accounts').set({ available_fen: 1 }).where('user_id', '=', userId).execute();
    assert.deepEqual((await api.get('/api/admin/earnings/mismatches', admin)).body.data, [
      { userId, account: { pendingFen: 0, availableFen: 1, frozenFen: 0, withdrawnFen: 0 }, ledger: { pendingFen: 0, availableFen: 1234, frozenFen: 0, withdrawnFen: 0 } },
    ]);
    await db.updateTable('earning_accounts').set({ available_fen: 1234 }).where('user_id', '=', userId).execute();
    await assertLedgerBalanced(api);
  });
});
