/**
 * The withdrawal state changes that move money, shared by the application, the operator's
 * review, the user's cancel and the transfer's outcome (docs/EARNINGS.md "States"). Each is one
 * conditional update of the withdrawal's status; only its winner moves the ledger, so a replay,
 * a retry or a concurrent change moves nothing twice. Lock order everywhere: the withdrawal row,
 * then the user's day counter, then the earnings account.
 */
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { yuan } from '../../core/money.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { EarningWithdrawalsTable, WithdrawalStatus } from '../../db/tables/earnings.js';
import type { EarningsLedger } from './ledger.js';
import type { WithdrawalRulesView } from './schemas.js';

export type WithdrawalRow = Selectable<EarningWithdrawalsTable>;

export function findWithdrawal(db: Kysely<DB>, where: { id: number } | { outBillNo: string }): Promise<WithdrawalRow | undefined> {
  const query = db.selectFrom('earning_withdrawals').selectAll();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('out_bill_no', '=', where.outBillNo)).executeTakeFirst();
}

/** The final statuses a withdrawal reaches from `reviewing` or `transferring`. */
export type FinalStatus = 'succeeded' | 'failed' | 'cancelled' | 'rejected';

/**
 * Moves a withdrawal from `from` to a final status if it is still there (and `providerState`
 * matches when given), and moves its money: succeeded → frozen to withdrawn; otherwise frozen
 * back to available and the day's count and amount given back. Returns whether this call won.
 */
export async function finishWithdrawal(
  trx: Kysely<DB>,
  ledger: EarningsLedger,
  w: WithdrawalRow,
  change: { from: WithdrawalStatus; to: FinalStatus; now: number; set?: Updateable<EarningWithdrawalsTable>; providerStateIsNull?: boolean },
): Promise<boolean> {
  let update = trx
    .updateTable('earning_withdrawals')
    .set({ ...change.set, status: change.to, updated_at: change.now, finished_at: change.now })
    .where('id', '=', w.id)
    .where('status', '=', change.from);
  if (change.providerStateIsNull) update = update.where('provider_state', 'is', null);
  const moved = Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
  if (!moved) return false;
  const cause = { source: 'withdrawal' as const, ref: w.out_bill_no };
  if (change.to === 'succeeded') {
    await ledger.move(trx, w.user_id, { frozen: -w.amount_fen, withdrawn: w.amount_fen }, { ...cause, reason: 'withdrawal_paid' });
  } else {
    await trx
      .updateTable('earning_withdrawal_days')
      .set({ withdrawal_count: sql<number>`withdrawal_count - 1`, amount_fen: sql<number>`amount_fen - ${w.amount_fen}` })
      .where('user_id', '=', w.user_id)
      .where('day', '=', w.day)
      .execute();
    await ledger.move(trx, w.user_id, { frozen: -w.amount_fen, available: w.amount_fen }, { ...cause, reason: 'withdrawal_released' });
  }
  return true;
}

/**
 * Counts a withdrawal against the user's day with one conditional update, so concurrent
 * applications cannot pass the daily count or amount; throws the limit it would pass.
 */
export async function takeDailyAllowance(trx: Kysely<DB>, userId: number, day: string, amountFen: number, rules: WithdrawalRulesView): Promise<void> {
  await trx
    .insertInto('earning_withdrawal_days')
    .values({ user_id: userId, day, withdrawal_count: 0, amount_fen: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('earning_withdrawal_days')
    .set({ withdrawal_count: sql<number>`withdrawal_count + 1`, amount_fen: sql<number>`amount_fen + ${amountFen}` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('withdrawal_count', '<', rules.dailyCount)
    .where('amount_fen', '<=', rules.dailyAmountFen - amountFen)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;
  const used = await usedOn(trx, userId, day);
  if (used.count >= rules.dailyCount) throw new AppError(States.WITHDRAW_DAILY_COUNT, { count: rules.dailyCount });
  throw new AppError(States.WITHDRAW_DAILY_AMOUNT, { amount: yuan(rules.dailyAmountFen), left: yuan(Math.max(0, rules.dailyAmountFen - used.amountFen)) });
}

/** The user's withdrawals of a Beijing day that count against the daily limits. */
export async function usedOn(db: Kysely<DB>, userId: number, day: string): Promise<{ count: number; amountFen: number }> {
  const row = await db
    .selectFrom('earning_withdrawal_days')
    .select(['withdrawal_count', 'amount_fen'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return { count: row?.withdrawal_count ?? 0, amountFen: row?.amount_fen ?? 0 };
}
