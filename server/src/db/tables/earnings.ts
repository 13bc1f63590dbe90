import type { Generated } from 'kysely';

/**
 * The earnings tables (migration 011): one earnings account per user, fed by distribution
 * commissions and reading-party settlements and paid out by withdrawals (docs/EARNINGS.md).
 */
export interface EarningsTables {
  earning_accounts: EarningAccountsTable;
  earning_ledger: EarningLedgerTable;
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
