/**
 * The buyer's choices (the commodity, a coupon, credits) held against the server's rules: the
 * refusals the confirm page and placing share. The amounts themselves come from ./pricing.ts.
 */
import { AppError } from '../../core/envelope.js';
import { yuan } from '../../core/money.js';
import { States } from '../../core/states.js';
import type { CommodityRow, UserCouponRow } from '../../db/schema.js';
import { couponDiscount } from './pricing.js';
import type { OrderExt } from './schemas.js';

/** Only a commodity with a money price is ordered (a credits-only one is exchanged instead). */
export function assertSoldForMoney(commodity: CommodityRow): void {
  if (commodity.price_fen <= 0) throw new AppError(commodity.credits_price > 0 ? States.EXCHANGE_ONLY : States.COMMODITY_NOT_FOUND);
}

/** The discount of the user's `coupon` on this order, or the refusal that says why it does not apply. */
export function couponRefusal(coupon: UserCouponRow, type: string, originalFen: number, now: number): AppError | number {
  if (coupon.state !== 'usable') return new AppError(States.COUPON_UNAVAILABLE);
  const verdict = couponDiscount(coupon, type, originalFen, now);
  if (verdict.ok) return verdict.discountFen;
  if (verdict.reason === 'type') return new AppError(States.COUPON_NOT_APPLICABLE);
  if (verdict.reason === 'threshold') return new AppError(States.COUPON_THRESHOLD, { n: yuan(coupon.threshold_fen) });
  if (verdict.reason === 'not_started') return new AppError(States.COUPON_NOT_STARTED);
  return new AppError(States.COUPON_UNAVAILABLE);
}

/** The points `useCredits` asks for, at most `max` (true: `max`); more than the balance or `max` is refused. */
export function creditsWanted(useCredits: OrderExt['useCredits'], max: number, balance: number): number {
  if (useCredits === undefined || useCredits === false || useCredits === 0) return 0;
  if (useCredits === true) return max;
  if (useCredits > balance) throw new AppError(States.CREDITS_INSUFFICIENT);
  if (useCredits > max) throw new AppError(States.CREDITS_OVER_LIMIT, { n: max });
  return useCredits;
}
