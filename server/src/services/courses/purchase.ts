import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { CommodityRow, DB, OrderRow } from '../../db/schema.js';

/**
 * Paid courses in commerce: a commodity of type 'course' sells one subject
 * (`commodities.subject_id`); a paid order grants it (`course_entitlements`, source
 * 'purchase'), an operator refund takes it back.
 */

/** Before confirm / place: the course is on sale, bought once, and not owned already. */
export async function assertCoursePurchasable(db: Kysely<DB>, commodity: CommodityRow, userId: number, quantity: number): Promise<void> {
  if (commodity.subject_id === null) throw new AppError(States.COMMODITY_NOT_FOUND);
  const subject = await db
    .selectFrom('subjects')
    .select('id')
    .where('id', '=', commodity.subject_id)
    .where('active', '=', 1)
    .where('access', '=', 'paid')
    .executeTakeFirst();
  if (!subject) throw new AppError(States.SUBJECT_NOT_FOUND);
  if (quantity !== 1) throw new AppError({ ...States.BAD_PARAMS, msg: '课程每次只能购买1份' });
  const owned = await db
    .selectFrom('course_entitlements')
    .select('id')
    .where('user_id', '=', userId)
    .where('subject_id', '=', commodity.subject_id)
    .executeTakeFirst();
  if (owned) throw new AppError({ ...States.ORDER_ALREADY_PAID, msg: '你已拥有该课程，无需重复购买' });
}

/**
 * Before placing: no other open order for this course (migration 004's unique index is the
 * backstop when two placements race; the loser lands here too).
 */
export async function assertNoOpenCourseOrder(db: Kysely<DB>, commodity: CommodityRow, userId: number): Promise<void> {
  const open = await db
    .selectFrom('orders')
    .select('order_number')
    .where('user_id', '=', userId)
    .where('commodity_id', '=', commodity.id)
    .where('status', 'in', ['created', 'paying'])
    .executeTakeFirst();
  if (open) throw new AppError({ ...States.ORDER_ALREADY_PAID, msg: `你有一笔该课程的待支付订单（${open.order_number}），请在“我的订单”中继续支付或取消后再下单` });
}

/** In the transaction that marks the order paid: the buyer owns the course (idempotent). */
export async function grantPurchasedCourse(trx: Kysely<DB>, order: OrderRow, now: number): Promise<void> {
  const commodity = await trx.selectFrom('commodities').select('subject_id').where('id', '=', order.commodity_id).executeTakeFirst();
  if (!commodity?.subject_id) throw new AppError(States.COMMODITY_NOT_FOUND);
  await trx
    .insertInto('course_entitlements')
    .values({ user_id: order.user_id, subject_id: commodity.subject_id, order_id: order.id, source: 'purchase', created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'subject_id']).doNothing())
    .execute();
}

/** In the refund transaction: the course this order granted is taken back (grants stay). */
export async function revokePurchasedCourse(trx: Kysely<DB>, order: OrderRow): Promise<void> {
  await trx
    .deleteFrom('course_entitlements')
    .where('user_id', '=', order.user_id)
    .where('order_id', '=', order.id)
    .where('source', '=', 'purchase')
    .execute();
}
