import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CouponTemplateRow, DB, UserCouponRow, UserCouponState } from '../../db/schema.js';
import type { CouponTemplates } from './coupon-templates.js';
import { applicableTypes, couponLabel } from './pricing.js';
import type { BeginnerClaim, BeginnerGift, Coupon, CouponCounts, GrantedCoupons } from './schemas.js';

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

/**
 * The coupons users hold: given one at a time by `issue` (an operator grant, the new-user gift,
 * a coupon commodity bought or exchanged), listed and counted by state. A user coupon is
 * `usable`, `locked` by one unpaid order, `used` by a paid one, or `expired` (./order-coupons.ts
 * moves it between the first three). The templates they come from: ./coupon-templates.ts.
 */
export class CouponService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly templates: CouponTemplates,
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

  /** Operator grant: `count` coupons of a template to each user (stock applies, the per-user limit does not). */
  async grant(templateId: number, userIds: number[], count: number): Promise<GrantedCoupons[]> {
    const template = await this.templates.find(templateId);
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
