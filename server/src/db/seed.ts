import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { AGE_RANGES, INTEREST_TAGS, SCENES, VIP_OFFERS } from './seed-data.js';

/**
 * Idempotent seed. Reference data (scenes, profile tag options) is always inserted;
 * demo content (VIP offers) only when `demo` is true (SEED_DEMO). Existing rows are left as
 * they are, so an operator's changes survive restarts.
 */
export async function seed(db: Kysely<DB>, options: { demo: boolean; now: number }): Promise<void> {
  const { now } = options;
  await db
    .insertInto('scenes')
    .values(SCENES.map((s) => ({ id: s.id, name: s.name, status: 1, updated_at: now })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('tag_options')
    .values([
      ...AGE_RANGES.map((name, i) => ({
        kind: 'age_range' as const,
        code: name,
        name,
        group_name: '',
        sort: i,
      })),
      ...INTEREST_TAGS.map((t, i) => ({
        kind: 'interest' as const,
        code: t.code,
        name: t.name,
        group_name: t.group,
        sort: i,
      })),
    ])
    .onConflict((oc) => oc.columns(['kind', 'code']).doNothing())
    .execute();

  if (!options.demo) return;
  await db
    .insertInto('vip_offers')
    .values(
      VIP_OFFERS.map((o, i) => ({
        code: o.code,
        name: o.name,
        price_fen: o.priceFen,
        original_price_fen: o.originalPriceFen,
        duration_days: o.durationDays,
        benefits: JSON.stringify(o.benefits),
        badge: o.badge,
        sort: i,
        active: 1,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
