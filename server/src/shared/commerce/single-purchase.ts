import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { CommodityRow, CommodityType, DB, OrderRow } from '../../db/schema.js';

/**
 * One-time digital purchases: a commodity that sells one item (a course, an assessment) is
 * bought in quantity 1, only while the buyer does not own the item and has no other open order
 * for it (migration 004's `orders_open_single_purchase_uq` is the backstop when placements
 * race); a paid order grants the item, an operator refund takes back what that order granted.
 * Each selling area says what its item is through these rules (its `purchases` in areas/index.ts);
 * orders and payments ask only here.
 */
export interface SinglePurchaseRules {
  /** The item in the buyer's messages: 课程, 测评. */
  noun: string;
  /** Throws the area's not-found state unless the item the commodity sells is on sale. */
  assertOnSale(db: Kysely<DB>, commodity: CommodityRow): Promise<void>;
  /** The buyer owns the item already (bought or granted). */
  owns(db: Kysely<DB>, userId: number, commodity: CommodityRow): Promise<boolean>;
  /** In the transaction that marks the order paid: the buyer owns the item (idempotent). */
  grant(trx: Kysely<DB>, order: OrderRow, now: number): Promise<void>;
  /** In the refund transaction: what this order granted is taken back (operator grants stay). */
  revoke(trx: Kysely<DB>, order: OrderRow): Promise<void>;
}

/** The rules of each one-time-purchase commodity type, given by the areas that sell them (areas/index.ts). */
export type SinglePurchaseRegistry = Partial<Record<CommodityType, SinglePurchaseRules>>;

/**
 * What orders and payments ask about one-time purchases. A type added to the registry must be
 * added to the condition of `orders_open_single_purchase_uq` too.
 */
export class SinglePurchases {
  readonly types: CommodityType[];

  constructor(private readonly rules: SinglePurchaseRegistry) {
    this.types = Object.keys(rules) as CommodityType[];
  }

  /** Before confirm / place: on sale, one at a time, not owned yet. Other commodity types pass. */
  async assertPurchasable(db: Kysely<DB>, commodity: CommodityRow, userId: number, quantity: number): Promise<void> {
    const rules = this.rules[commodity.type];
    if (!rules) return;
    await rules.assertOnSale(db, commodity);
    if (quantity !== 1) throw new AppError({ ...States.BAD_PARAMS, msg: `${rules.noun}每次只能购买1份` });
    if (await rules.owns(db, userId, commodity)) {
      throw new AppError({ ...States.ORDER_ALREADY_PAID, msg: `你已拥有该${rules.noun}，无需重复购买` });
    }
  }

  /** Before placing (and after losing a placement race): no other open order for this item. */
  async assertNoOpenOrder(db: Kysely<DB>, commodity: CommodityRow, userId: number): Promise<void> {
    const rules = this.rules[commodity.type];
    if (!rules) return;
    const open = await db
      .selectFrom('orders')
      .select('order_number')
      .where('user_id', '=', userId)
      .where('commodity_id', '=', commodity.id)
      .where('status', 'in', ['created', 'paying'])
      .executeTakeFirst();
    if (open) {
      throw new AppError({
        ...States.ORDER_ALREADY_PAID,
        msg: `你有一笔该${rules.noun}的待支付订单（${open.order_number}），请在“我的订单”中继续支付或取消后再下单`,
      });
    }
  }

  /** Whether a unique violation while placing may be the one-open-order index (a lost race). */
  isSinglePurchase(type: CommodityType): boolean {
    return this.rules[type] !== undefined;
  }

  /** Fulfilment of a paid order; nothing for other commodity types. */
  async grant(trx: Kysely<DB>, order: OrderRow, now: number): Promise<void> {
    await this.rules[order.commodity_type]?.grant(trx, order, now);
  }

  /** Refund of a paid order; nothing for other commodity types. */
  async revoke(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    await this.rules[order.commodity_type]?.revoke(trx, order);
  }
}
