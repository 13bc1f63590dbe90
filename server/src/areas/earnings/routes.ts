import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { EarningsServices } from './index.js';
import {
  ApplyBodySchema,
  EarningsAccountSchema,
  LedgerQuerySchema,
  LedgerRowSchema,
  SandboxConfirmBodySchema,
  TransferAckSchema,
  TransferNotifyBodySchema,
  WithdrawalParamsSchema,
  WithdrawalSchema,
  WithdrawalsQuerySchema,
} from './schemas.js';

/**
 * Earnings and cash-out (docs/EARNINGS.md), behind the distribution pages (clearingCenter,
 * incomeExpenditure, cashOutpage, recordWithdrawal, cashOutSuccess) and the reading-party pages
 * (getMoney, getMoneySucess). Every route needs a login except WeChat's notification.
 */
export default async function earningsRoutes(app: App, { statements, withdrawals, transfers }: EarningsServices) {
  const auth = { auth: true };
  const One = OkSchema(WithdrawalSchema);

  app.get('/earnings/account', { config: auth, schema: { response: OkSchema(EarningsAccountSchema) } }, async (request) =>
    ok(await statements.account(currentUser(request).userId)),
  );

  app.get('/earnings/ledger', { config: auth, schema: { querystring: LedgerQuerySchema, response: OkSchema(PageSchema(LedgerRowSchema)) } }, async (request) =>
    ok(await statements.ledgerPage(currentUser(request).userId, pageOf(request.query), request.query.source)),
  );

  app.post('/earnings/withdrawals', { config: auth, schema: { body: ApplyBodySchema, response: One } }, async (request) =>
    ok(await withdrawals.apply(currentUser(request).userId, request.body)),
  );

  app.get(
    '/earnings/withdrawals',
    { config: auth, schema: { querystring: WithdrawalsQuerySchema, response: OkSchema(PageSchema(WithdrawalSchema)) } },
    async (request) => ok(await withdrawals.list(currentUser(request).userId, pageOf(request.query), request.query.from)),
  );

  app.get('/earnings/withdrawals/:id', { config: auth, schema: { params: WithdrawalParamsSchema, response: One } }, async (request) =>
    ok(await withdrawals.detail(currentUser(request).userId, request.params.id)),
  );

  app.post('/earnings/withdrawals/:id/cancel', { config: auth, schema: { params: WithdrawalParamsSchema, response: One } }, async (request) =>
    ok(await withdrawals.cancel(currentUser(request).userId, request.params.id)),
  );

  app.post('/earnings/withdrawals/:id/refresh', { config: auth, schema: { params: WithdrawalParamsSchema, response: One } }, async (request) =>
    ok(await withdrawals.refresh(currentUser(request).userId, request.params.id)),
  );

  // The sandbox's confirm sheet (TRANSFER_PROVIDER=sandbox): the owner confirms or rejects a bill waiting for them.
  app.post('/earnings/sandbox/transfer/confirm', { config: auth, schema: { body: SandboxConfirmBodySchema, response: One } }, async (request) => {
    const { id, result } = request.body;
    return ok(await withdrawals.sandboxConfirm(currentUser(request).userId, id, result));
  });

  // WeChat Pay calls this with a signed JSON body: keep it as the exact text that was signed.
  await app.register(async (notify: App) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    notify.post(
      '/earnings/transfer/wechat/notify',
      { schema: { body: TransferNotifyBodySchema, response: { 200: TransferAckSchema, 400: TransferAckSchema, 500: TransferAckSchema } } },
      async (request, reply) => {
        const outcome = await transfers.handleNotification('wechat', request.headers, request.body, { ip: request.ip });
        if (outcome.ack) return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
        const status = ['bad_signature', 'stale', 'bad_request'].includes(outcome.verdict) ? 400 : 500;
        return reply.code(status).send({ code: 'FAIL', message: `失败：${outcome.verdict}` });
      },
    );
  });
}
