/**
 * The shapes of earnings and cash-out (docs/EARNINGS.md) the services answer: the account with
 * its buckets, the ledger's rows, the withdrawal rules and withdrawals. The earnings area's
 * routes answer them and the client imports them as types (`@contract/earnings`). Amounts are
 * integer fen; times are epoch ms.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../core/schemas.js';

export const WITHDRAWAL_STATUSES = ['reviewing', 'transferring', 'succeeded', 'failed', 'cancelled', 'rejected'] as const;
export const WITHDRAWAL_FROM = ['distribution', 'reading'] as const;
export const LEDGER_SOURCES = ['distribution', 'reading', 'withdrawal', 'admin'] as const;
export const TRANSFER_APPS = ['mini', 'mp'] as const;

export const BalancesSchema = Type.Object({
  /** 待结算: accrued, inside the refund window. */
  pendingFen: Type.Integer(),
  /** 可提现 (negative after a refund took back money already withdrawn). */
  availableFen: Type.Integer(),
  /** 提现中. */
  frozenFen: Type.Integer(),
  /** 累计提现, fees included. */
  withdrawnFen: Type.Integer(),
});
export type Balances = Static<typeof BalancesSchema>;

export const WithdrawalRulesSchema = Type.Object({
  minFen: Type.Integer({ title: '单笔最低提现（分）', minimum: 100, 'x-msg': '单笔最低提现须为不少于100的整数（分）' }),
  feePermille: Type.Integer({ title: '手续费（‰）', minimum: 0, maximum: 200, 'x-msg': '手续费须为0到200之间的整数（‰）' }),
  maxFen: Type.Integer({ title: '单笔最高提现（分）', minimum: 100, maximum: 199_999, 'x-msg': '单笔最高提现须为100到199999之间的整数（分）' }),
  dailyCount: Type.Integer({ title: '每日提现次数', minimum: 1, maximum: 100, 'x-msg': '每日提现次数须为1到100之间的整数' }),
  dailyAmountFen: Type.Integer({ title: '每日提现金额（分）', minimum: 100, maximum: 100_000_000, 'x-msg': '每日提现金额须为100到100000000之间的整数（分）' }),
  /** Withdrawals of at least this amount wait for an operator (0: all of them). */
  reviewThresholdFen: Type.Integer({ title: '审核门槛（分）', minimum: 0, maximum: 100_000_000, 'x-msg': '审核门槛须为0到100000000之间的整数（分）' }),
});
export type WithdrawalRulesView = Static<typeof WithdrawalRulesSchema>;

export const EarningsAccountSchema = Type.Object({
  balances: BalancesSchema,
  rules: WithdrawalRulesSchema,
  /** Today's (Beijing day) withdrawals that count against the daily limits. */
  today: Type.Object({ count: Type.Integer(), amountFen: Type.Integer() }),
  /** The most one withdrawal may take now (0 when none is possible: below the minimum, limits reached). */
  withdrawableFen: Type.Integer(),
  /** sandbox: withdrawals are confirmed in the sandbox; wechat: in WeChat (wx.requestMerchantTransfer). */
  provider: StringEnum(['sandbox', 'wechat'] as const),
  /** The user's WeChat apps a transfer can go to (wechat provider); empty: they must open 心栈 in WeChat first. */
  wechatApps: Type.Array(StringEnum(TRANSFER_APPS)),
});
export type EarningsAccount = Static<typeof EarningsAccountSchema>;

export const LedgerRowSchema = Type.Object({
  id: Type.Integer(),
  source: StringEnum(LEDGER_SOURCES),
  reason: Type.String(),
  /** The reason in Chinese (收支明细's line). */
  reasonText: Type.String(),
  /** An order number, a party id, a withdrawal's bill number. */
  ref: Type.String(),
  delta: BalancesSchema,
  after: BalancesSchema,
  createdAt: Type.Integer(),
});
export type LedgerRow = Static<typeof LedgerRowSchema>;

/** What the client passes to confirm the transfer: `wx.requestMerchantTransfer({ mchId, appId, package })`. */
export const TransferConfirmSchema = Type.Object({
  provider: StringEnum(['sandbox', 'wechat'] as const),
  mchId: Type.String(),
  appId: Type.String(),
  package: Type.String(),
});
export type TransferConfirm = Static<typeof TransferConfirmSchema>;

export const WithdrawalSchema = Type.Object({
  id: Type.Integer(),
  /** Our bill number (shown as 提现单号). */
  outBillNo: Type.String(),
  from: StringEnum(WITHDRAWAL_FROM),
  amountFen: Type.Integer(),
  feeFen: Type.Integer(),
  /** What arrives in the wallet: amount - fee. */
  netFen: Type.Integer(),
  status: StringEnum(WITHDRAWAL_STATUSES),
  /** 审核中, 转账中, 待确认收款, 撤销中, 已到账, …: the line the client shows. */
  statusText: Type.String(),
  /** The bill's state at the provider (ACCEPTED, PROCESSING, WAIT_USER_CONFIRM, TRANSFERING, SUCCESS, FAIL, CANCELING, CANCELLED); null before it answered. */
  providerState: Nullable(Type.String()),
  provider: Type.String(),
  failReason: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  /** Whether the user may still cancel it (审核中, or waiting for their confirm). */
  canCancel: Type.Boolean(),
  /** While the bill waits for the user's confirm (WAIT_USER_CONFIRM). */
  confirm: Nullable(TransferConfirmSchema),
  createdAt: Type.Integer(),
  finishedAt: Nullable(Type.Integer()),
});
export type Withdrawal = Static<typeof WithdrawalSchema>;

/** A withdrawal as operators see it. */
export const AdminWithdrawalSchema = Type.Composite([
  WithdrawalSchema,
  Type.Object({
    userId: Type.Integer(),
    transferBillNo: Nullable(Type.String()),
    attempts: Type.Integer(),
    lastError: Nullable(Type.String()),
    updatedAt: Type.Integer(),
  }),
]);
export type AdminWithdrawal = Static<typeof AdminWithdrawalSchema>;
