/**
 * Prices are computed here and nowhere else, in integer fen, from the server's own records
 * (the client's figures are never read):
 *
 *   original  = unit price × quantity
 *   coupon    = amount-off: min(amount, original)
 *               percent-off: floor(original × (100 − percent) / 100), capped by max_discount
 *   credits   = points × CREDITS_FEN_PER_POINT, at most CREDITS_MAX_SHARE_PERCENT % of
 *               (original − coupon) and at most the balance
 *   payable   = original − coupon − credits   (never below 0)
 */
import { yuan } from '../../core/money.js';
import type { CouponKind } from '../../db/schema.js';

/** 1 point is worth 1 fen (100 积分 = 1 元). */
export const CREDITS_FEN_PER_POINT = 1;
/** Credits may pay at most half of what is left after the coupon. */
export const CREDITS_MAX_SHARE_PERCENT = 50;

/** The terms of a coupon (a user's copy of its template). */
export interface CouponTerms {
  kind: CouponKind;
  amount_fen: number;
  percent: number;
  max_discount_fen: number | null;
  threshold_fen: number;
  /** JSON array of commodity types; empty = all. */
  applicable_types: string;
  valid_from: number;
  valid_until: number;
}

export type CouponVerdict =
  | { ok: true; discountFen: number }
  | { ok: false; reason: 'type' | 'threshold' | 'not_started' | 'expired'; text: string };

export function applicableTypes(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The discount of `coupon` on an order of `originalFen` for a commodity of `type`, at `now`. */
export function couponDiscount(coupon: CouponTerms, type: string, originalFen: number, now: number): CouponVerdict {
  const types = applicableTypes(coupon.applicable_types);
  if (types.length && !types.includes(type)) return { ok: false, reason: 'type', text: '不适用于该商品' };
  if (now < coupon.valid_from) return { ok: false, reason: 'not_started', text: '未到使用时间' };
  if (now >= coupon.valid_until) return { ok: false, reason: 'expired', text: '已过期' };
  if (originalFen < coupon.threshold_fen) {
    return { ok: false, reason: 'threshold', text: `满${yuan(coupon.threshold_fen)}元可用` };
  }
  let discount =
    coupon.kind === 'amount'
      ? coupon.amount_fen
      : Math.floor((originalFen * (100 - coupon.percent)) / 100);
  if (coupon.max_discount_fen !== null) discount = Math.min(discount, coupon.max_discount_fen);
  return { ok: true, discountFen: Math.max(0, Math.min(discount, originalFen)) };
}

/** The most points an order may use. */
export function maxCreditsFor(afterCouponFen: number, balance: number): number {
  const byShare = Math.floor((afterCouponFen * CREDITS_MAX_SHARE_PERCENT) / 100 / CREDITS_FEN_PER_POINT);
  return Math.max(0, Math.min(balance, byShare));
}

export interface PriceBreakdown {
  unitPriceFen: number;
  quantity: number;
  originalFen: number;
  couponDiscountFen: number;
  creditsUsed: number;
  creditsDiscountFen: number;
  payableFen: number;
}

export function priceOf(input: {
  unitPriceFen: number;
  quantity: number;
  couponDiscountFen: number;
  creditsUsed: number;
}): PriceBreakdown {
  const originalFen = input.unitPriceFen * input.quantity;
  const couponDiscountFen = Math.min(input.couponDiscountFen, originalFen);
  const creditsDiscountFen = input.creditsUsed * CREDITS_FEN_PER_POINT;
  const payableFen = originalFen - couponDiscountFen - creditsDiscountFen;
  if (![originalFen, couponDiscountFen, creditsDiscountFen, payableFen].every(Number.isSafeInteger) || payableFen < 0) {
    throw new Error(`inconsistent price: ${JSON.stringify({ ...input, originalFen, payableFen })}`);
  }
  return {
    unitPriceFen: input.unitPriceFen,
    quantity: input.quantity,
    originalFen,
    couponDiscountFen,
    creditsUsed: input.creditsUsed,
    creditsDiscountFen,
    payableFen,
  };
}

/** A short Chinese label: 满20减10, 5元无门槛, 8.5折. */
export function couponLabel(coupon: Pick<CouponTerms, 'kind' | 'amount_fen' | 'percent' | 'threshold_fen'>): string {
  if (coupon.kind === 'percent') {
    const fold = coupon.percent % 10 === 0 ? String(coupon.percent / 10) : (coupon.percent / 10).toFixed(1);
    return `${fold}折`;
  }
  return coupon.threshold_fen > 0
    ? `满${yuan(coupon.threshold_fen)}减${yuan(coupon.amount_fen)}`
    : `${yuan(coupon.amount_fen)}元无门槛`;
}
