import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { SinglePurchaseRules } from '../../shared/commerce/single-purchase.js';

/**
 * Paid courses in commerce: a commodity of type 'course' sells one subject
 * (`commodities.subject_id`); a paid order grants it (`course_entitlements`, source
 * 'purchase'), an operator refund takes it back. The shared rules are ../orders/single-purchase.ts.
 */
export const coursePurchase: SinglePurchaseRules = {
  noun: '课程',

  async assertOnSale(db, commodity) {
    if (commodity.subject_id === null) throw new AppError(States.COMMODITY_NOT_FOUND);
    const subject = await db
      .selectFrom('subjects')
      .select('id')
      .where('id', '=', commodity.subject_id)
      .where('active', '=', 1)
      .where('access', '=', 'paid')
      .executeTakeFirst();
    if (!subject) throw new AppError(States.SUBJECT_NOT_FOUND);
  },

  async owns(db, userId, commodity) {
    const owned = await db
      .selectFrom('course_entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('subject_id', '=', commodity.subject_id!)
      .executeTakeFirst();
    return Boolean(owned);
  },

  async grant(trx, order, now) {
    const commodity = await trx.selectFrom('commodities').select('subject_id').where('id', '=', order.commodity_id).executeTakeFirst();
    if (!commodity?.subject_id) throw new AppError(States.COMMODITY_NOT_FOUND);
    await trx
      .insertInto('course_entitlements')
      .values({ user_id: order.user_id, subject_id: commodity.subject_id, order_id: order.id, source: 'purchase', created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'subject_id']).doNothing())
      .execute();
  },

  async revoke(trx, order) {
    await trx
      .deleteFrom('course_entitlements')
      .where('user_id', '=', order.user_id)
      .where('order_id', '=', order.id)
      .where('source', '=', 'purchase')
      .execute();
  },
};
