import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { DistributionProductRow } from '../../db/tables/distribution.js';
import type { BindingService } from './binding.js';
import type { LevelService } from './levels.js';
import { person } from './people.js';
import type { PromoterService } from './promoters.js';
import { commissionsOf, ruleProblem } from './rules.js';
import type { AdminProduct, Category, CategoryBody, ProductBody, ProductCard, ProductDetail } from './schemas.js';

type AdminCategory = { id: number; name: string; sort: number; active: boolean; productCount: number };

function parseBenefits(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The products that earn commission (热推商品), in categories, each with "you earn ¥x" for the
 * promoter who looks; the public product page of a shared link; the operator's rules.
 */
export class CatalogueService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly levels: LevelService,
    private readonly promoters: PromoterService,
    private readonly binding: BindingService,
  ) {}

  /** What the caller's level adds to tier-1 rates (0 for anyone but an active promoter). */
  private async bonusOf(userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const promoter = await this.promoters.find(userId);
    return promoter?.status === 'active' ? this.levels.bonusBp(this.db, promoter.settled_sales_fen) : 0;
  }

  /** Products on sale: in the programme (active, in an active category) and the commodity on sale for money. */
  private listed() {
    return this.db
      .selectFrom('distribution_products as dp')
      .innerJoin('commodities as c', 'c.id', 'dp.commodity_id')
      .innerJoin('distribution_categories as dc', 'dc.id', 'dp.category_id')
      .leftJoin('subjects as s', 's.id', 'c.subject_id')
      .where('dp.active', '=', 1)
      .where('dc.active', '=', 1)
      .where('c.active', '=', 1)
      .where('c.price_fen', '>', 0);
  }

  async categories(): Promise<Category[]> {
    const rows = await this.db
      .selectFrom('distribution_categories as dc')
      .select(['dc.id', 'dc.name'])
      .where('dc.active', '=', 1)
      .orderBy('dc.sort')
      .orderBy('dc.id')
      .execute();
    const counts = await this.listed()
      .select(['dp.category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('dp.category_id')
      .execute();
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return rows.map((r) => ({ id: r.id, name: r.name, productCount: byCategory.get(r.id) ?? 0 }));
  }

  async products(userId: number | null, categoryId: number | undefined, request: PageRequest): Promise<Page<ProductCard>> {
    let query = this.listed();
    if (categoryId !== undefined) query = query.where('dp.category_id', '=', categoryId);
    const [rows, total, bonus] = await Promise.all([
      query
        .selectAll('dp')
        .select(['c.name', 'c.type', 'c.image', 'c.price_fen', 'c.original_price_fen', 's.cover'])
        .orderBy('dp.sort')
        .orderBy('dp.commodity_id')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.bonusOf(userId),
    ]);
    return page(
      rows.map((r) => this.card(r, { name: r.name, type: r.type, cover: r.image || r.cover || '', priceFen: r.price_fen, originalPriceFen: r.original_price_fen }, bonus)),
      Number(total.n),
      request,
    );
  }

  /** The product page of a shared link (public): the commodity on sale, with its rule when in the programme. */
  async product(commodityId: number, code: string | undefined, userId: number | null): Promise<ProductDetail> {
    const c = await this.db
      .selectFrom('commodities as c')
      .leftJoin('subjects as s', 's.id', 'c.subject_id')
      .selectAll('c')
      .select('s.cover')
      .where('c.id', '=', commodityId)
      .where('c.active', '=', 1)
      .where('c.price_fen', '>', 0)
      .executeTakeFirst();
    if (!c) throw new AppError(States.COMMODITY_NOT_FOUND);
    const [rule, bonus, promoter] = await Promise.all([
      this.listed().selectAll('dp').where('dp.commodity_id', '=', commodityId).executeTakeFirst(),
      this.bonusOf(userId),
      code ? this.binding.promoterOfCode(code) : undefined,
    ]);
    const base = { name: c.name, type: c.type, cover: c.image || c.cover || '', priceFen: c.price_fen, originalPriceFen: c.original_price_fen };
    const card = rule
      ? this.card(rule, base, bonus)
      : { commodityId, categoryId: 0, ...base, pitch: '', mode: 'rate' as const, tier1Value: 0, tier2Value: 0, earnFen: 0, tier2EarnFen: 0 };
    return {
      ...card,
      description: c.description,
      benefits: parseBenefits(c.benefits),
      subjectId: c.subject_id,
      assessmentId: c.assessment_id,
      durationDays: c.duration_days,
      productType: c.type,
      promoter: promoter ? person(promoter) : null,
    };
  }

  /** A product card for the poster (the caller is an active promoter). */
  async posterCard(commodityId: number, userId: number): Promise<ProductCard> {
    const r = await this.listed()
      .selectAll('dp')
      .select(['c.name', 'c.type', 'c.image', 'c.price_fen', 'c.original_price_fen', 's.cover'])
      .where('dp.commodity_id', '=', commodityId)
      .executeTakeFirst();
    if (!r) throw new AppError(States.DISTRIBUTION_PRODUCT_NOT_FOUND);
    return this.card(r, { name: r.name, type: r.type, cover: r.image || r.cover || '', priceFen: r.price_fen, originalPriceFen: r.original_price_fen }, await this.bonusOf(userId));
  }

  private card(
    r: DistributionProductRow,
    c: { name: string; type: string; cover: string; priceFen: number; originalPriceFen: number },
    bonusBp: number,
  ): ProductCard {
    const [tier1, tier2] = commissionsOf({ mode: r.mode, tier1Value: r.tier1_value, tier2Value: r.tier2_value }, c.priceFen, 1, bonusBp);
    return {
      commodityId: r.commodity_id,
      categoryId: r.category_id,
      ...c,
      pitch: r.pitch,
      mode: r.mode,
      tier1Value: r.tier1_value,
      tier2Value: r.tier2_value,
      earnFen: tier1.amountFen,
      tier2EarnFen: tier2.amountFen,
    };
  }

  /** For the guide: products on sale in the programme and the highest rates among rate-based ones. */
  async programmeFigures(): Promise<{ products: number; maxTier1RateBp: number; maxTier2RateBp: number }> {
    const [all, rates] = await Promise.all([
      this.listed().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      this.listed()
        .select((eb) => [eb.fn.max<number>('dp.tier1_value').as('t1'), eb.fn.max<number>('dp.tier2_value').as('t2')])
        .where('dp.mode', '=', 'rate')
        .executeTakeFirst(),
    ]);
    return { products: Number(all?.n ?? 0), maxTier1RateBp: Number(rates?.t1 ?? 0), maxTier2RateBp: Number(rates?.t2 ?? 0) };
  }

  /** The rule of an order's commodity when it earns commission now (placement). */
  async ruleFor(db: Kysely<DB>, commodityId: number): Promise<DistributionProductRow | undefined> {
    return db
      .selectFrom('distribution_products as dp')
      .innerJoin('distribution_categories as dc', 'dc.id', 'dp.category_id')
      .selectAll('dp')
      .where('dp.commodity_id', '=', commodityId)
      .where('dp.active', '=', 1)
      .where('dc.active', '=', 1)
      .executeTakeFirst();
  }

  // ---- operator ----

  async adminCategories(): Promise<AdminCategory[]> {
    const rows = await this.db
      .selectFrom('distribution_categories as dc')
      .leftJoin('distribution_products as dp', 'dp.category_id', 'dc.id')
      .select(['dc.id', 'dc.name', 'dc.sort', 'dc.active', (eb) => eb.fn.count<number>('dp.commodity_id').as('n')])
      .groupBy(['dc.id', 'dc.name', 'dc.sort', 'dc.active'])
      .orderBy('dc.sort')
      .orderBy('dc.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, sort: r.sort, active: r.active === 1, productCount: Number(r.n) }));
  }

  async saveCategory(id: number | null, body: CategoryBody): Promise<AdminCategory> {
    const now = this.clock.now();
    const values = { name: body.name.trim(), ...(body.sort !== undefined ? { sort: body.sort } : {}), ...(body.active !== undefined ? { active: Number(body.active) } : {}) };
    try {
      const row =
        id === null
          ? await this.db
              .insertInto('distribution_categories')
              .values({ sort: 0, active: 1, ...values, created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await this.db.updateTable('distribution_categories').set({ ...values, updated_at: now }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!row) throw new AppError(States.DISTRIBUTION_CATEGORY_NOT_FOUND);
      return (await this.adminCategories()).find((c) => c.id === row.id)!;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.DISTRIBUTION_CATEGORY_NAME_TAKEN);
      throw err;
    }
  }

  async adminProducts(): Promise<AdminProduct[]> {
    const rows = await this.db
      .selectFrom('distribution_products as dp')
      .innerJoin('commodities as c', 'c.id', 'dp.commodity_id')
      .selectAll('dp')
      .select(['c.name', 'c.price_fen'])
      .orderBy('dp.category_id')
      .orderBy('dp.sort')
      .orderBy('dp.commodity_id')
      .execute();
    return rows.map((r) => ({
      commodityId: r.commodity_id,
      commodityName: r.name,
      priceFen: r.price_fen,
      categoryId: r.category_id,
      mode: r.mode,
      tier1Value: r.tier1_value,
      tier2Value: r.tier2_value,
      pitch: r.pitch,
      sort: r.sort,
      active: r.active === 1,
      updatedAt: r.updated_at,
    }));
  }

  /** Puts a commodity sold for money in the programme, or changes its rule (orders already placed keep theirs). */
  async saveProduct(commodityId: number, body: ProductBody): Promise<AdminProduct> {
    const commodity = await this.db.selectFrom('commodities').select(['id', 'price_fen']).where('id', '=', commodityId).executeTakeFirst();
    if (!commodity) throw new AppError(States.COMMODITY_NOT_FOUND);
    if (commodity.price_fen <= 0) throw new AppError(States.COMMISSION_RULE_INVALID, { why: '该商品不以现金出售，不能设置佣金' });
    const category = await this.db.selectFrom('distribution_categories').select('id').where('id', '=', body.categoryId).executeTakeFirst();
    if (!category) throw new AppError(States.DISTRIBUTION_CATEGORY_NOT_FOUND);
    const problem = ruleProblem({ mode: body.mode, tier1Value: body.tier1Value, tier2Value: body.tier2Value }, commodity.price_fen);
    if (problem) throw new AppError(States.COMMISSION_RULE_INVALID, { why: problem });
    const now = this.clock.now();
    const values = {
      category_id: body.categoryId,
      mode: body.mode,
      tier1_value: body.tier1Value,
      tier2_value: body.tier2Value,
      ...(body.pitch !== undefined ? { pitch: body.pitch.trim() } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
      ...(body.active !== undefined ? { active: Number(body.active) } : {}),
      updated_at: now,
    };
    await this.db
      .insertInto('distribution_products')
      .values({ commodity_id: commodityId, sort: 0, active: 1, created_at: now, ...values })
      .onConflict((oc) => oc.column('commodity_id').doUpdateSet(values))
      .execute();
    return (await this.adminProducts()).find((p) => p.commodityId === commodityId)!;
  }
}
