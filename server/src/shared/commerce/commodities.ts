import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CommodityRow, DB } from '../../db/schema.js';
import type { Commodity, CommodityBody } from './schemas.js';

function parseList(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function commodityView(r: CommodityRow): Commodity {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    name: r.name,
    priceFen: r.price_fen,
    originalPriceFen: r.original_price_fen,
    durationDays: r.duration_days,
    creditsPrice: r.credits_price,
    stock: r.stock,
    needsAddress: r.needs_address === 1,
    description: r.description,
    image: r.image,
    benefits: parseList(r.benefits),
    badge: r.badge,
    couponTemplateId: r.coupon_template_id,
    active: r.active === 1,
  };
}

/**
 * What can be ordered: VIP tiers (`vip`), shipped goods (`goods`) and coupons sold for credits
 * (`coupon`). A commodity with `price_fen` > 0 is sold for money, one with `credits_price` > 0
 * can be exchanged for credits. Stock is only counted when set (null: no counter, no hot row).
 */
export class CommodityService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async find(id: number, db: Kysely<DB> = this.db): Promise<CommodityRow | undefined> {
    return db.selectFrom('commodities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An active commodity, or COMMODITY_NOT_FOUND. */
  async active(id: number, db: Kysely<DB> = this.db): Promise<CommodityRow> {
    const row = await this.find(id, db);
    if (!row || row.active !== 1) throw new AppError(States.COMMODITY_NOT_FOUND);
    return row;
  }

  async vipOffers(): Promise<CommodityRow[]> {
    return this.db
      .selectFrom('commodities')
      .selectAll()
      .where('type', '=', 'vip')
      .where('active', '=', 1)
      .where('price_fen', '>', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async exchangeGoods(): Promise<Commodity[]> {
    const rows = await this.db
      .selectFrom('commodities')
      .selectAll()
      .where('active', '=', 1)
      .where('credits_price', '>', 0)
      .orderBy('credits_price')
      .orderBy('id')
      .execute();
    return rows.map(commodityView);
  }

  /** Takes `quantity` units (conditional: `stock >= quantity`); always true for unlimited stock. */
  async takeStock(trx: Kysely<DB>, commodity: CommodityRow, quantity: number): Promise<boolean> {
    if (commodity.stock === null) return true;
    const result = await trx
      .updateTable('commodities')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('id', '=', commodity.id)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async restoreStock(trx: Kysely<DB>, commodityId: number, quantity: number): Promise<void> {
    await trx
      .updateTable('commodities')
      .set({ stock: sql<number>`stock + ${quantity}` })
      .where('id', '=', commodityId)
      .where('stock', 'is not', null)
      .execute();
  }

  // ---- operator ----

  async listAll(): Promise<Commodity[]> {
    const rows = await this.db.selectFrom('commodities').selectAll().orderBy('type').orderBy('sort').orderBy('id').execute();
    return rows.map(commodityView);
  }

  async save(id: number | null, input: CommodityBody): Promise<Commodity> {
    const existing = id === null ? undefined : await this.find(id);
    if (id !== null && !existing) throw new AppError(States.COMMODITY_NOT_FOUND);
    const values = {
      code: input.code,
      type: input.type,
      name: input.name,
      price_fen: input.priceFen ?? existing?.price_fen ?? 0,
      original_price_fen: input.originalPriceFen ?? existing?.original_price_fen ?? input.priceFen ?? 0,
      duration_days: input.durationDays ?? existing?.duration_days ?? 0,
      credits_price: input.creditsPrice ?? existing?.credits_price ?? 0,
      stock: input.stock === undefined ? (existing?.stock ?? null) : input.stock,
      needs_address: input.needsAddress === undefined ? (existing?.needs_address ?? (input.type === 'goods' ? 1 : 0)) : input.needsAddress ? 1 : 0,
      description: input.description ?? existing?.description ?? '',
      image: input.image ?? existing?.image ?? '',
      benefits: input.benefits ? JSON.stringify(input.benefits) : (existing?.benefits ?? '[]'),
      badge: input.badge ?? existing?.badge ?? '',
      coupon_template_id: input.couponTemplateId === undefined ? (existing?.coupon_template_id ?? null) : input.couponTemplateId,
      sort: input.sort ?? existing?.sort ?? 0,
      active: input.active === undefined ? (existing?.active ?? 1) : input.active ? 1 : 0,
      updated_at: this.clock.now(),
    };
    const invalid = (why: string) => new AppError(States.COMMODITY_INVALID, { why });
    if (values.price_fen <= 0 && values.credits_price <= 0) throw invalid('请填写售价或兑换积分');
    if (values.original_price_fen < values.price_fen) throw invalid('原价不能低于售价');
    if (values.type === 'vip' && values.duration_days <= 0) throw invalid('会员商品须填写有效天数');
    if (values.type === 'coupon') {
      if (values.coupon_template_id === null) throw invalid('优惠券商品须关联优惠券模板');
      const template = await this.db
        .selectFrom('coupon_templates')
        .select('id')
        .where('id', '=', values.coupon_template_id)
        .executeTakeFirst();
      if (!template) throw new AppError(States.COUPON_TEMPLATE_NOT_FOUND);
    }
    try {
      if (existing) {
        await this.db.updateTable('commodities').set(values).where('id', '=', existing.id).execute();
        return commodityView((await this.find(existing.id))!);
      }
      const row = await this.db.insertInto('commodities').values(values).returningAll().executeTakeFirstOrThrow();
      return commodityView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid(`编码 ${input.code} 已被使用`);
      throw err;
    }
  }
}
