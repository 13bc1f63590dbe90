/** Shared steps and checks of the suites that move earnings (cash-out, distribution, reading parties). */
import assert from 'node:assert/strict';
import type { EarningSource } from '../../src/db/tables/earnings.js';
import type { EarningBalances } from '../../src/shared/earnings/ledger.js';
import type { TestApp } from './harness.js';

/** The earnings invariant: every account equals the sums of its ledger (`mismatches()` is empty). */
export async function assertLedgerBalanced(api: TestApp): Promise<void> {
  assert.deepEqual(await api.app.ctx.services.earnings.mismatches(), [], 'earnings accounts equal their ledger sums');
}

/**
 * Gives a user available earnings (an operator adjustment, reason 'admin_adjust', in its own
 * transaction) and returns the balances after it. `source` is what the ledger page filters by.
 */
export async function giveEarnings(api: TestApp, userId: number, fen: number, source: EarningSource = 'admin'): Promise<EarningBalances> {
  const { db, services } = api.app.ctx;
  return db.transaction().execute((trx) =>
    services.earnings.move(trx, userId, { available: fen }, { source, reason: 'admin_adjust', ref: `test-${userId}` }),
  );
}

export async function earningBalances(api: TestApp, userId: number): Promise<EarningBalances> {
  return api.app.ctx.services.earnings.balances(userId);
}
