import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Demo distribution programme (SEED_DEMO, docs/DISTRIBUTION.md): four levels, two categories,
 * commission on the VIP tiers and on every paid course. The settings row comes with migration
 * 012. Idempotent: levels only into an empty table, categories by name and products by
 * commodity, so an operator's changes survive restarts.
 */

const LEVELS = [
  { name: '见习达人', thresholdFen: 0, rateBonusBp: 0, benefits: ['按商品佣金比例获得推广佣金', '专属推广海报与链接'] },
  { name: '银牌达人', thresholdFen: 100_000, rateBonusBp: 100, benefits: ['直推佣金比例额外+1%', '新品优先试听'] },
  { name: '金牌达人', thresholdFen: 500_000, rateBonusBp: 200, benefits: ['直推佣金比例额外+2%', '专属运营顾问'] },
  { name: '钻石达人', thresholdFen: 2_000_000, rateBonusBp: 300, benefits: ['直推佣金比例额外+3%', '年度线下交流会邀请'] },
];

const MEMBERSHIP = '会员权益';
const COURSES = '精品好课';

/** VIP tiers by code: a rate for the monthly ones, a fixed amount for the year. */
const VIP_RULES: Record<string, { mode: 'rate' | 'amount'; tier1: number; tier2: number; pitch: string }> = {
  'monthly-auto': { mode: 'rate', tier1: 1000, tier2: 300, pitch: '全部会员课程免费听，首月立省5元' },
  quarterly: { mode: 'rate', tier1: 1200, tier2: 300, pitch: '一季度畅听，立省22元' },
  yearly: { mode: 'amount', tier1: 3000, tier2: 1000, pitch: '一年畅听，每天不到6毛钱' },
};

export async function seedDistribution(db: Kysely<DB>, now: number): Promise<void> {
  const hasLevels = await db.selectFrom('distribution_levels').select('id').limit(1).executeTakeFirst();
  if (!hasLevels) {
    await db
      .insertInto('distribution_levels')
      .values(LEVELS.map((l) => ({ name: l.name, threshold_fen: l.thresholdFen, rate_bonus_bp: l.rateBonusBp, benefits: JSON.stringify(l.benefits), created_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('threshold_fen').doNothing())
      .execute();
  }

  await db
    .insertInto('distribution_categories')
    .values([MEMBERSHIP, COURSES].map((name, i) => ({ name, sort: i, active: 1, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const categories = await db.selectFrom('distribution_categories').select(['id', 'name']).execute();
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

  const commodities = await db
    .selectFrom('commodities')
    .select(['id', 'code', 'type'])
    .where('price_fen', '>', 0)
    .where((eb) => eb.or([eb('code', 'in', Object.keys(VIP_RULES)), eb('type', '=', 'course')]))
    .execute();
  const products = commodities.map((c, i) => {
    const vip = VIP_RULES[c.code];
    const rule = vip ?? { mode: 'rate' as const, tier1: 2000, tier2: 500, pitch: '好课推荐给需要的人' };
    return {
      commodity_id: c.id,
      category_id: categoryId(vip ? MEMBERSHIP : COURSES),
      mode: rule.mode,
      tier1_value: rule.tier1,
      tier2_value: rule.tier2,
      pitch: rule.pitch,
      sort: i,
      active: 1,
      created_at: now,
      updated_at: now,
    };
  });
  if (products.length > 0) {
    await db.insertInto('distribution_products').values(products).onConflict((oc) => oc.column('commodity_id').doNothing()).execute();
  }
}
