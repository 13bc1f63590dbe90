import type { CommissionMode } from '../../db/tables/distribution.js';
import { RATE_MAX_BP } from './schemas.js';

export interface CommissionRule {
  mode: CommissionMode;
  /** Basis points (rate) or fen per unit (amount). */
  tier1Value: number;
  tier2Value: number;
}

export interface TierCommission {
  amountFen: number;
  /** The rate applied, null for a fixed amount. */
  rateBp: number | null;
}

/**
 * The commissions of both tiers on an order of `quantity` units paying `baseFen`. A rate is of
 * the payable, rounded down to the fen (never more than was paid); the tier-1 promoter's level
 * adds `bonusBp` to a tier-1 rate. A fixed amount is per unit. Together the two tiers never
 * exceed the payable: tier 2 gives way first.
 */
export function commissionsOf(rule: CommissionRule, baseFen: number, quantity: number, bonusBp: number): [TierCommission, TierCommission] {
  const one = (value: number, bonus: number): TierCommission => {
    if (rule.mode === 'amount') return { amountFen: Math.min(value * quantity, baseFen), rateBp: null };
    const rateBp = Math.min(value + bonus, RATE_MAX_BP);
    return { amountFen: Math.floor((baseFen * rateBp) / RATE_MAX_BP), rateBp };
  };
  const tier1 = one(rule.tier1Value, bonusBp);
  const tier2 = one(rule.tier2Value, 0);
  tier2.amountFen = Math.max(0, Math.min(tier2.amountFen, baseFen - tier1.amountFen));
  return [tier1, tier2];
}

/** Why a rule cannot be saved for a commodity of this price, or null when it can. */
export function ruleProblem(rule: CommissionRule, priceFen: number): string | null {
  if (rule.tier1Value === 0 && rule.tier2Value === 0) return '请至少设置一级佣金';
  if (rule.mode === 'rate') {
    if (rule.tier1Value + rule.tier2Value > RATE_MAX_BP) return '两级佣金比例合计不能超过100%（10000个基点）';
  } else if (rule.tier1Value + rule.tier2Value > priceFen) {
    return '两级佣金合计不能超过商品售价';
  }
  return null;
}
