import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { yuan } from '../../core/money.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { WithdrawalRulesView } from './schemas.js';

/** The operator's withdrawal rules (one row, created by migration 011 with the defaults). */
export class WithdrawalRules {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(db: Kysely<DB> = this.db): Promise<WithdrawalRulesView> {
    const row = await db.selectFrom('earning_withdrawal_rules').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return {
      minFen: row.min_fen,
      feePermille: row.fee_permille,
      maxFen: row.max_fen,
      dailyCount: row.daily_count,
      dailyAmountFen: row.daily_amount_fen,
      reviewThresholdFen: row.review_threshold_fen,
    };
  }

  /** The schema bounds each field; this checks how they relate. */
  async update(rules: WithdrawalRulesView): Promise<WithdrawalRulesView> {
    if (rules.maxFen < rules.minFen) throw new AppError(States.WITHDRAW_RULES_INVALID, { why: '单笔最高提现不能低于单笔最低提现' });
    if (rules.dailyAmountFen < rules.minFen) throw new AppError(States.WITHDRAW_RULES_INVALID, { why: '每日提现金额不能低于单笔最低提现' });
    await this.db
      .updateTable('earning_withdrawal_rules')
      .set({
        min_fen: rules.minFen,
        fee_permille: rules.feePermille,
        max_fen: rules.maxFen,
        daily_count: rules.dailyCount,
        daily_amount_fen: rules.dailyAmountFen,
        review_threshold_fen: rules.reviewThresholdFen,
        updated_at: this.clock.now(),
      })
      .where('id', '=', 1)
      .execute();
    return this.get();
  }
}

/** The fee withheld from a withdrawal: its ‰ of the amount, rounded down to whole fen (in the user's favour). */
export function withdrawalFee(rules: WithdrawalRulesView, amountFen: number): number {
  return Math.floor((amountFen * rules.feePermille) / 1000);
}

/** Refuses an amount outside the rules' per-withdrawal bounds. */
export function checkWithdrawalAmount(rules: WithdrawalRulesView, amountFen: number): void {
  if (amountFen < rules.minFen) throw new AppError(States.WITHDRAW_BELOW_MIN, { min: yuan(rules.minFen) });
  if (amountFen > rules.maxFen) throw new AppError(States.WITHDRAW_ABOVE_MAX, { max: yuan(rules.maxFen) });
}
