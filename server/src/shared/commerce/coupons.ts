import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CouponTemplateRow, DB, UserCouponRow, UserCouponState } from '../../db/schema.js';
import { applicableTypes, couponDiscount, couponLabel } from './pricing.js';
import type {
  BeginnerClaim,
  BeginnerGift,
  Coupon,
  CouponCounts,
  CouponForOrder,
  CouponTemplate,
  CouponTemplateBody,
  GrantedCoupons,
  UnusableCoupon,
  UsableCoupons,
} from './schemas.js';

const DAY_MS = 86_400_000;

export const COUPON_STATE_TEXT: Record<UserCouponState, string> = {
  usable: '可使用',
  locked: '已锁定（待支付订单占用）',
  used: '已使用',
  expired: '已过期',
};

export function couponView(r: UserCouponRow, now: number): Coupon {
  // A usable coupon past its end is shown as expired even before the sweep marks it.
  const state: UserCouponState = r.state === 'usable' && r.valid_until <= now ? 'expired' : r.state;
  return {
    id: r.id,
    templateId: r.template_id,
    name: r.name,
    label: couponLabel(r),
    kind: r.kind,
    amountFen: r.amount_fen,
    percent: r.percent,
    maxDiscountFen: r.max_discount_fen,
    thresholdFen: r.threshold_fen,
    applicableTypes: applicableTypes(r.applicable_types),
    description: r.description,
    state,
    stateText: COUPON_STATE_TEXT[state],
    source: r.source,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    usedAt: r.used_at,
    createdAt: r.created_at,
  };
}

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
 * Coupons: templates (operator) and the copies users hold. A user coupon is `usable`, `locked`
 * by one unpaid order, `used` by a paid one, or `expired`. Locking is a conditional update
 * (`where state = 'usable'`), so one coupon serves one order however many race for it.
 */
