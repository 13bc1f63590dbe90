import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB, UserCouponRow } from '../../db/schema.js';
import { couponView, type CouponService } from './coupons.js';
import { couponDiscount } from './pricing.js';
import type { CouponForOrder, UnusableCoupon, UsableCoupons } from './schemas.js';

/**
 * Coupons and orders: which of the user's coupons an order may take, and the reservation. An
 * unpaid order holds its coupon `locked`; payment makes it `used`, closing gives it back. Locking
 * is a conditional update (`where state = 'usable'`), so one coupon serves one order however
 * many race for it.
 */
export class OrderCoupons {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly coupons: CouponService,
  ) {}

  /** The user's usable coupons for an order of `originalFen` of `type`: usable best first, and the others with why. */
  async forOrder(userId: number, type: string, originalFen: number): Promise<UsableCoupons> {
    await this.coupons.expireDue(userId);
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('user_coupons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', 'usable')
      .execute();
    const usable: CouponForOrder[] = [];
    const unusable: UnusableCoupon[] = [];
    for (const row of rows) {
      const verdict = couponDiscount(row, type, originalFen, now);
      if (verdict.ok && verdict.discountFen > 0) usable.push({ ...couponView(row, now), discountFen: verdict.discountFen });
      else unusable.push({ ...couponView(row, now), reason: verdict.ok ? '本单无优惠' : verdict.text });
    }
    // Best first: the biggest discount, then the one that ends soonest, then the oldest.
    usable.sort((a, b) => b.discountFen - a.discountFen || a.validUntil - b.validUntil || a.id - b.id);
    unusable.sort((a, b) => a.validUntil - b.validUntil || a.id - b.id);
    return { usable, unusable };
  }

  async findOwned(userId: number, couponId: number, db: Kysely<DB> = this.db): Promise<UserCouponRow | undefined> {
    return db
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** usable → locked for `orderId`; false when the coupon is no longer usable (someone else won). */
  async lock(trx: Kysely<DB>, couponId: number, userId: number, orderId: number): Promise<boolean> {
    const result = await trx
      .updateTable('user_coupons')
      .set({ state: 'locked', order_id: orderId, updated_at: this.clock.now() })
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .where('state', '=', 'usable')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** locked → used, for the order that was paid. */
  async markUsed(trx: Kysely<DB>, orderId: number): Promise<number> {
    const now = this.clock.now();
    const result = await trx
      .updateTable('user_coupons')
      .set({ state: 'used', used_at: now, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** locked → usable (or expired when past its end), for an order that closed. */
  async release(trx: Kysely<DB>, orderId: number): Promise<number> {
    const now = this.clock.now();
    const expired = await trx
      .updateTable('user_coupons')
      .set({ state: 'expired', order_id: null, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .where('valid_until', '<=', now)
      .executeTakeFirst();
    const usable = await trx
      .updateTable('user_coupons')
      .set({ state: 'usable', order_id: null, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .executeTakeFirst();
    return Number(expired.numUpdatedRows) + Number(usable.numUpdatedRows);
  }
}
