import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { seedAssessments } from './seed-assessments.js';
import { seedCommunity } from './seed-community.js';
import { seedDistribution } from './seed-distribution.js';
import { seedPunch } from './seed-punch.js';
import { seedReading } from './seed-reading.js';
import { seedCourses } from './seed-courses.js';
import { seedLearning } from './seed-learning.js';
import { seedTeamReading } from './seed-teamreading.js';
import {
  AGE_RANGES,
  COUPON_TEMPLATES,
  CREDIT_RULES,
  EXCHANGE_GOODS,
  INTEREST_TAGS,
  SCENES,
  VIP_OFFERS,
} from './seed-data.js';

/**
 * Idempotent seed. Reference data (scenes, profile tag options) is always inserted;
 * demo content (VIP offers, coupon templates, credit rules, credits exchange goods) only when
 * `demo` is true (SEED_DEMO), and the demo catalogue (seed-courses.ts). Existing rows are left as
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
    .insertInto('commodities')
    .values(
      VIP_OFFERS.map((o, i) => ({
        code: o.code,
        type: 'vip' as const,
        name: o.name,
        price_fen: o.priceFen,
        original_price_fen: o.originalPriceFen,
        duration_days: o.durationDays,
        benefits: JSON.stringify(o.benefits),
        badge: o.badge,
        sort: i,
        active: 1,
        stock: null,
        coupon_template_id: null,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('coupon_templates')
    .values(
      COUPON_TEMPLATES.map((t) => ({
        code: t.code,
        name: t.name,
        kind: t.kind,
        amount_fen: t.amountFen ?? 0,
        percent: t.percent ?? 100,
        max_discount_fen: t.maxDiscountFen ?? null,
        threshold_fen: t.thresholdFen,
        validity_days: t.validityDays,
        valid_from: null,
        valid_until: null,
        stock: null,
        issued: 0,
        per_user_limit: t.perUserLimit,
        applicable_types: JSON.stringify(t.applicableTypes),
        description: t.description,
        beginner: t.beginner ? 1 : 0,
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('credit_rules')
    .values(
      CREDIT_RULES.map((r, i) => ({
        action: r.action,
        name: r.name,
        points: r.points,
        daily_cap: r.dailyCap,
        total_cap: r.totalCap,
        description: r.description,
        sort: i,
        active: 1,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('action').doNothing())
    .execute();

  const templates = await db.selectFrom('coupon_templates').select(['id', 'code']).execute();
  const templateId = new Map(templates.map((t) => [t.code, t.id]));
  await db
    .insertInto('commodities')
    .values(
      EXCHANGE_GOODS.map((g, i) => ({
        code: g.code,
        type: g.type,
        name: g.name,
        price_fen: 0,
        original_price_fen: 0,
        duration_days: g.durationDays ?? 0,
        benefits: '[]',
        badge: '',
        sort: 100 + i,
        active: 1,
        credits_price: g.creditsPrice,
        stock: g.stock,
        needs_address: g.type === 'goods' ? 1 : 0,
        description: g.description,
        coupon_template_id: g.couponTemplate ? (templateId.get(g.couponTemplate) ?? null) : null,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await seedCourses(db, now);
  await seedLearning(db, now);
  await seedAssessments(db, now);
  await seedCommunity(db, now);
  await seedPunch(db, now);
  await seedTeamReading(db, now);
  await seedDistribution(db, now);
  await seedReading(db, now);
}
