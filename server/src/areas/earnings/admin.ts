import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { EarningsServices } from './index.js';
import {
  AdjustBodySchema,
  AdminWithdrawalSchema,
  AdminWithdrawalsQuerySchema,
  BalancesSchema,
  MismatchSchema,
  RejectBodySchema,
  TransferNotificationSchema,
  TransferNotificationsQuerySchema,
  WithdrawalParamsSchema,
  WithdrawalRulesSchema,
} from './schemas.js';

/** Operator routes of earnings (behind the operator guard): the withdrawal rules, reviews, adjustments and the checks. */
export default async function earningsAdminRoutes(app: App, { rules, withdrawals, transfers, statements, ledger }: EarningsServices): Promise<void> {
  const One = OkSchema(AdminWithdrawalSchema);

  app.get('/admin/earnings/rules', { schema: { response: OkSchema(WithdrawalRulesSchema) } }, async () => ok(await rules.get()));

  app.put('/admin/earnings/rules', { schema: { body: WithdrawalRulesSchema, response: OkSchema(WithdrawalRulesSchema) } }, async (request) => {
    const updated = await rules.update(request.body);
    request.log.info(updated, 'withdrawal rules changed by operator');
    return ok(updated);
  });

  app.get(
    '/admin/earnings/withdrawals',
    { schema: { querystring: AdminWithdrawalsQuerySchema, response: OkSchema(Type.Array(AdminWithdrawalSchema)) } },
    async (request) => ok(await withdrawals.adminList(request.query)),
  );

  app.post('/admin/earnings/withdrawals/:id/approve', { schema: { params: WithdrawalParamsSchema, response: One } }, async (request) =>
    ok(await withdrawals.approve(request.params.id)),
  );

  app.post('/admin/earnings/withdrawals/:id/reject', { schema: { params: WithdrawalParamsSchema, body: RejectBodySchema, response: One } }, async (request) =>
    ok(await withdrawals.reject(request.params.id, request.body.reason)),
  );

  app.post('/admin/earnings/adjust', { schema: { body: AdjustBodySchema, response: OkSchema(BalancesSchema) } }, async (request) => {
    const { userId, amountFen, note } = request.body;
    return ok(await statements.adjust(userId, amountFen, note));
  });

  // The invariant: every account equals its ledger sums (empty when all is well).
  app.get('/admin/earnings/mismatches', { schema: { response: OkSchema(Type.Array(MismatchSchema)) } }, async () => ok(await ledger.mismatches()));

  app.get(
    '/admin/earnings/transfer-notifications',
    { schema: { querystring: TransferNotificationsQuerySchema, response: OkSchema(Type.Array(TransferNotificationSchema)) } },
    async (request) => ok(await transfers.notifications(request.query)),
  );

  // The reconcile job now (it runs every 5 minutes): creates unanswered bills, queries unfinished ones.
  app.post('/admin/earnings/reconcile', { schema: { response: OkSchema(Type.Object({ changed: Type.Integer() })) } }, async (request) => {
    const changed = await transfers.reconcile();
    request.log.info({ changed }, 'transfers reconciled by operator');
    return ok({ changed });
  });
}
