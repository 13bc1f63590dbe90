import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { AssessmentAccess, DB } from '../../db/schema.js';
import { syncItemCommodity } from '../../shared/commerce/item-commodity.js';
import type { SinglePurchaseRules } from '../../shared/commerce/single-purchase.js';

/**
 * Paid assessments in commerce: a commodity of type 'assessment' sells one assessment
 * (`commodities.assessment_id`, and back `assessments.commodity_id`); a paid order grants it
 * (`assessment_entitlements`, source 'order' with the order number), an operator refund takes
 * it back. The shared rules are ../orders/single-purchase.ts.
 */
export const assessmentPurchase: SinglePurchaseRules = {
  noun: '测评',

  async assertOnSale(db, commodity) {
    if (commodity.assessment_id === null) throw new AppError(States.COMMODITY_NOT_FOUND);
    const row = await db
      .selectFrom('assessments')
      .select('id')
      .where('id', '=', commodity.assessment_id)
      .where('active', '=', 1)
      .where('access', '=', 'paid')
      .executeTakeFirst();
    if (!row) throw new AppError(States.ASSESSMENT_NOT_FOUND);
  },

  async owns(db, userId, commodity) {
    const owned = await db
      .selectFrom('assessment_entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('assessment_id', '=', commodity.assessment_id!)
      .executeTakeFirst();
    return Boolean(owned);
  },

  async grant(trx, order, now) {
    const commodity = await trx.selectFrom('commodities').select('assessment_id').where('id', '=', order.commodity_id).executeTakeFirst();
    if (!commodity?.assessment_id) throw new AppError(States.COMMODITY_NOT_FOUND);
    await trx
      .insertInto('assessment_entitlements')
      .values({ user_id: order.user_id, assessment_id: commodity.assessment_id, source: 'order', order_number: order.order_number, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).doNothing())
      .execute();
  },

  async revoke(trx, order) {
    await trx
      .deleteFrom('assessment_entitlements')
      .where('user_id', '=', order.user_id)
      .where('order_number', '=', order.order_number)
      .where('source', '=', 'order')
      .execute();
  },
};

/**
 * After an assessment row is written (seed, operator): its commodity follows it, and the row
 * points at the commodity once there is one.
 */
export async function syncAssessmentCommodity(
  trx: Kysely<DB>,
  row: { id: number; title: string; access: AssessmentAccess; price_fen: number; active: number; commodity_id: number | null },
  now: number,
): Promise<number | null> {
  const commodityId = await syncItemCommodity(
    trx,
    {
      item: { type: 'assessment', assessmentId: row.id },
      commodityId: row.commodity_id,
      name: row.title,
      paid: row.access === 'paid',
      active: row.active === 1,
      priceFen: row.price_fen,
    },
    now,
  );
  if (commodityId !== row.commodity_id) await trx.updateTable('assessments').set({ commodity_id: commodityId }).where('id', '=', row.id).execute();
  return commodityId;
}
