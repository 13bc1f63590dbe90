import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { addressSnapshot, type AddressService } from './addresses.js';
import type { CommodityService } from './commodities.js';
import type { CreditService } from './credits.js';
import type { OrderFulfilment } from './order-fulfilment.js';
import { insertOrder, newOrderNumber } from './order-records.js';
import type { ExchangeResult } from './schemas.js';
import { transition } from './state.js';
import { orderView } from './views.js';

/**
 * Exchanging credits for a commodity (积分兑换): an order of kind `exchange`, paid in credits at
 * once. Stock, the ledger row, the order and what it gives are one transaction.
 */
export class CreditsExchange {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly parts: {
      commodities: CommodityService;
      credits: CreditService;
      addresses: AddressService;
      fulfilment: OrderFulfilment;
    },
  ) {}

  async exchange(userId: number, input: { commodityId: number; quantity: number; addressId?: number }): Promise<ExchangeResult> {
    const { commodities, credits, addresses } = this.parts;
    const commodity = await commodities.active(input.commodityId);
    if (commodity.credits_price <= 0) throw new AppError(States.EXCHANGE_NOT_AVAILABLE);
    let address: string | null = null;
    if (commodity.needs_address === 1) {
      if (!input.addressId) throw new AppError(States.ADDRESS_REQUIRED);
      const row = await addresses.find(userId, input.addressId);
      if (!row) throw new AppError(States.ADDRESS_NOT_FOUND);
      address = JSON.stringify(addressSnapshot(row));
    }
    const cost = commodity.credits_price * input.quantity;
    const now = this.clock.now();
    const orderNumber = newOrderNumber(now);
    const { order, couponIds } = await this.db.transaction().execute(async (trx) => {
      if (!(await commodities.takeStock(trx, commodity, input.quantity))) throw new AppError(States.COMMODITY_SOLD_OUT);
      const created = await insertOrder(trx, {
        orderNumber,
        userId,
        kind: 'exchange',
        commodity,
        // Paid in credits: no money figures, `credits_used` carries the price.
        price: { unitPriceFen: 0, quantity: input.quantity, originalFen: 0, couponDiscountFen: 0, creditsUsed: cost, creditsDiscountFen: 0, payableFen: 0 },
        couponId: null,
        sceneId: null,
        channel: null,
        ext: input.addressId ? { addressId: input.addressId } : {},
        address,
        now,
        payDeadline: now,
      });
      await credits.change(trx, userId, -cost, 'exchange', orderNumber);
      await transition(trx, created.id, 'paid', { paid_at: now, updated_at: now }, ['created']);
      return this.parts.fulfilment.fulfil(trx, { ...created, status: 'paid', paid_at: now });
    });
    const user = await this.db.selectFrom('users').select('vip_expire_at').where('id', '=', userId).executeTakeFirst();
    return {
      order: orderView(order),
      balance: await credits.balance(userId),
      couponIds,
      vipExpireAt: order.commodity_type === 'vip' ? (user?.vip_expire_at ?? null) : null,
    };
  }
}
