import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomDigits } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { yuan } from '../../core/money.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation, type Dialect } from '../../db/connect.js';
import type { CommodityRow, DB, OrderRow, UserCouponRow } from '../../db/schema.js';
import { addressSnapshot, addressView, type AddressService } from './addresses.js';
import { commodityView, type CommodityService } from './commodities.js';
import type { CouponService } from './coupons.js';
import type { CreditService } from './credits.js';
import { membership, membershipOf } from '../accounts/users.js';
import {
  CREDITS_FEN_PER_POINT,
  CREDITS_MAX_SHARE_PERCENT,
  couponDiscount,
  maxCreditsFor,
  priceOf,
  type PriceBreakdown,
} from './pricing.js';
import {
  COMMODITY_TYPES,
  MAX_QUANTITY,
  type CouponForOrder,
  type ExchangeResult,
  type Order,
  type OrderConfirm,
  type OrderExt,
  type OrderStatusView,
} from './schemas.js';
import type { SinglePurchases } from './single-purchase.js';
import { OPEN_STATUSES, transition, type OrderStatus } from './state.js';
import { orderView, statusText } from './views.js';

const DAY_MS = 86_400_000;
/**
 * A `paying` order closes this long after its deadline: WeChat refuses payment at the deadline
 * (time_expire), and the grace lets a callback for a payment made just before it arrive first.
 */
export const PAYING_CLOSE_GRACE_MS = 120_000;

export interface PlaceInput {
  commodityId: number;
  quantity: number;
  sceneId: number | null;
  channel: string | null;
  ext: OrderExt;
}