export class CouponService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Marks a user's usable coupons past their end as expired. */
  async expireDue(userId: number): Promise<void> {
    const now = this.clock.now();
    await this.db
      .updateTable('user_coupons')
      .set({ state: 'expired', updated_at: now })
      .where('user_id', '=', userId)
      .where('state', '=', 'usable')
      .where('valid_until', '<=', now)
      .execute();
  }

  async listMine(userId: number, state: UserCouponState, request: PageRequest): Promise<Page<Coupon>> {
    await this.expireDue(userId);
    const base = this.db.selectFrom('user_coupons').where('user_id', '=', userId).where('state', '=', state);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy(state === 'usable' ? 'valid_until' : 'updated_at', state === 'usable' ? 'asc' : 'desc')
        .orderBy('id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = this.clock.now();
    return page(rows.map((r) => couponView(r, now)), total.n, request);
  }

  async counts(userId: number): Promise<CouponCounts> {
    await this.expireDue(userId);
    const rows = await this.db
      .selectFrom('user_coupons')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('state')
      .execute();
    const counts: CouponCounts = { usable: 0, locked: 0, used: 0, expired: 0 };
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  }

  /** The user's usable coupons for an order of `originalFen` of `type`: usable best first, and the others with why. */
  async forOrder(userId: number, type: string, originalFen: number): Promise<UsableCoupons> {
    await this.expireDue(userId);
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('user_coupons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', 'usable')
      .execute();
    const usable: CouponForOrder[] = [];
    const unusable: UnusableCoupon[] = [];
    for (const row of rows) {
      const verdict = couponDiscount(row, type, originalFen, now);
      if (verdict.ok && verdict.discountFen > 0) usable.push({ ...couponView(row, now), discountFen: verdict.discountFen });
      else unusable.push({ ...couponView(row, now), reason: verdict.ok ? '本单无优惠' : verdict.text });
    }
    // Best first: the biggest discount, then the one that ends soonest, then the oldest.
    usable.sort((a, b) => b.discountFen - a.discountFen || a.validUntil - b.validUntil || a.id - b.id);
    unusable.sort((a, b) => a.validUntil - b.validUntil || a.id - b.id);
    return { usable, unusable };
  }

  async findOwned(userId: number, couponId: number, db: Kysely<DB> = this.db): Promise<UserCouponRow | undefined> {
    return db
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** usable → locked for `orderId`; false when the coupon is no longer usable (someone else won). */
  async lock(trx: Kysely<DB>, couponId: number, userId: number, orderId: number): Promise<boolean> {
    const result = await trx
      .updateTable('user_coupons')
      .set({ state: 'locked', order_id: orderId, updated_at: this.clock.now() })
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .where('state', '=', 'usable')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** locked → used, for the order that was paid. */
  async markUsed(trx: Kysely<DB>, orderId: number): Promise<number> {
    const now = this.clock.now();
    const result = await trx
      .updateTable('user_coupons')
      .set({ state: 'used', used_at: now, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** locked → usable (or expired when past its end), for an order that closed. */
  async release(trx: Kysely<DB>, orderId: number): Promise<number> {
    const now = this.clock.now();
    const expired = await trx
      .updateTable('user_coupons')
      .set({ state: 'expired', order_id: null, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .where('valid_until', '<=', now)
      .executeTakeFirst();
    const usable = await trx
      .updateTable('user_coupons')
      .set({ state: 'usable', order_id: null, updated_at: now })
      .where('order_id', '=', orderId)
      .where('state', '=', 'locked')
      .executeTakeFirst();
    return Number(expired.numUpdatedRows) + Number(usable.numUpdatedRows);
  }

  async template(id: number, db: Kysely<DB> = this.db): Promise<CouponTemplateRow | undefined> {
    return db.selectFrom('coupon_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Gives one coupon of `template` to a user inside `trx`. Stock-limited templates take a unit
   * with a conditional update (unlimited ones touch no counter row, so no hot row). Answers
   * null, or throws with `strict`, when the template is off, ended, out of stock or (with
   * `checkLimit`) the user already holds `per_user_limit` of it.
   */
  async issue(
    trx: Kysely<DB>,
    userId: number,
    template: CouponTemplateRow,
    source: string,
    options: { checkLimit: boolean; strict: boolean },
  ): Promise<UserCouponRow | null> {
    const now = this.clock.now();
    const fail = (def: (typeof States)[keyof typeof States]) => {
      if (options.strict) throw new AppError(def);
      return null;
    };
    const validFrom = template.validity_days !== null ? now : (template.valid_from ?? now);
    const validUntil =
      template.validity_days !== null ? now + template.validity_days * DAY_MS : (template.valid_until ?? now);
    if (template.active !== 1 || validUntil <= now) return fail(States.COUPON_TEMPLATE_ENDED);
    if (options.checkLimit) {
      const held = await trx
        .selectFrom('user_coupons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('template_id', '=', template.id)
        .executeTakeFirstOrThrow();
      if (held.n >= template.per_user_limit) return fail(States.COUPON_LIMIT_REACHED);
    }
    if (template.stock !== null) {
      const taken = await trx
        .updateTable('coupon_templates')
        .set((eb) => ({ issued: eb('issued', '+', 1) }))
        .where('id', '=', template.id)
        .where((eb) => eb('issued', '<', eb.ref('stock')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return fail(States.COUPON_OUT_OF_STOCK);
    }
    return trx
      .insertInto('user_coupons')
      .values({
        user_id: userId,
        template_id: template.id,
        name: template.name,
        kind: template.kind,
        amount_fen: template.amount_fen,
        percent: template.percent,
        max_discount_fen: template.max_discount_fen,
        threshold_fen: template.threshold_fen,
        applicable_types: template.applicable_types,
        description: template.description,
        state: 'usable',
        order_id: null,
        source,
        valid_from: validFrom,
        valid_until: validUntil,
        created_at: now,
        used_at: null,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The new-user gift: every active beginner template, once per user. The `beginner_gifts`
   * primary key decides: a second (or concurrent) claim finds the row and answers what the
   * first one granted.
   */
  async claimBeginner(userId: number): Promise<BeginnerClaim> {
    const offered = await this.db
      .selectFrom('coupon_templates')
      .select('id')
      .where('beginner', '=', 1)
      .where('active', '=', 1)
      .executeTakeFirst();
    // No gift configured: do not mark the user as served, a later gift is still theirs.
    if (!offered) return { granted: false, coupons: await this.beginnerCoupons(userId) };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('beginner_gifts').values({ user_id: userId, created_at: this.clock.now() }).execute();
        const templates = await trx
          .selectFrom('coupon_templates')
          .selectAll()
          .where('beginner', '=', 1)
          .where('active', '=', 1)
          .orderBy('id')
          .execute();
        for (const template of templates) {
          await this.issue(trx, userId, template, 'beginner', { checkLimit: false, strict: false });
        }
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return { granted: false, coupons: await this.beginnerCoupons(userId) };
    }
    return { granted: true, coupons: await this.beginnerCoupons(userId) };
  }

  async beginnerStatus(userId: number): Promise<BeginnerGift> {
    const row = await this.db
      .selectFrom('beginner_gifts')
      .select('created_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row) return { claimed: true, claimedAt: row.created_at, coupons: await this.beginnerCoupons(userId) };
    // Not claimed yet: show what the gift holds.
    const now = this.clock.now();
    const templates = await this.db
      .selectFrom('coupon_templates')
      .selectAll()
      .where('beginner', '=', 1)
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    const preview = templates.map((t) => {
      const until = t.validity_days !== null ? now + t.validity_days * DAY_MS : (t.valid_until ?? now);
      return couponView(
        {
          id: 0,
          user_id: userId,
          template_id: t.id,
          name: t.name,
          kind: t.kind,
          amount_fen: t.amount_fen,
          percent: t.percent,
          max_discount_fen: t.max_discount_fen,
          threshold_fen: t.threshold_fen,
          applicable_types: t.applicable_types,
          description: t.description,
          state: 'usable',
          order_id: null,
          source: 'beginner',
          valid_from: t.validity_days !== null ? now : (t.valid_from ?? now),
          valid_until: until,
          created_at: now,
          used_at: null,
          updated_at: now,
        },
        now,
      );
    });
    return { claimed: false, claimedAt: null, coupons: preview };
  }

  private async beginnerCoupons(userId: number): Promise<Coupon[]> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('user_coupons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('source', '=', 'beginner')
      .orderBy('id')
      .execute();
    return rows.map((r) => couponView(r, now));
  }

  // ---- operator ----

  async listTemplates(): Promise<CouponTemplate[]> {
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

  async templateView(id: number): Promise<CouponTemplate> {
    const all = await this.listTemplates();
    const found = all.find((t) => t.id === id);
    if (!found) throw new AppError(States.COUPON_TEMPLATE_NOT_FOUND);
    return found;
  }

  async saveTemplate(id: number | null, input: CouponTemplateBody): Promise<CouponTemplate> {
    const now = this.clock.now();
    const existing = id === null ? undefined : await this.template(id);
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
        return this.templateView(existing.id);
      }
      const row = await this.db
        .insertInto('coupon_templates')
        .values({ ...values, issued: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.templateView(row.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.COUPON_TEMPLATE_INVALID, { why: `编码 ${input.code} 已被使用` });
      throw err;
    }
  }

  /** Operator grant: `count` coupons of a template to each user (stock applies, the per-user limit does not). */
  async grant(templateId: number, userIds: number[], count: number): Promise<GrantedCoupons[]> {
    const template = await this.template(templateId);
    if (!template) throw new AppError(States.COUPON_TEMPLATE_NOT_FOUND);
    const users = await this.db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
    if (users.length !== new Set(userIds).size) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    return this.db.transaction().execute(async (trx) => {
      const out: GrantedCoupons[] = [];
      for (const userId of new Set(userIds)) {
        const couponIds: number[] = [];
        for (let i = 0; i < count; i += 1) {
          const coupon = await this.issue(trx, userId, template, 'admin', { checkLimit: false, strict: true });
          couponIds.push(coupon!.id);
        }
        out.push({ userId, couponIds });
      }
      return out;
    });
  }
}
