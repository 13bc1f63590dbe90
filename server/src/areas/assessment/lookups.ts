import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { AssessmentAccess, DB } from '../../db/schema.js';
import { membershipOf } from '../../shared/accounts/users.js';
import type { ScoreResult } from './engine.js';
import { headline } from './report-views.js';
import { CATEGORY_NAMES, scaleByCode } from './scales.js';
import type { AssessmentCard, LastReport, SessionAnswers } from './schemas.js';
import type { Scale, ScaleCategory } from './types.js';

/**
 * What the assessment services share: row lookups, access checks and card views. Private to
 * the area (catalogue.ts, taking.ts, reports.ts, help.ts and operator.ts build on it).
 */

export type AssessmentRow = {
  id: number;
  scale_code: string;
  title: string;
  subtitle: string;
  category: string;
  cover_color: string;
  access: AssessmentAccess;
  price_fen: number;
  people_base: number;
  hot: number;
  help_unlock: number;
  course_keyword: string;
  sort: number;
  active: number;
  commodity_id: number | null;
  updated_at: number;
};

/** `%` and `_` are LIKE wildcards: a user's search text must match them literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function parseAnswers(text: string): SessionAnswers {
  return JSON.parse(text) as SessionAnswers;
}

export function scaleOf(row: { scale_code: string }): Scale {
  const scale = scaleByCode(row.scale_code);
  // A row whose scale was removed from the code cannot be taken or shown.
  if (!scale) throw new AppError(States.ASSESSMENT_NOT_FOUND);
  return scale;
}

export class AssessmentLookups {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  // Rows and cards.

  activeRow(id: number, db: Kysely<DB> = this.db): Promise<AssessmentRow | undefined> {
    return db.selectFrom('assessments').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  /** An active assessment whose scale exists, else ASSESSMENT_NOT_FOUND. */
  async requireRow(id: number, db: Kysely<DB> = this.db): Promise<AssessmentRow> {
    const row = await this.activeRow(id, db);
    if (!row || !scaleByCode(row.scale_code)) throw new AppError(States.ASSESSMENT_NOT_FOUND);
    return row;
  }

  /** Distinct users with a report, by assessment (added to each row's people base). */
  async peopleOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('assessment_reports')
      .select(['assessment_id', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
      .where('assessment_id', 'in', ids)
      .groupBy('assessment_id')
      .execute();
    return new Map(rows.map((r) => [r.assessment_id, Number(r.n)]));
  }

  cardOf(row: AssessmentRow, people: Map<number, number>): AssessmentCard {
    const scale = scaleOf(row);
    return {
      id: row.id,
      scaleCode: row.scale_code,
      title: row.title,
      subtitle: row.subtitle,
      category: row.category,
      categoryName: CATEGORY_NAMES[row.category as ScaleCategory] ?? row.category,
      coverColor: row.cover_color,
      access: row.access,
      priceFen: row.access === 'paid' ? row.price_fen : 0,
      hot: row.hot === 1,
      clinical: scale.clinical,
      itemCount: scale.items.length,
      minutes: scale.minutes,
      people: row.people_base + (people.get(row.id) ?? 0),
      helpUnlock: row.help_unlock,
      commodityId: row.access === 'paid' ? row.commodity_id : null,
    };
  }

  /** Cards of the rows whose scale exists, in the rows' order. */
  async cards(rows: AssessmentRow[]): Promise<AssessmentCard[]> {
    const people = await this.peopleOf(rows.map((r) => r.id));
    return rows.filter((r) => scaleByCode(r.scale_code)).map((r) => this.cardOf(r, people));
  }

  // Access.

  async isVip(userId: number): Promise<boolean> {
    return (await membershipOf(this.db, userId, this.clock.now()))?.isVip ?? false;
  }

  async owns(userId: number, assessmentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('assessment_entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Free: everyone logged in; VIP: live membership; paid: an entitlement. */
  async requireAccess(userId: number, row: AssessmentRow): Promise<void> {
    if (row.access === 'vip' && !(await this.isVip(userId))) throw new AppError(States.ASSESSMENT_VIP_ONLY);
    if (row.access === 'paid' && !(await this.owns(userId, row.id))) throw new AppError(States.ASSESSMENT_PURCHASE_REQUIRED);
  }

  // The user's sessions and reports.

  /** The user's open session of a test (at most one: a partial unique index). */
  openSession(userId: number, assessmentId: number) {
    return this.db
      .selectFrom('assessment_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  async lastReport(userId: number, assessmentId: number): Promise<LastReport | null> {
    const row = await this.db
      .selectFrom('assessment_reports')
      .select(['id', 'result', 'created_at'])
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? { id: row.id, headline: headline(JSON.parse(row.result) as ScoreResult), createdAt: row.created_at } : null;
  }

  /** Friends who helped unlock the report. */
  async helpCount(reportId: number): Promise<number> {
    const row = await this.db
      .selectFrom('assessment_helps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
