import type { Generated } from 'kysely';

/**
 * The earnings tables (migration 011): one earnings account per user, fed by distribution
 * commissions and reading-party settlements and paid out by withdrawals (docs/EARNINGS.md).
 */
export interface EarningsTables {
  earning_accounts: EarningAccountsTable;
  earning_ledger: EarningLedgerTable;
  earning_withdrawal_rules: EarningWithdrawalRulesTable;
  earning_withdrawals: EarningWithdrawalsTable;
  earning_withdrawal_days: EarningWithdrawalDaysTable;
  transfer_notifications: TransferNotificationsTable;
}

/** The buckets of an account; each equals the sum of its ledger column at all times. */
export interface EarningAccountsTable {
  user_id: number;
  /** Accrued, inside the refund window (待结算); becomes available when it settles. */
  pending_fen: number;
  /** Settled and withdrawable (可提现). Negative when a refund took back money already withdrawn: later income repays it first. */
  available_fen: number;
  /** Applied for withdrawal and not final yet (提现中). */
  frozen_fen: number;
  /** Paid out in total (累计提现), fees included. */
  withdrawn_fen: number;
  updated_at: number;
}

export type EarningSource = 'distribution' | 'reading' | 'withdrawal' | 'admin';

/** One movement between buckets, written in the transaction of its cause. */
export interface EarningLedgerTable {
  id: Generated<number>;
  user_id: number;
  source: EarningSource;
  /** Why (EARNING_REASONS in shared/earnings/ledger.ts). */
  reason: string;
  /** What caused it: an order number, a party id, a withdrawal's bill number. */
  ref: string;
  pending_delta: number;
  available_delta: number;
  frozen_delta: number;
  withdrawn_delta: number;
  /** The account after this movement. */
  pending_after: number;
  available_after: number;
  frozen_after: number;
  withdrawn_after: number;
  created_at: number;
}

/** The operator's withdrawal rules: one row, id 1 (amounts in fen). */
export interface EarningWithdrawalRulesTable {
  id: number;
  min_fen: number;
  /** Withheld from each withdrawal, in ‰ of its amount (rounded down to whole fen). */
  fee_permille: number;
  max_fen: number;
  /** Per user and Beijing day; released withdrawals (failed, cancelled, rejected) give theirs back. */
  daily_count: number;
  daily_amount_fen: number;
  /** Withdrawals of at least this amount wait for an operator. */
  review_threshold_fen: number;
  updated_at: number;
}

export type WithdrawalStatus = 'reviewing' | 'transferring' | 'succeeded' | 'failed' | 'cancelled' | 'rejected';
/** The page the user withdrew from, so its success page links back. */
export type WithdrawalFrom = 'distribution' | 'reading';

/** A withdrawal and its transfer bill (docs/EARNINGS.md has the states). */
export interface EarningWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  /** Our bill number, generated once at application: the provider's idempotency key. */
  out_bill_no: string;
  from_area: WithdrawalFrom;
  /** Taken from available (frozen while it is transferred). */
  amount_fen: number;
  fee_fen: number;
  /** What the user receives: amount - fee. */
  net_fen: number;
  status: WithdrawalStatus;
  /** The transfer provider chosen at application ('sandbox' | 'wechat'). */
  provider: string;
  /** The WeChat app whose openid receives the transfer ('mini' | 'mp'); null in the sandbox. */
  app: string | null;
  app_id: string | null;
  openid: string | null;
  /** The bill's state at the provider; null while no answer to the bill's creation has come. */
  provider_state: string | null;
  transfer_bill_no: string | null;
  /** What the client passes to WeChat's confirm (wx.requestMerchantTransfer), in WAIT_USER_CONFIRM. */
  package_info: string | null;
  fail_reason: string | null;
  reject_reason: string | null;
  /** Beijing day of the application ('YYYY-MM-DD'): the day its daily limits count on. */
  day: string;
  /** Calls made to create the bill. */
  attempts: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
  finished_at: number | null;
}

/** Each user's withdrawals of one Beijing day that are not released. */
export interface EarningWithdrawalDaysTable {
  user_id: number;
  day: string;
  withdrawal_count: number;
  amount_fen: number;
}

/** Every transfer notification received, with what became of it. */
export interface TransferNotificationsTable {
  id: Generated<number>;
  provider: string;
  out_bill_no: string | null;
  transfer_bill_no: string | null;
  event_type: string | null;
  state: string | null;
  verdict: string;
  detail: string;
  body: string;
  received_at: number;
}
