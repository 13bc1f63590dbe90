import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { assertUsableConfig, loadConfig } from '../src/config.js';
import { createTransferProviders } from '../src/providers/transfer/index.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, userIdOf } from './helpers/commerce.js';
import { assertLedgerBalanced, earningBalances, giveEarnings } from './helpers/earnings.js';
import { FakeClock } from './helpers/clock.js';
import { nextIp, suite } from './helpers/harness.js';
import { MINI, MP } from './fakes/wechat.js';
import { FakeWechatTransfer, TRANSFER_NOTIFY_URL } from './fakes/wechat-transfer.js';
import { PAY_MCHID } from './fakes/wechatpay.js';

const MINUTE = 60_000;

suite('earnings: WeChat Pay 商家转账 (local fake)', DB_VARIANTS, async (t, env) => {
  const fake = await new FakeWechatTransfer(() => env.clock.now()).start();
  t.after(() => fake.stop());
  const api = await env.build({
    config: (c) => {
      c.pay.wechat = fake.config();
      c.transfer = fake.transferConfig();
      c.wechat.mp = MP;
      c.wechat.mini = MINI;
      c.adminToken = ADMIN_TOKEN;
    },
  });
  const { db } = env.backend.database;
  const job = api.app.jobs.find((j) => j.name === 'reconcile transfers')!;

  let openids = 0;
  /** A user with WeChat identities of the official account and (used last) the mini-program, and `fen` available earnings. */
  const wechatUser = async (fen: number) => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    openids += 1;
    const openid = `o_${process.pid}_${openids}`;
    const now = env.clock.now();
    await db
      .insertInto('wechat_identities')
      .values([
        { openid: `${openid}_mp`, app: 'mp', unionid: null, user_id: userId, nickname: '', avatar: '', created_at: now, updated_at: now - 1000 },
        { openid: `${openid}_mini`, app: 'mini', unionid: null, user_id: userId, nickname: '', avatar: '', created_at: now, updated_at: now },
      ])
      .execute();
    await giveEarnings(api, userId, fen, 'distribution');
    return { token, userId, openid };
  };
  const apply = (token: string, body: Record<string, unknown>) => api.post('/api/earnings/withdrawals', { from: 'distribution', ...body }, { token });
  const detail = async (token: string, id: number) => (await api.get(`/api/earnings/withdrawals/${id}`, { token })).body.data;
  const notify = (n: { headers: Record<string, string>; body: string }, ip = '127.0.0.1') =>
    api.app.inject({ method: 'POST', url: '/api/earnings/transfer/wechat/notify', headers: n.headers, payload: n.body, remoteAddress: ip });
  const verdicts = async (outBillNo: string) =>
    (await db.selectFrom('transfer_notifications').select('verdict').where('out_bill_no', '=', outBillNo).orderBy('id').execute()).map((n) => n.verdict);
  const reasons = async (userId: number) =>
    (await db.selectFrom('earning_ledger').select('reason').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.reason);

  await t.test('without a WeChat identity the user is told to open 心栈 in WeChat; nothing is frozen', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    await giveEarnings(api, userId, 5000);
    assert.deepEqual((await apply(token, { amountFen: 2000 })).body, { state: 5108, msg: '提现将转入微信零钱，请先在微信中打开心栈并登录', data: null });
    assert.deepEqual((await api.get('/api/earnings/account', { token })).body.data.wechatApps, []);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 5000, frozenFen: 0, withdrawnFen: 0 });
  });

  await t.test('create: the bill reaches WeChat in its wire format and waits for the confirm with its package', async () => {
    const { token, openid } = await wechatUser(10_000);
    assert.deepEqual((await api.get('/api/earnings/account', { token })).body.data.wechatApps, ['mini', 'mp']);
    const w = (await apply(token, { amountFen: 2000 })).body.data;
    const bill = fake.bills.get(w.outBillNo)!;
    assert.deepEqual(
      { appid: bill.appid, openid: bill.openid, amount: bill.amount, sceneId: bill.sceneId, remark: bill.remark, notifyUrl: bill.notifyUrl, perception: bill.perception, infos: bill.reportInfos },
      {
        appid: MINI.appId,
        openid: `${openid}_mini`,
        amount: 2000,
        sceneId: '1000',
        remark: '心栈推广佣金提现',
        notifyUrl: TRANSFER_NOTIFY_URL,
        perception: '现金奖励',
        infos: [
          { info_type: '活动名称', info_content: '心栈推广与读书会' },
          { info_type: '奖励说明', info_content: '心栈推广佣金提现' },
        ],
      },
    );
    assert.deepEqual(
      [w.status, w.statusText, w.providerState, w.provider, w.canCancel, w.confirm],
      ['transferring', '待确认收款', 'WAIT_USER_CONFIRM', 'wechat', true, { provider: 'wechat', mchId: PAY_MCHID, appId: MINI.appId, package: bill.packageInfo }],
    );
    const inBrowser = (await apply(token, { amountFen: 1000, app: 'mp', from: 'reading' })).body.data;
    const mpBill = fake.bills.get(inBrowser.outBillNo)!;
    assert.deepEqual([mpBill.appid, mpBill.openid, mpBill.remark, inBrowser.confirm.appId], [MP.appId, `${openid}_mp`, '心栈读书会收入提现', MP.appId]);
  });

  await t.test('the user confirms; WeChat notifies SUCCESS; the notification replayed 100 times concurrently changes the withdrawal once', async () => {
    const { token, userId } = await wechatUser(5000);
    const w = (await apply(token, { amountFen: 3000 })).body.data;
    fake.confirm(w.confirm);
    const n = fake.transferNotification(w.outBillNo);
    const replies = await Promise.all(Array.from({ length: 100 }, () => notify(n)));
    assert.deepEqual([...new Set(replies.map((r) => `${r.statusCode} ${r.body}`))], ['200 {"code":"SUCCESS","message":"成功"}']);
    const v = await verdicts(w.outBillNo);
    assert.deepEqual([v.length, v.filter((x) => x === 'applied').length, v.filter((x) => x === 'duplicate').length], [100, 1, 99]);
    const done = await detail(token, w.id);
    assert.deepEqual([done.status, done.providerState, done.confirm, done.finishedAt], ['succeeded', 'SUCCESS', null, env.clock.now()]);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 2000, frozenFen: 0, withdrawnFen: 3000 });
    assert.deepEqual(await reasons(userId), ['admin_adjust', 'withdrawal_applied', 'withdrawal_paid']);
    await assertLedgerBalanced(api);
  });

  await t.test('WeChat notifies FAIL: the amount comes back once, the reason is kept', async () => {
    const { token, userId } = await wechatUser(5000);
    const w = (await apply(token, { amountFen: 2500 })).body.data;
    fake.finish(w.outBillNo, 'FAIL', 'PAYEE_ACCOUNT_ABNORMAL');
    const n = fake.transferNotification(w.outBillNo);
    const replies = await Promise.all([notify(n), notify(n), notify(n)]);
    assert.deepEqual(replies.map((r) => r.statusCode), [200, 200, 200]);
    assert.deepEqual((await verdicts(w.outBillNo)).sort(), ['applied', 'duplicate', 'duplicate']);
    const failed = await detail(token, w.id);
    assert.deepEqual([failed.status, failed.statusText, failed.failReason, failed.providerState], ['failed', '转账失败，金额已退回', 'PAYEE_ACCOUNT_ABNORMAL', 'FAIL']);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 5000, frozenFen: 0, withdrawnFen: 0 });
    assert.deepEqual(await reasons(userId), ['admin_adjust', 'withdrawal_applied', 'withdrawal_released']);
    assert.deepEqual((await api.get('/api/earnings/account', { token })).body.data.today, { count: 0, amountFen: 0 });
    await assertLedgerBalanced(api);
  });

  await t.test('bad signatures, stale, foreign or mismatching notifications change nothing and are stored', async () => {
    const { token, userId } = await wechatUser(5000);
    const w = (await apply(token, { amountFen: 2000 })).body.data;
    fake.confirm(w.confirm);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cases: Array<[{ headers: Record<string, string>; body: string }, number, string]> = [
      [fake.transferNotification(w.outBillNo, { signer: other.privateKey }), 400, 'bad_signature'],
      [fake.transferNotification(w.outBillNo, { tamper: true }), 400, 'bad_signature'],
      [{ headers: { 'content-type': 'application/json' }, body: fake.transferNotification(w.outBillNo).body }, 400, 'bad_signature'],
      [fake.transferNotification(w.outBillNo, { skewSeconds: 600 }), 400, 'stale'],
      [fake.transferNotification(w.outBillNo, { mchId: '1900009999' }), 400, 'bad_request'],
      [fake.transferNotification(w.outBillNo, { amountFen: 20_000 }), 500, 'amount_mismatch'],
    ];
    const before = (await db.selectFrom('transfer_notifications').select('id').execute()).length;
    for (const [n, status, verdict] of cases) {
      const r = await notify(n);
      assert.deepEqual([r.statusCode, r.json()], [status, { code: 'FAIL', message: `失败：${verdict}` }], verdict);
    }
    const stored = await db.selectFrom('transfer_notifications').select(['verdict', 'out_bill_no']).orderBy('id').execute();
    assert.deepEqual(
      stored.slice(before).map((s) => s.verdict),
      cases.map((c) => c[2]),
    );
    assert.equal(stored.slice(before).filter((s) => s.out_bill_no === w.outBillNo).length, 1, 'only the verified one names its bill');
    const still = await detail(token, w.id);
    assert.deepEqual([still.status, still.providerState], ['transferring', 'WAIT_USER_CONFIRM']);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 3000, frozenFen: 2000, withdrawnFen: 0 });
    assert.deepEqual(await reasons(userId), ['admin_adjust', 'withdrawal_applied']);

    // A flood of forgeries from one address is stored 60 a minute at most.
    const ip = nextIp();
    const forged = fake.transferNotification(w.outBillNo, { signer: other.privateKey });
    const count = async () => (await db.selectFrom('transfer_notifications').select('id').execute()).length;
    const start = await count();
    for (let i = 0; i < 70; i += 1) assert.equal((await notify(forged, ip)).statusCode, 400);
    assert.equal((await count()) - start, 60);

    // The real one still applies.
    assert.equal((await notify(fake.transferNotification(w.outBillNo))).statusCode, 200);
    assert.equal((await detail(token, w.id)).status, 'succeeded');
    await assertLedgerBalanced(api);
  });

  await t.test('an outcome whose notification never came is found by refresh and by the reconcile job', async () => {
    const { token, userId } = await wechatUser(10_000);
    const a = (await apply(token, { amountFen: 2000 })).body.data;
    const b = (await apply(token, { amountFen: 3000 })).body.data;
    fake.confirm(a.confirm);
    const refreshed = (await api.post(`/api/earnings/withdrawals/${a.id}/refresh`, {}, { token })).body.data;
    assert.deepEqual([refreshed.status, refreshed.providerState], ['succeeded', 'SUCCESS']);
    const queries = () => fake.server.requests.filter((r) => r.method === 'GET' && r.path.endsWith(b.outBillNo)).length;
    await api.post(`/api/earnings/withdrawals/${b.id}/refresh`, {}, { token });
    await api.post(`/api/earnings/withdrawals/${b.id}/refresh`, {}, { token });
    assert.equal(queries(), 1, 'a second refresh within 5 seconds does not call WeChat');
    // Not confirmed within 24 hours: WeChat cancels the bill.
    fake.finish(b.outBillNo, 'CANCELLED');
    assert.equal(await job.run(), 0, 'changed a minute ago: left to its request');
    env.clock.advance(5 * MINUTE);
    assert.equal(await job.run(), 1);
    const expired = await detail(token, b.id);
    assert.deepEqual([expired.status, expired.statusText, expired.providerState], ['cancelled', '已撤销，金额已退回', 'CANCELLED']);
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 8000, frozenFen: 0, withdrawnFen: 2000 });
    env.clock.advance(5 * MINUTE);
    assert.equal(await job.run(), 0, 'nothing left to do');
    await assertLedgerBalanced(api);
  });

  await t.test('cancel before the confirm: CANCELING, then CANCELLED by notification, released once; after a confirm it is refused', async () => {
    const { token, userId } = await wechatUser(10_000);
    const w = (await apply(token, { amountFen: 2000 })).body.data;
    const canceling = (await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token })).body.data;
    assert.deepEqual(
      [canceling.status, canceling.statusText, canceling.providerState, canceling.canCancel, canceling.confirm],
      ['transferring', '撤销中', 'CANCELING', false, null],
    );
    assert.equal(fake.bills.get(w.outBillNo)!.state, 'CANCELING');
    assert.equal((await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token })).body.data.providerState, 'CANCELING', 'asked again: the same answer');
    fake.finish(w.outBillNo, 'CANCELLED');
    assert.equal((await notify(fake.transferNotification(w.outBillNo))).statusCode, 200);
    assert.equal((await detail(token, w.id)).status, 'cancelled');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 10_000, frozenFen: 0, withdrawnFen: 0 });

    // The user confirmed in WeChat just before cancelling here: WeChat refuses, the success is recorded.
    const late = (await apply(token, { amountFen: 4000 })).body.data;
    fake.confirm(late.confirm);
    assert.deepEqual((await api.post(`/api/earnings/withdrawals/${late.id}/cancel`, {}, { token })).body, {
      state: 5107,
      msg: '该提现正在转账或已结束，不能撤销',
      data: null,
    });
    assert.equal((await detail(token, late.id)).status, 'succeeded');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 6000, frozenFen: 0, withdrawnFen: 4000 });
    assert.deepEqual(await reasons(userId), ['admin_adjust', 'withdrawal_applied', 'withdrawal_released', 'withdrawal_applied', 'withdrawal_paid']);
    await assertLedgerBalanced(api);
  });

  await t.test('an unknown error on create: the job retries with the SAME bill number, never a second bill', async () => {
    const { token, userId } = await wechatUser(10_000);
    const billsBefore = fake.bills.size;
    fake.transferFailures.push({ status: 500, code: 'SYSTEM_ERROR', message: '系统繁忙，请稍后重试' });
    const w = (await apply(token, { amountFen: 2000 })).body.data;
    assert.deepEqual(
      [w.status, w.statusText, w.providerState, w.confirm, w.canCancel],
      ['transferring', '转账中', null, null, false],
      'no answer yet: the money stays frozen',
    );
    assert.equal(fake.bills.size, billsBefore);
    const [row] = (await api.get('/api/admin/earnings/withdrawals', { ...admin, query: { userId } })).body.data;
    assert.equal(row.attempts, 1);
    assert.match(row.lastError, /HTTP 500 SYSTEM_ERROR/);
    assert.deepEqual((await api.post(`/api/earnings/withdrawals/${w.id}/cancel`, {}, { token })).body.state, 5107, 'a bill being created cannot be cancelled');

    // The answer of the first retry is lost after WeChat made the bill.
    fake.transferFailures.push({ status: 500, code: 'SYSTEM_ERROR', message: '系统繁忙，请稍后重试', after: true, outBillNo: w.outBillNo });
    env.clock.advance(2 * MINUTE);
    assert.equal(await job.run(), 0);
    assert.equal(fake.bills.size, billsBefore + 1, 'WeChat has the bill, we do not know yet');
    env.clock.advance(2 * MINUTE);
    assert.equal(await job.run(), 1);
    assert.deepEqual(fake.createCalls().filter((no) => no === w.outBillNo).length, 3);
    assert.equal(fake.bills.size, billsBefore + 1, 'the same bill answered again');
    const ready = await detail(token, w.id);
    assert.deepEqual([ready.providerState, ready.confirm.package], ['WAIT_USER_CONFIRM', fake.bills.get(w.outBillNo)!.packageInfo]);
    assert.equal((await api.get('/api/admin/earnings/withdrawals', { ...admin, query: { userId } })).body.data[0].attempts, 3);

    // A crash right after the application (no call made at all) is finished the same way.
    const row2 = (await apply(token, { amountFen: 1000 })).body.data;
    await db.updateTable('earning_withdrawals').set({ provider_state: null, package_info: null }).where('id', '=', row2.id).execute();
    fake.bills.delete(row2.outBillNo);
    env.clock.advance(2 * MINUTE);
    assert.equal(await job.run(), 1);
    assert.equal((await detail(token, row2.id)).providerState, 'WAIT_USER_CONFIRM');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 7000, frozenFen: 3000, withdrawnFen: 0 });
    await assertLedgerBalanced(api);
  });

  await t.test('a refusal fails the withdrawal once WeChat says it has no bill; a merchant short of funds is retried', async () => {
    const { token, userId } = await wechatUser(10_000);
    fake.transferFailures.push({ status: 400, code: 'PARAM_ERROR', message: '参数错误' });
    const refused = (await apply(token, { amountFen: 2000 })).body.data;
    assert.deepEqual([refused.status, refused.failReason, refused.statusText], ['failed', 'PARAM_ERROR', '转账失败，金额已退回']);
    assert.ok(fake.server.requests.some((r) => r.method === 'GET' && r.path.endsWith(`/out-bill-no/${refused.outBillNo}`)), 'looked the bill up first');
    assert.deepEqual(await earningBalances(api, userId), { pendingFen: 0, availableFen: 10_000, frozenFen: 0, withdrawnFen: 0 });

    fake.transferFailures.push({ status: 403, code: 'NOT_ENOUGH', message: '商户运营账户资金不足' });
    const short = (await apply(token, { amountFen: 3000 })).body.data;
    assert.deepEqual([short.status, short.providerState], ['transferring', null]);
    env.clock.advance(2 * MINUTE);
    assert.equal(await job.run(), 1);
    assert.equal((await detail(token, short.id)).providerState, 'WAIT_USER_CONFIRM');
    assert.deepEqual(await reasons(userId), ['admin_adjust', 'withdrawal_applied', 'withdrawal_released', 'withdrawal_applied']);
    await assertLedgerBalanced(api);
  });

  await t.test('scene 1005 (佣金报酬) reports its own fields and 收款感知', async () => {
    const commission = await env.build({
      config: (c) => {
        c.pay.wechat = fake.config();
        c.transfer = fake.transferConfig('1005');
        c.wechat.mini = MINI;
      },
    });
    const { token } = await commission.login();
    const userId = await userIdOf(commission, token);
    const now = env.clock.now();
    await db.insertInto('wechat_identities').values({ openid: `o_${process.pid}_1005`, app: 'mini', unionid: null, user_id: userId, nickname: '', avatar: '', created_at: now, updated_at: now }).execute();
    await giveEarnings(commission, userId, 5000);
    const w = (await commission.post('/api/earnings/withdrawals', { amountFen: 1000, from: 'reading' }, { token })).body.data;
    const bill = fake.bills.get(w.outBillNo)!;
    assert.deepEqual([bill.sceneId, bill.perception, bill.reportInfos], [
      '1005',
      '劳务报酬',
      [
        { info_type: '岗位类型', info_content: '推广员与读书会组织者' },
        { info_type: '报酬说明', info_content: '心栈读书会收入提现' },
      ],
    ]);
  });

  await t.test('a reviewed withdrawal gets its bill when an operator approves it', async () => {
    const { token } = await wechatUser(100_000);
    const w = (await apply(token, { amountFen: 60_000 })).body.data;
    assert.equal(w.status, 'reviewing');
    assert.equal(fake.bills.get(w.outBillNo), undefined);
    const approved = (await api.post(`/api/admin/earnings/withdrawals/${w.id}/approve`, {}, admin)).body.data;
    assert.deepEqual([approved.status, approved.providerState, approved.transferBillNo], ['transferring', 'WAIT_USER_CONFIRM', fake.bills.get(w.outBillNo)!.transferBillNo]);
    assert.equal(fake.bills.get(w.outBillNo)!.amount, 60_000);
  });
});

