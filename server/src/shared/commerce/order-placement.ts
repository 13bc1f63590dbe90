import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB, OrderRow, UserCouponRow } from '../../db/schema.js';
import { addressSnapshot, type AddressService } from './addresses.js';
import type { CommodityService } from './commodities.js';
import type { CreditService } from './credits.js';
import { assertSoldForMoney, couponRefusal, creditsWanted } from './order-choices.js';
import type { OrderCoupons } from './order-coupons.js';
import type { OrderEvents } from './order-events.js';
import type { OrderFulfilment } from './order-fulfilment.js';
import { insertOrder, newOrderNumber, type NewOrder } from './order-records.js';
import { maxCreditsFor, priceOf } from './pricing.js';
import type { OrderExt } from './schemas.js';
import type { SinglePurchases } from './single-purchase.js';
import { transition } from './state.js';

export interface PlaceInput {
  commodityId: number;
  quantity: number;
  sceneId: number | null;
  channel: string | null;
  ext: OrderExt;
}

/**
 * Placing an order priced by the server (./pricing.ts): the coupon, credits and stock it takes
 * are reserved in the transaction that inserts it, and an order with nothing to pay is paid and
 * fulfilled in that same transaction.
 */
export class OrderPlacement {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly options: { payTimeoutMinutes: number },
    private readonly parts: {
      commodities: CommodityService;
      orderCoupons: OrderCoupons;
      credits: CreditService;
      addresses: AddressService;
      purchases: SinglePurchases;
      fulfilment: OrderFulfilment;
      events: OrderEvents;
    },
  ) {}

  /**
   * Places an order priced by the server. In ONE transaction: stock taken, order inserted,
   * coupon locked (usable → locked, conditional), credits spent (conditional, ledger row); if
   * nothing is left to pay the order is paid and fulfilled at once. Any refusal rolls it all back.
   */
  async place(userId: number, input: PlaceInput): Promise<OrderRow> {
    const { commodities, orderCoupons, credits, addresses } = this.parts;
    const commodity = await commodities.active(input.commodityId);
    assertSoldForMoney(commodity);
    await this.parts.purchases.assertPurchasable(this.db, commodity, userId, input.quantity);
    await this.parts.purchases.assertNoOpenOrder(this.db, commodity, userId);
    const now = this.clock.now();
    const originalFen = commodity.price_fen * input.quantity;

    let coupon: UserCouponRow | undefined;
    let couponDiscountFen = 0;
    if (input.ext.couponId) {
      coupon = await orderCoupons.findOwned(userId, input.ext.couponId);
      if (!coupon) throw new AppError(States.COUPON_NOT_FOUND);
      const outcome = couponRefusal(coupon, commodity.type, originalFen, now);
      if (outcome instanceof AppError) throw outcome;
      couponDiscountFen = outcome;
    }
    let creditsUsed = 0;
    if (input.ext.useCredits) {
      const balance = await credits.balance(userId);
      creditsUsed = creditsWanted(input.ext.useCredits, maxCreditsFor(originalFen - couponDiscountFen, balance), balance);
    }
    let address: string | null = null;
    if (commodity.needs_address === 1) {
      if (!input.ext.addressId) throw new AppError(States.ADDRESS_REQUIRED);
      const row = await addresses.find(userId, input.ext.addressId);
      if (!row) throw new AppError(States.ADDRESS_NOT_FOUND);
      address = JSON.stringify(addressSnapshot(row));
    }
    const price = priceOf({ unitPriceFen: commodity.price_fen, quantity: input.quantity, couponDiscountFen, creditsUsed });

    // Nothing to reserve and something to pay: the single INSERT is atomic on its own, so the
    // hot path skips BEGIN/COMMIT (two round trips fewer on PostgreSQL).
    const reserves =
      coupon !== undefined || creditsUsed > 0 || commodity.stock !== null || price.payableFen === 0 || this.parts.events.listensToPlacement;
    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = newOrderNumber(now);
      const order: Omit<NewOrder, 'couponId'> = {
        orderNumber,
        userId,
        kind: 'purchase',
        commodity,
        price,
        sceneId: input.sceneId,
        channel: input.channel,
        ext: input.ext,
        address,
        now,
        payDeadline: now + this.options.payTimeoutMinutes * 60_000,
      };
      try {
        if (!reserves) return await insertOrder(this.db, { ...order, couponId: null });
        return await this.db.transaction().execute(async (trx) => {
          if (!(await commodities.takeStock(trx, commodity, input.quantity))) throw new AppError(States.COMMODITY_SOLD_OUT);
          let placed = await insertOrder(trx, { ...order, couponId: coupon?.id ?? null });
          if (coupon && !(await orderCoupons.lock(trx, coupon.id, userId, placed.id))) {
            throw new AppError(States.COUPON_UNAVAILABLE);
          }
          if (creditsUsed > 0) await credits.change(trx, userId, -creditsUsed, 'order_reserve', orderNumber);
          await this.parts.events.placed(trx, placed);
          if (price.payableFen === 0) {
            await transition(trx, placed.id, 'paid', { paid_at: now, updated_at: now }, ['created']);
            placed = (await this.parts.fulfilment.fulfil(trx, { ...placed, status: 'paid', paid_at: now })).order;
          }
          return placed;
        });
      } catch (err) {
        if (isUniqueViolation(err) && this.parts.purchases.isSinglePurchase(commodity.type)) {
          // Lost a race for the same item (orders_open_single_purchase_uq): say which order is open.
          await this.parts.purchases.assertPurchasable(this.db, commodity, userId, input.quantity);
          await this.parts.purchases.assertNoOpenOrder(this.db, commodity, userId);
        }
        // An order number collision (1 in 10^8 within the same second): draw another.
        if (attempt < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }
}
