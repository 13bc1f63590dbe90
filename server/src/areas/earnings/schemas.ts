/**
 * The earnings area's part of the API contract (docs/EARNINGS.md): the account, its ledger and
 * withdrawals (cash-out) behind the distribution and reading-party pages, and the operator's
 * rules, reviews and checks. The shapes the services answer live in shared/earnings/schemas.ts
 * and are re-exported here, so the client imports everything as `@contract/earnings`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import { BalancesSchema, LEDGER_SOURCES, TRANSFER_APPS, WITHDRAWAL_FROM, WITHDRAWAL_STATUSES } from '../../shared/earnings/schemas.js';

export * from '../../shared/earnings/schemas.js';

const WithdrawalId = Type.Integer({ title: '提现记录编号', minimum: 1, 'x-msg': '提现记录编号不正确' });
const From = StringEnum(WITHDRAWAL_FROM, { title: '提现来源', 'x-msg': '提现来源须为 distribution 或 reading' });

/** Body of POST /earnings/withdrawals. */
export const ApplyBodySchema = Type.Object({
  amountFen: Type.Integer({ title: '提现金额（分）', minimum: 1, 'x-msg': '提现金额须为大于0的整数（单位：分）' }),
  /** The page the user withdraws from (推广中心 or 读书会), so its success page links back. */
  from: From,
  /** The WeChat app the client runs in (mini: 小程序, mp: 公众号网页); omitted: the one the user used last. */
  app: Type.Optional(StringEnum(TRANSFER_APPS, { title: '收款微信应用', 'x-msg': '收款微信应用须为 mini 或 mp' })),
});
export type ApplyBody = Static<typeof ApplyBodySchema>;

/** Query of GET /earnings/withdrawals. */
export const WithdrawalsQuerySchema = Type.Object({ ...PageQuery, from: Type.Optional(From) });
export type WithdrawalsQuery = Static<typeof WithdrawalsQuerySchema>;

/** Query of GET /earnings/ledger: one source's rows (收支明细 of a page), or all. */
export const LedgerQuerySchema = Type.Object({
  ...PageQuery,
  source: Type.Optional(StringEnum(LEDGER_SOURCES, { title: '收支来源', 'x-msg': '收支来源须为 distribution、reading、withdrawal 或 admin' })),
});
export type LedgerQuery = Static<typeof LedgerQuerySchema>;

export const WithdrawalParamsSchema = Type.Object({ id: WithdrawalId });
export type WithdrawalParams = Static<typeof WithdrawalParamsSchema>;

/** Body of POST /earnings/sandbox/transfer/confirm: the user's answer on the sandbox's confirm sheet. */
export const SandboxConfirmBodySchema = Type.Object({
  id: WithdrawalId,
  result: StringEnum(['confirm', 'reject'] as const, { title: '确认结果', 'x-msg': '确认结果须为 confirm 或 reject' }),
});
export type SandboxConfirmBody = Static<typeof SandboxConfirmBodySchema>;

/** WeChat's transfer notification: the signed JSON body as the exact text that was signed. */
export const TransferNotifyBodySchema = Type.String();
/** What WeChat's notification is answered (its own format, not the envelope). */
export const TransferAckSchema = Type.Object({ code: Type.String(), message: Type.String() });

// ---- operator ----

/** Query of GET /admin/earnings/withdrawals. */
export const AdminWithdrawalsQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(WITHDRAWAL_STATUSES, { title: '提现状态' })),
  userId: Type.Optional(Type.Integer({ title: '用户编号', minimum: 1 })),
  limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
});
export type AdminWithdrawalsQuery = Static<typeof AdminWithdrawalsQuerySchema>;

/** Body of POST /admin/earnings/withdrawals/:id/reject: the reason the user sees. */
export const RejectBodySchema = Type.Object({
  reason: Type.String({ title: '驳回原因', minLength: 1, maxLength: 80, 'x-msg': '请填写驳回原因（80字以内）' }),
});
export type RejectBody = Static<typeof RejectBodySchema>;

/** Body of POST /admin/earnings/adjust: fen added to (negative: taken from) the user's available earnings. */
export const AdjustBodySchema = Type.Object({
  userId: Type.Integer({ title: '用户编号', minimum: 1, 'x-msg': '用户编号不正确' }),
  amountFen: Type.Integer({ title: '调整金额（分）', 'x-msg': '调整金额须为整数（单位：分）' }),
  note: Type.String({ title: '调整说明', minLength: 1, maxLength: 64, 'x-msg': '请填写调整说明（64字以内）' }),
});
export type AdjustBody = Static<typeof AdjustBodySchema>;

export const MismatchSchema = Type.Object({ userId: Type.Integer(), account: BalancesSchema, ledger: BalancesSchema });

/** Query of GET /admin/earnings/transfer-notifications. */
export const TransferNotificationsQuerySchema = Type.Object({
  outBillNo: Type.Optional(Type.String({ title: '提现单号', maxLength: 32 })),
  limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
});
export type TransferNotificationsQuery = Static<typeof TransferNotificationsQuerySchema>;

export const TransferNotificationSchema = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  outBillNo: Nullable(Type.String()),
  state: Nullable(Type.String()),
  eventType: Nullable(Type.String()),
  verdict: Type.String(),
  detail: Type.String(),
  receivedAt: Type.Integer(),
});
export type TransferNotification = Static<typeof TransferNotificationSchema>;
