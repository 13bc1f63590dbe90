import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { addressView, type AddressService } from './addresses.js';
import { commodityView, type CommodityService } from './commodities.js';
import type { CreditService } from './credits.js';
import { assertSoldForMoney, couponRefusal, creditsWanted } from './order-choices.js';
import type { OrderCoupons } from './order-coupons.js';
import { CREDITS_FEN_PER_POINT, CREDITS_MAX_SHARE_PERCENT, maxCreditsFor, priceOf } from './pricing.js';
import { COMMODITY_TYPES, MAX_QUANTITY, type CouponForOrder, type OrderConfirm } from './schemas.js';
import type { SinglePurchases } from './single-purchase.js';

export interface ConfirmQuery {
  productId: number;
  productType?: string;
  quantity: number;
  couponId?: number;
  useCredits?: boolean | number;
  addressId?: number;
}

/**
 * The confirm page's quote: the commodity, the usable coupons best first (the best one chosen
 * unless the buyer chose), the credits that may pay, the price (./pricing.ts), the address.
 * Nothing is reserved: placing checks every choice again.
 */
export class OrderQuotes {
  /** A `productType` naming one of these must match the commodity; other values are ignored. */
  private readonly productTypes: readonly string[];

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
    },
  ) {
    this.productTypes = [...COMMODITY_TYPES, ...parts.purchases.types];
  }

  async confirm(userId: number, query: ConfirmQuery): Promise<OrderConfirm> {
    const { commodities, orderCoupons, credits, addresses } = this.parts;
    const commodity = await commodities.active(query.productId);
    if (query.productType && this.productTypes.includes(query.productType) && query.productType !== commodity.type) {
      throw new AppError(States.COMMODITY_NOT_FOUND);
    }
    assertSoldForMoney(commodity);
    await this.parts.purchases.assertPurchasable(this.db, commodity, userId, query.quantity);
    const now = this.clock.now();
    const originalFen = commodity.price_fen * query.quantity;
    const { usable } = await orderCoupons.forOrder(userId, commodity.type, originalFen);
    // No couponId: the best one; 0: none; an id: that one (it must be usable for this order).
    let selected: CouponForOrder | null = null;
    if (query.couponId === undefined) selected = usable[0] ?? null;
    else if (query.couponId > 0) {
      selected = usable.find((c) => c.id === query.couponId) ?? null;
      if (!selected) {
        const coupon = await orderCoupons.findOwned(userId, query.couponId);
        if (!coupon) throw new AppError(States.COUPON_NOT_FOUND);
        const outcome = couponRefusal(coupon, commodity.type, originalFen, now);
        throw outcome instanceof AppError ? outcome : new AppError(States.COUPON_UNAVAILABLE);
      }
    }
    const couponDiscountFen = selected?.discountFen ?? 0;
    const balance = await credits.balance(userId);
    const maxUsable = maxCreditsFor(originalFen - couponDiscountFen, balance);
    const used = creditsWanted(query.useCredits, maxUsable, balance);
    const price = priceOf({ unitPriceFen: commodity.price_fen, quantity: query.quantity, couponDiscountFen, creditsUsed: used });
    let address = null;
    if (commodity.needs_address === 1) {
      const row = query.addressId ? await addresses.find(userId, query.addressId) : await addresses.findDefault(userId);
      if (query.addressId && !row) throw new AppError(States.ADDRESS_NOT_FOUND);
      address = row ? addressView(row) : null;
    }
    return {
      commodity: commodityView(commodity),
      quantity: query.quantity,
      maxQuantity: this.parts.purchases.isSinglePurchase(commodity.type) ? 1 : Math.min(MAX_QUANTITY, commodity.stock ?? MAX_QUANTITY),
      coupons: usable,
      selectedCouponId: selected?.id ?? null,
      credits: {
        balance,
        maxUsable,
        used,
        fenPerPoint: CREDITS_FEN_PER_POINT,
        maxSharePercent: CREDITS_MAX_SHARE_PERCENT,
      },
      price: {
        unitPriceFen: price.unitPriceFen,
        originalFen: price.originalFen,
        couponDiscountFen: price.couponDiscountFen,
        creditsDiscountFen: price.creditsDiscountFen,
        payableFen: price.payableFen,
      },
      needsAddress: commodity.needs_address === 1,
      address,
      payTimeoutMinutes: this.options.payTimeoutMinutes,
    };
  }
}