test('transfer settings: TRANSFER_PROVIDER, what wechat needs, production names it explicitly', () => {
  assert.deepEqual(loadConfig({}).transfer, { provider: 'sandbox', providerExplicit: false, sceneId: '1000', notifyUrl: '' });
  assert.throws(() => loadConfig({ TRANSFER_PROVIDER: 'alipay' }), /TRANSFER_PROVIDER must be sandbox or wechat, got "alipay"/);
  const incomplete = loadConfig({ TRANSFER_PROVIDER: 'wechat', WECHATPAY_TRANSFER_SCENE_ID: '1234', WECHATPAY_MCHID: '1900000109' });
  const needs =
    'TRANSFER_PROVIDER=wechat needs WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY (PEM), WECHATPAY_APIV3_KEY (32 characters), WECHATPAY_PLATFORM_CERT (PEM), ' +
    'WECHATPAY_TRANSFER_SCENE_ID (1000 or 1005), WECHATPAY_TRANSFER_NOTIFY_URL, WECHAT_MINI_APPID/SECRET or WECHAT_MP_APPID/SECRET';
  assert.throws(() => assertUsableConfig(incomplete), { message: needs });
  assert.throws(() => createTransferProviders(incomplete, new FakeClock()), { message: needs });
  const sandbox = createTransferProviders(loadConfig({}), new FakeClock());
  assert.deepEqual([sandbox.active.name, sandbox.wechat, sandbox.byName('wechat')], ['sandbox', null, null]);
  const production = loadConfig({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox', MEDIA_SECRET: 'x'.repeat(32) });
  assert.throws(() => assertUsableConfig(production), /NODE_ENV=production needs TRANSFER_PROVIDER set explicitly/);
});
