import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CouponTemplateRow, DB } from '../../db/schema.js';
import { applicableTypes, couponLabel } from './pricing.js';
import type { CouponTemplate, CouponTemplateBody } from './schemas.js';

function templateView(t: CouponTemplateRow, issued: number): CouponTemplate {
  return {
    id: t.id,
    code: t.code,
    name: t.name,
    label: couponLabel(t),
    kind: t.kind,
    amountFen: t.amount_fen,
    percent: t.percent,
    maxDiscountFen: t.max_discount_fen,
    thresholdFen: t.threshold_fen,
    validityDays: t.validity_days,
    validFrom: t.valid_from,
    validUntil: t.valid_until,
    stock: t.stock,
    issued,
    perUserLimit: t.per_user_limit,
    applicableTypes: applicableTypes(t.applicable_types),
    description: t.description,
    beginner: t.beginner === 1,
    active: t.active === 1,
  };
}

/**
 * Coupon templates (operator): what a coupon takes off, for how long, how many may be given and
 * to whom (the new-user gift is the active templates marked `beginner`). Users hold copies of a
 * template (./coupons.ts); a copy keeps its terms when the template changes later.
 */
export class CouponTemplates {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async find(id: number, db: Kysely<DB> = this.db): Promise<CouponTemplateRow | undefined> {
    return db.selectFrom('coupon_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every template with how many coupons were given from it. */
  async list(): Promise<CouponTemplate[]> {
    const [rows, counts] = await Promise.all([
      this.db.selectFrom('coupon_templates').selectAll().orderBy('id').execute(),
      this.db
        .selectFrom('user_coupons')
        .select(['template_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('template_id')
        .execute(),
    ]);
    const issued = new Map(counts.map((c) => [c.template_id, c.n]));
    return rows.map((t) => templateView(t, issued.get(t.id) ?? 0));
  }

  async get(id: number): Promise<CouponTemplate> {
    const all = await this.list();
    const found = all.find((t) => t.id === id);
    if (!found) throw new AppError(States.COUPON_TEMPLATE_NOT_FOUND);
    return found;
  }

  /** Creates (`id` null) or changes a template; absent fields keep their value. */
  async save(id: number | null, input: CouponTemplateBody): Promise<CouponTemplate> {
    const now = this.clock.now();
    const existing = id === null ? undefined : await this.find(id);
    if (id !== null && !existing) throw new AppError(States.COUPON_TEMPLATE_NOT_FOUND);
    const values = {
      code: input.code,
      name: input.name,
      kind: input.kind,
      amount_fen: input.kind === 'amount' ? (input.amountFen ?? existing?.amount_fen ?? 0) : 0,
      percent: input.kind === 'percent' ? (input.percent ?? existing?.percent ?? 100) : 100,
      max_discount_fen: input.maxDiscountFen === undefined ? (existing?.max_discount_fen ?? null) : input.maxDiscountFen,
      threshold_fen: input.thresholdFen ?? existing?.threshold_fen ?? 0,
      validity_days: input.validityDays === undefined ? (existing?.validity_days ?? null) : input.validityDays,
      valid_from: input.validFrom === undefined ? (existing?.valid_from ?? null) : input.validFrom,
      valid_until: input.validUntil === undefined ? (existing?.valid_until ?? null) : input.validUntil,
      stock: input.stock === undefined ? (existing?.stock ?? null) : input.stock,
      per_user_limit: input.perUserLimit ?? existing?.per_user_limit ?? 1,
      applicable_types: input.applicableTypes ? JSON.stringify([...new Set(input.applicableTypes)]) : (existing?.applicable_types ?? '[]'),
      description: input.description ?? existing?.description ?? '',
      beginner: input.beginner === undefined ? (existing?.beginner ?? 0) : input.beginner ? 1 : 0,
      active: input.active === undefined ? (existing?.active ?? 1) : input.active ? 1 : 0,
      updated_at: now,
    };
    if (values.kind === 'amount' && values.amount_fen <= 0) throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: '满减券须填写优惠金额' });
    if (values.kind === 'percent' && (values.percent <= 0 || values.percent >= 100)) {
      throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: '折扣须在1到99之间（85即8.5折）' });
    }
    if (values.validity_days === null && values.valid_until === null) {
      throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: '请填写有效天数或截止时间' });
    }
    if (values.stock !== null && existing && values.stock < existing.issued) {
      throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: `库存不能少于已发放的${existing.issued}张` });
    }
    try {
      if (existing) {
        await this.db.updateTable('coupon_templates').set(values).where('id', '=', existing.id).execute();
        return this.get(existing.id);
      }
      const row = await this.db
        .insertInto('coupon_templates')
        .values({ ...values, issued: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.get(row.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: `编码 ${input.code} 已被使用` });
      throw err;
    }
  }
}
