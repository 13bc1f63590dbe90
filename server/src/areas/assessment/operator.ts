import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { AssessmentLookups, AssessmentRow } from './lookups.js';
import { syncAssessmentCommodity } from './purchase.js';
import { scaleByCode } from './scales.js';
import type { AdminAssessment, AssessmentPatch, Entitlement } from './schemas.js';

/**
 * The operator functions of assessments (behind the operator guard, ./admin.ts): every catalogue
 * row (inactive ones too) with its settings, changing a row (its commodity follows), and
 * granting a paid assessment to a user.
 */
export class OperatorService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly lookups: AssessmentLookups,
  ) {}

  private adminView(row: AssessmentRow, people: Map<number, number>): AdminAssessment {
    return {
      ...this.lookups.cardOf(row, people),
      priceFen: row.price_fen,
      peopleBase: row.people_base,
      courseKeyword: row.course_keyword,
      sort: row.sort,
      active: row.active === 1,
      updatedAt: row.updated_at,
    };
  }

  async adminList(): Promise<AdminAssessment[]> {
    const rows = (await this.db.selectFrom('assessments').selectAll().orderBy('sort').orderBy('id').execute()).filter((r) => scaleByCode(r.scale_code));
    const people = await this.lookups.peopleOf(rows.map((r) => r.id));
    return rows.map((r) => this.adminView(r, people));
  }

  async adminUpdate(id: number, patch: AssessmentPatch): Promise<AdminAssessment> {
    const row = await this.db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !scaleByCode(row.scale_code)) throw new AppError(States.ASSESSMENT_NOT_FOUND);
    const access = patch.access ?? row.access;
    const priceFen = patch.priceFen ?? row.price_fen;
    if (access === 'paid' && priceFen <= 0) throw new AppError(States.ASSESSMENT_INVALID, { why: '付费测评须设置价格' });
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('assessments')
        .set({
          title: patch.title ?? row.title,
          subtitle: patch.subtitle ?? row.subtitle,
          cover_color: patch.coverColor ?? row.cover_color,
          access,
          price_fen: priceFen,
          people_base: patch.peopleBase ?? row.people_base,
          hot: patch.hot === undefined ? row.hot : patch.hot ? 1 : 0,
          help_unlock: patch.helpUnlock ?? row.help_unlock,
          course_keyword: patch.courseKeyword ?? row.course_keyword,
          sort: patch.sort ?? row.sort,
          active: patch.active === undefined ? row.active : patch.active ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      // The commodity follows the row: made when first paid, off sale while not paid or inactive.
      await syncAssessmentCommodity(trx, await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), now);
    });
    const updated = await this.db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return this.adminView(updated, await this.lookups.peopleOf([id]));
  }

  /** Operator grant of a paid assessment; granting twice keeps the first row. */
  async grant(userId: number, assessmentId: number): Promise<Entitlement> {
    const row = await this.db.selectFrom('assessments').select('id').where('id', '=', assessmentId).executeTakeFirst();
    if (!row) throw new AppError(States.ASSESSMENT_NOT_FOUND);
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    await this.db
      .insertInto('assessment_entitlements')
      .values({ user_id: userId, assessment_id: assessmentId, source: 'grant', order_number: null, created_at: this.clock.now() })
      // A grant over a bought assessment becomes a grant: refunding that order no longer takes it.
      .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).doUpdateSet({ source: 'grant', order_number: null }))
      .execute();
    const e = await this.db
      .selectFrom('assessment_entitlements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    return { id: e.id, userId: e.user_id, assessmentId: e.assessment_id, source: e.source, createdAt: e.created_at };
  }
}