/** Beijing wall time yyyyMMddHHmmss. */
function beijingStamp(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * Orders: confirm (quote), place (reserve coupon, credits and stock in one transaction), read
 * (closing lazily when overdue), cancel, close on timeout, fulfil on payment, credits exchange.
 * Amounts come from ./pricing.ts only; status changes go through ./state.ts only.
 */
export class OrderService {
  /** Called after an order closed (payments uses it to close the provider's side too). */
  onClosed: (order: OrderRow) => void = () => {};
  /** A `productType` naming one of these must match the commodity; other values are ignored. */
  private readonly productTypes: readonly string[];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: { payTimeoutMinutes: number },
    private readonly parts: {
      commodities: CommodityService;
      coupons: CouponService;
      credits: CreditService;
      addresses: AddressService;
      purchases: SinglePurchases;
    },
  ) {
    this.productTypes = [...COMMODITY_TYPES, ...parts.purchases.types];
  }

  private get timeoutMs(): number {
    return this.options.payTimeoutMinutes * 60_000;
  }

  newOrderNumber(now: number): string {
    return `XZ${beijingStamp(now)}${randomDigits(8)}`;
  }

  // ---- quoting ----

  private couponError(coupon: UserCouponRow, type: string, originalFen: number, now: number): AppError | number {
    if (coupon.state !== 'usable') return new AppError(States.COUPON_UNAVAILABLE);
    const verdict = couponDiscount(coupon, type, originalFen, now);
    if (verdict.ok) return verdict.discountFen;
    if (verdict.reason === 'type') return new AppError(States.COUPON_NOT_APPLICABLE);
    if (verdict.reason === 'threshold') return new AppError(States.COUPON_THRESHOLD, { n: yuan(coupon.threshold_fen) });
    if (verdict.reason === 'not_started') return new AppError(States.COUPON_NOT_STARTED);
    return new AppError(States.COUPON_UNAVAILABLE);
  }

  private creditsWanted(useCredits: OrderExt['useCredits'], max: number, balance: number): number {
    if (useCredits === undefined || useCredits === false || useCredits === 0) return 0;
    if (useCredits === true) return max;
    if (useCredits > balance) throw new AppError(States.CREDITS_INSUFFICIENT);
    if (useCredits > max) throw new AppError(States.CREDITS_OVER_LIMIT, { n: max });
    return useCredits;
  }

  /** The confirm page: commodity, usable coupons best first, credits, the price, the address. */
  async confirm(
    userId: number,
    query: { productId: number; productType?: string; quantity: number; couponId?: number; useCredits?: boolean | number; addressId?: number },
  ): Promise<OrderConfirm> {
    const { commodities, coupons, credits, addresses } = this.parts;
    const commodity = await commodities.active(query.productId);
    if (query.productType && this.productTypes.includes(query.productType) && query.productType !== commodity.type) {
      throw new AppError(States.COMMODITY_NOT_FOUND);
    }
    if (commodity.price_fen <= 0) throw new AppError(commodity.credits_price > 0 ? States.EXCHANGE_ONLY : States.COMMODITY_NOT_FOUND);
    await this.parts.purchases.assertPurchasable(this.db, commodity, userId, query.quantity);
    const now = this.clock.now();
    const originalFen = commodity.price_fen * query.quantity;
    const { usable } = await coupons.forOrder(userId, commodity.type, originalFen);
    // No couponId: the best one; 0: none; an id: that one (it must be usable for this order).
    let selected: CouponForOrder | null = null;
    if (query.couponId === undefined) selected = usable[0] ?? null;
    else if (query.couponId > 0) {
      selected = usable.find((c) => c.id === query.couponId) ?? null;
      if (!selected) {
        const coupon = await coupons.findOwned(userId, query.couponId);
        if (!coupon) throw new AppError(States.COUPON_NOT_FOUND);
        const outcome = this.couponError(coupon, commodity.type, originalFen, now);
        throw outcome instanceof AppError ? outcome : new AppError(States.COUPON_UNAVAILABLE);
      }
    }
    const couponDiscountFen = selected?.discountFen ?? 0;
    const balance = await credits.balance(userId);
    const maxUsable = maxCreditsFor(originalFen - couponDiscountFen, balance);
    const used = this.creditsWanted(query.useCredits, maxUsable, balance);
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

  // ---- placing ----

  /**
   * Places an order priced by the server. In ONE transaction: stock taken, order inserted,
   * coupon locked (usable → locked, conditional), credits spent (conditional, ledger row); if
   * nothing is left to pay the order is paid and fulfilled at once. Any refusal rolls it all back.
   */
  async place(userId: number, input: PlaceInput): Promise<OrderRow> {
    const { commodities, coupons, credits, addresses } = this.parts;
    const commodity = await commodities.active(input.commodityId);
    if (commodity.price_fen <= 0) throw new AppError(commodity.credits_price > 0 ? States.EXCHANGE_ONLY : States.COMMODITY_NOT_FOUND);
    await this.parts.purchases.assertPurchasable(this.db, commodity, userId, input.quantity);
    await this.parts.purchases.assertNoOpenOrder(this.db, commodity, userId);
    const now = this.clock.now();
    const originalFen = commodity.price_fen * input.quantity;

    let coupon: UserCouponRow | undefined;
    let couponDiscountFen = 0;
    if (input.ext.couponId) {
      coupon = await coupons.findOwned(userId, input.ext.couponId);
      if (!coupon) throw new AppError(States.COUPON_NOT_FOUND);
      const outcome = this.couponError(coupon, commodity.type, originalFen, now);
      if (outcome instanceof AppError) throw outcome;
      couponDiscountFen = outcome;
    }
    let creditsUsed = 0;
    if (input.ext.useCredits) {
      const balance = await credits.balance(userId);
      creditsUsed = this.creditsWanted(input.ext.useCredits, maxCreditsFor(originalFen - couponDiscountFen, balance), balance);
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
    const reserves = coupon !== undefined || creditsUsed > 0 || commodity.stock !== null || price.payableFen === 0;
    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = this.newOrderNumber(now);
      try {
        if (!reserves) {
          return await this.insertOrder(this.db, {
            orderNumber,
            userId,
            kind: 'purchase',
            commodity,
            price,
            couponId: null,
            sceneId: input.sceneId,
            channel: input.channel,
            ext: input.ext,
            address,
            now,
          });
        }
        return await this.db.transaction().execute(async (trx) => {
          if (!(await commodities.takeStock(trx, commodity, input.quantity))) throw new AppError(States.COMMODITY_SOLD_OUT);
          let order = await this.insertOrder(trx, {
            orderNumber,
            userId,
            kind: 'purchase',
            commodity,
            price,
            couponId: coupon?.id ?? null,
            sceneId: input.sceneId,
            channel: input.channel,
            ext: input.ext,
            address,
            now,
          });
          if (coupon && !(await coupons.lock(trx, coupon.id, userId, order.id))) {
            throw new AppError(States.COUPON_UNAVAILABLE);
          }
          if (creditsUsed > 0) await credits.change(trx, userId, -creditsUsed, 'order_reserve', orderNumber);
          if (price.payableFen === 0) {
            await transition(trx, order.id, 'paid', { paid_at: now, updated_at: now }, ['created']);
            order = (await this.fulfil(trx, { ...order, status: 'paid', paid_at: now })).order;
          }
          return order;
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

  private async insertOrder(
    trx: Kysely<DB>,
    o: {
      orderNumber: string;
      userId: number;
      kind: 'purchase' | 'exchange';
      commodity: CommodityRow;
      price: PriceBreakdown;
      couponId: number | null;
      sceneId: number | null;
      channel: string | null;
      ext: OrderExt;
      address: string | null;
      now: number;
    },
  ): Promise<OrderRow> {
    return trx
      .insertInto('orders')
      .values({
        order_number: o.orderNumber,
        user_id: o.userId,
        kind: o.kind,
        commodity_id: o.commodity.id,
        commodity_type: o.commodity.type,
        commodity_name: o.commodity.name,
        unit_price_fen: o.price.unitPriceFen,
        unit_duration_days: o.commodity.duration_days,
        quantity: o.price.quantity,
        original_fen: o.price.originalFen,
        coupon_discount_fen: o.price.couponDiscountFen,
        credits_used: o.price.creditsUsed,
        credits_discount_fen: o.price.creditsDiscountFen,
        payable_fen: o.price.payableFen,
        user_coupon_id: o.couponId,
        status: 'created',
        pay_scene: null,
        pay_mode: null,
        provider: null,
        channel: o.channel,
        scene_id: o.sceneId,
        ext_info: JSON.stringify(o.ext),
        address: o.address,
        transaction_id: null,
        vip_from: null,
        vip_until: null,
        earned_credits: 0,
        close_reason: null,
        refund_no: null,
        refund_reason: null,
        created_at: o.now,
        pay_deadline: o.kind === 'exchange' ? o.now : o.now + this.timeoutMs,
        paid_at: null,
        closed_at: null,
        refunded_at: null,
        updated_at: o.now,
        version: 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * What a paid order gives, inside the transaction that marked it paid: the coupon becomes
   * used, a VIP tier extends the membership (stacking), a course or an assessment is owned, a
   * coupon commodity issues its coupons, and the first paid purchase earns credits by rule.
   */
  async fulfil(trx: Kysely<DB>, order: OrderRow): Promise<{ order: OrderRow; couponIds: number[] }> {
    const { coupons, credits } = this.parts;
    const changes: { vip_from?: number; vip_until?: number; earned_credits?: number } = {};
    const couponIds: number[] = [];
    await coupons.markUsed(trx, order.id);
    if (order.commodity_type === 'vip' && order.unit_duration_days > 0) {
      const { from, until } = await this.extendMembership(trx, order.user_id, order.unit_duration_days * order.quantity * DAY_MS);
      changes.vip_from = from;
      changes.vip_until = until;
    }
    await this.parts.purchases.grant(trx, order, this.clock.now());
    if (order.commodity_type === 'coupon') {
      const commodity = await this.parts.commodities.find(order.commodity_id, trx);
      const template = commodity?.coupon_template_id ? await coupons.template(commodity.coupon_template_id, trx) : undefined;
      if (!template) throw new AppError(States.EXCHANGE_NOT_AVAILABLE);
      for (let i = 0; i < order.quantity; i += 1) {
        const coupon = await coupons.issue(trx, order.user_id, template, order.kind, { checkLimit: order.kind === 'exchange', strict: true });
        couponIds.push(coupon!.id);
      }
    }
    if (order.kind === 'purchase' && order.payable_fen > 0) {
      const earned = await credits.award(trx, order.user_id, 'first_purchase', order.order_number);
      if (earned > 0) changes.earned_credits = earned;
    }
    if (Object.keys(changes).length) {
      await trx.updateTable('orders').set(changes).where('id', '=', order.id).execute();
    }
    return { order: { ...order, ...changes }, couponIds };
  }

  /** new expiry = max(now, current expiry) + ms, in one statement (no read-modify-write race). */
  private async extendMembership(trx: Kysely<DB>, userId: number, ms: number): Promise<{ from: number; until: number }> {
    const now = this.clock.now();
    const greatest = sql.raw(this.dialect === 'postgres' ? 'greatest' : 'max');
    const row = await trx
      .updateTable('users')
      .set({ vip_expire_at: sql<number>`${greatest}(coalesce(vip_expire_at, 0), ${now}) + ${ms}`, updated_at: now })
      .where('id', '=', userId)
      .returning('vip_expire_at')
      .executeTakeFirstOrThrow();
    const until = Number(row.vip_expire_at);
    return { from: until - ms, until };
  }

  /**
   * Takes back `ms` of membership (refund): new expiry = max(current − ms, now), never later
   * than the current expiry (an already lapsed membership stays as it is).
   */
  async shortenMembership(trx: Kysely<DB>, userId: number, ms: number): Promise<void> {
    const now = this.clock.now();
    const greatest = sql.raw(this.dialect === 'postgres' ? 'greatest' : 'max');
    const least = sql.raw(this.dialect === 'postgres' ? 'least' : 'min');
    await trx
      .updateTable('users')
      .set({ vip_expire_at: sql<number>`${least}(vip_expire_at, ${greatest}(vip_expire_at - ${ms}, ${now}))`, updated_at: now })
      .where('id', '=', userId)
      .where('vip_expire_at', 'is not', null)
      .execute();
  }

  // ---- reading ----

  async findByNumber(orderNumber: string, db: Kysely<DB> = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
  }

  private overdue(order: OrderRow, now: number): boolean {
    if (order.status === 'created') return order.pay_deadline <= now;
    if (order.status === 'paying') return order.pay_deadline + PAYING_CLOSE_GRACE_MS <= now;
    return false;
  }

  /** The user's order (closed first if it is overdue), or ORDER_NOT_FOUND. */
  async owned(userId: number, orderNumber: string): Promise<OrderRow> {
    const order = await this.findByNumber(orderNumber);
    if (!order || order.user_id !== userId) throw new AppError(States.ORDER_NOT_FOUND);
    if (this.overdue(order, this.clock.now())) {
      await this.close(order, 'timeout');
      return (await this.findByNumber(orderNumber))!;
    }
    return order;
  }

  async statusView(order: OrderRow): Promise<OrderStatusView> {
    let vip: OrderStatusView['vip'] = null;
    if (order.commodity_type === 'vip' && order.status === 'paid') {
      vip = (await membershipOf(this.db, order.user_id, this.clock.now())) ?? membership(null, this.clock.now());
    }
    return {
      orderNumber: order.order_number,
      status: order.status,
      statusText: statusText(order.status),
      paid: order.status === 'paid',
      originalFen: order.original_fen,
      couponDiscountFen: order.coupon_discount_fen,
      creditsUsed: order.credits_used,
      creditsDiscountFen: order.credits_discount_fen,
      payableFen: order.payable_fen,
      createdAt: order.created_at,
      payDeadline: order.pay_deadline,
      paidAt: order.paid_at,
      closedAt: order.closed_at,
      closeReason: order.close_reason,
      vip,
    };
  }

  async list(userId: number, request: PageRequest, filter: { statuses?: readonly OrderStatus[]; kind?: 'purchase' | 'exchange' }): Promise<Page<Order>> {
    await this.closeOverdueOf(userId);
    let base = this.db.selectFrom('orders').where('user_id', '=', userId);
    if (filter.statuses?.length) base = base.where('status', 'in', filter.statuses);
    if (filter.kind) base = base.where('kind', '=', filter.kind);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(rows.map(orderView), total.n, request);
  }

  async cancel(userId: number, orderNumber: string): Promise<Order> {
    const order = await this.owned(userId, orderNumber);
    if (order.status === 'paid' || order.status === 'refunded') throw new AppError(States.ORDER_ALREADY_PAID);
    if (order.status === 'closed') return orderView(order);
    if (!(await this.close(order, 'cancelled'))) {
      const now = await this.findByNumber(orderNumber);
      if (now?.status === 'paid') throw new AppError(States.ORDER_ALREADY_PAID);
    }
    return orderView((await this.findByNumber(orderNumber))!);
  }

  // ---- closing ----

  /**
   * created|paying → closed, releasing what the order reserved, exactly once: the conditional
   * status update decides, and only its winner releases the coupon (locked → usable, or expired
   * past its end), gives back the credits (a ledger row) and the stock.
   */
  async close(order: OrderRow, reason: 'timeout' | 'cancelled'): Promise<boolean> {
    const { coupons, credits, commodities } = this.parts;
    const now = this.clock.now();
    const closed = await this.db.transaction().execute(async (trx) => {
      const moved = await transition(trx, order.id, 'closed', { closed_at: now, close_reason: reason, updated_at: now }, OPEN_STATUSES);
      if (!moved) return false;
      await coupons.release(trx, order.id);
      if (order.credits_used > 0) await credits.change(trx, order.user_id, order.credits_used, 'order_release', order.order_number);
      await commodities.restoreStock(trx, order.commodity_id, order.quantity);
      await trx
        .updateTable('payments')
        .set({ status: 'closed', updated_at: now })
        .where('order_id', '=', order.id)
        .where('status', 'in', ['pending', 'prepaid'])
        .execute();
      return true;
    });
    if (closed) {
      this.log.info({ orderNumber: order.order_number, reason }, 'order closed');
      this.onClosed(order);
    }
    return closed;
  }

  private async closeOverdueOf(userId: number): Promise<void> {
    const now = this.clock.now();
    const overdue = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'created'), eb('pay_deadline', '<=', now)]),
          eb.and([eb('status', '=', 'paying'), eb('pay_deadline', '<=', now - PAYING_CLOSE_GRACE_MS)]),
        ]),
      )
      .execute();
    for (const order of overdue) await this.close(order, 'timeout');
  }

  /** The sweep (main runs it on an interval): closes overdue unpaid orders, `limit` at a time. */
  async closeExpired(limit = 200): Promise<number> {
    const now = this.clock.now();
    const overdue = await this.db
      .selectFrom('orders')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'created'), eb('pay_deadline', '<=', now)]),
          eb.and([eb('status', '=', 'paying'), eb('pay_deadline', '<=', now - PAYING_CLOSE_GRACE_MS)]),
        ]),
      )
      .orderBy('pay_deadline')
      .limit(limit)
      .execute();
    let closed = 0;
    for (const order of overdue) if (await this.close(order, 'timeout')) closed += 1;
    return closed;
  }

  // ---- credits exchange ----

  /** A credits-only order, paid at once: stock, ledger row, order and goods in one transaction. */
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
    const orderNumber = this.newOrderNumber(now);
    const { order, couponIds } = await this.db.transaction().execute(async (trx) => {
      if (!(await commodities.takeStock(trx, commodity, input.quantity))) throw new AppError(States.COMMODITY_SOLD_OUT);
      const created = await this.insertOrder(trx, {
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
      });
      await credits.change(trx, userId, -cost, 'exchange', orderNumber);
      await transition(trx, created.id, 'paid', { paid_at: now, updated_at: now }, ['created']);
      return this.fulfil(trx, { ...created, status: 'paid', paid_at: now });
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
