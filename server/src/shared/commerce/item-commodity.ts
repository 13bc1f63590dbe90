import type { Kysely } from 'kysely';
import type { CommodityRow, DB } from '../../db/schema.js';

/** The item a one-time-purchase commodity sells (see ./single-purchase.ts). */
export type SoldItem = { type: 'course'; subjectId: number } | { type: 'assessment'; assessmentId: number };

export interface ItemSale {
  item: SoldItem;
  /** The item's link to its commodity (null: none yet; then it is looked up by its code). */
  commodityId: number | null;
  /** The item's title: the commodity's name. */
  name: string;
  /** The item is sold for money (access 'paid'); `priceFen` > 0 then. */
  paid: boolean;
  active: boolean;
  priceFen: number;
}

function codeOf(item: SoldItem): string {
  return item.type === 'course' ? `course-${item.subjectId}` : `assessment-${item.assessmentId}`;
}

/**
 * The commodity follows its item: named after it, at its price while paid, on sale only while
 * the item is paid and active. It is made the first time the item is paid (found by its code
 * when a concurrent writer made it first) and only deactivated afterwards, so orders keep
 * pointing at it. Writes nothing when nothing changed (a seed run twice is a no-op). Answers the
 * commodity's id, or null when the item was never paid.
 */
export async function syncItemCommodity(trx: Kysely<DB>, sale: ItemSale, now: number): Promise<number | null> {
  const code = codeOf(sale.item);
  const onSale = sale.paid && sale.active ? 1 : 0;
  const existing = await (sale.commodityId === null
    ? trx.selectFrom('commodities').selectAll().where('code', '=', code)
    : trx.selectFrom('commodities').selectAll().where('id', '=', sale.commodityId)
  ).executeTakeFirst();
  if (!existing) {
    if (!sale.paid) return null;
    const link = sale.item.type === 'course' ? { subject_id: sale.item.subjectId } : { assessment_id: sale.item.assessmentId };
    const inserted = await trx
      .insertInto('commodities')
      .values({
        code,
        type: sale.item.type,
        name: sale.name,
        price_fen: sale.priceFen,
        original_price_fen: sale.priceFen,
        duration_days: 0,
        benefits: '[]',
        badge: '',
        sort: 0,
        active: onSale,
        stock: null,
        coupon_template_id: null,
        ...link,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    return syncItemCommodity(trx, sale, now);
  }
  const wanted: Partial<Pick<CommodityRow, 'name' | 'active' | 'price_fen' | 'original_price_fen'>> = { name: sale.name, active: onSale };
  // An item no longer paid keeps its last price (the operator may sell it again).
  if (sale.paid) {
    wanted.price_fen = sale.priceFen;
    wanted.original_price_fen = Math.max(sale.priceFen, existing.original_price_fen);
  }
  const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).some((k) => wanted[k] !== existing[k]);
  if (changed) await trx.updateTable('commodities').set({ ...wanted, updated_at: now }).where('id', '=', existing.id).execute();
  return existing.id;
}
