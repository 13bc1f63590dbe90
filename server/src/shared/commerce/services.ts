import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BackgroundTasks } from '../../core/background.js';
import type { Clock } from '../../core/clock.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { PayProviders } from '../../providers/pay/index.js';
import type { KeyValueStore } from '../../store/types.js';
import { AddressService } from './addresses.js';
import { CommodityService } from './commodities.js';
import { CouponTemplates } from './coupon-templates.js';
import { CouponService } from './coupons.js';
import { CreditsExchange } from './credits-exchange.js';
import { CreditService } from './credits.js';
import { MembershipChanges } from './memberships.js';
import { OrderClosing } from './order-closing.js';
import { OrderCoupons } from './order-coupons.js';
import { OrderEvents } from './order-events.js';
import { OrderFulfilment } from './order-fulfilment.js';
import { OrderPlacement } from './order-placement.js';
import { OrderQuotes } from './order-quotes.js';
import { OrderService } from './orders.js';
import { PaymentService } from './payments.js';
import { SinglePurchases, type SinglePurchaseRegistry } from './single-purchase.js';

/** The commerce services areas use (through app.ctx.services). */
export interface CommerceServices {
  commodities: CommodityService;
  /** The coupons users hold: my coupons, the new-user gift, operator grants. */
  coupons: CouponService;
  /** Coupon templates (operator). */
  couponTemplates: CouponTemplates;
  /** The coupons an order may take (and their reservation). */
  orderCoupons: OrderCoupons;
  /** The credit ledger, rules and sign-in. */
  credits: CreditService;
  addresses: AddressService;
  /** Orders as their buyer sees them, cancelling, the closing sweep. */
  orders: OrderService;
  /** The confirm page's quote. */
  orderQuotes: OrderQuotes;
  orderPlacement: OrderPlacement;
  creditsExchange: CreditsExchange;
  payments: PaymentService;
  /** Areas subscribe here to act inside an order's placement, payment, closing or refund. */
  orderEvents: OrderEvents;
}

/** Builds commerce: each part gets the parts it stands on (the internal ones stay here). */
export function createCommerceServices(parts: {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  store: KeyValueStore;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  pay: PayProviders;
  payTimeoutMinutes: number;
  /** The one-time purchases the areas sell (areas/index.ts). */
  purchases: SinglePurchaseRegistry;
}): CommerceServices {
  const { db, clock, log } = parts;
  const options = { payTimeoutMinutes: parts.payTimeoutMinutes };
  const purchases = new SinglePurchases(parts.purchases);
  const commodities = new CommodityService(db, clock);
  const couponTemplates = new CouponTemplates(db, clock);
  const coupons = new CouponService(db, clock, couponTemplates);
  const orderCoupons = new OrderCoupons(db, clock, coupons);
  const credits = new CreditService(db, clock);
  const addresses = new AddressService(db, clock);
  const memberships = new MembershipChanges(parts.dialect, clock);
  const events = new OrderEvents();
  const fulfilment = new OrderFulfilment(clock, { commodities, coupons, couponTemplates, orderCoupons, credits, memberships, purchases, events });
  const closing = new OrderClosing(db, clock, log, { commodities, orderCoupons, credits, events });
  const orders = new OrderService(db, clock, closing);
  const orderPlacement = new OrderPlacement(db, clock, options, { commodities, orderCoupons, credits, addresses, purchases, fulfilment, events });
  return {
    commodities,
    coupons,
    couponTemplates,
    orderCoupons,
    credits,
    addresses,
    orders,
    orderQuotes: new OrderQuotes(db, clock, options, { commodities, orderCoupons, credits, addresses, purchases }),
    orderPlacement,
    creditsExchange: new CreditsExchange(db, clock, { commodities, credits, addresses, fulfilment }),
    payments: new PaymentService(db, clock, log, parts.background, parts.store, parts.pay, {
      orders,
      placement: orderPlacement,
      closing,
      fulfilment,
      memberships,
      credits,
      purchases,
      events,
    }),
    orderEvents: events,
  };
}
