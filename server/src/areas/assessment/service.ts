import { Type, type Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { Nullable } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { Dialect } from '../../db/connect.js';
import type { AssessmentAccess, DB } from '../../db/schema.js';
import { membershipOf } from '../../shared/accounts/users.js';
import { CATEGORY_NAMES, scaleByCode } from './scales.js';
import { AnswerError, answerFingerprint, checkAnswer, score, type ScoreResult } from './engine.js';
import { syncAssessmentCommodity } from './purchase.js';
import { questionViews, reportBody, headline, type QuestionView } from './reports.js';
import type { Scale, ScaleCategory } from './types.js';

export const ASSESSMENT_ACCESS: readonly AssessmentAccess[] = ['free', 'vip', 'paid'];

export const AssessmentCardSchema = Type.Object({
  id: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  category: Type.String(),
  categoryName: Type.String(),
  coverColor: Type.String(),
  access: Type.String(),
  priceFen: Type.Integer(),
  hot: Type.Boolean(),
  clinical: Type.Boolean(),
  itemCount: Type.Integer(),
  minutes: Type.Integer(),
  people: Type.Integer(),
  helpUnlock: Type.Integer(),
  /** Paid: the commodity that sells it (`/common/orderPay?productId=…&productType=assessment`); else null. */
  commodityId: Nullable(Type.Integer()),
});
export type AssessmentCard = Static<typeof AssessmentCardSchema>;

export const AssessmentDetailSchema = Type.Intersect([
  AssessmentCardSchema,
  Type.Object({
    intro: Type.String(),
    instruction: Type.String(),
    disclaimer: Type.String(),
    source: Type.String(),
    favorite: Type.Boolean(),
    isVip: Type.Boolean(),
    owned: Type.Boolean(),
    canTake: Type.Boolean(),
    unfinished: Nullable(Type.Object({ sessionId: Type.Integer(), answered: Type.Integer() })),
    lastReport: Nullable(Type.Object({ id: Type.Integer(), headline: Type.String(), createdAt: Type.Integer() })),
  }),
]);
export type AssessmentDetail = Static<typeof AssessmentDetailSchema>;

export const SessionSchema = Type.Object({
  sessionId: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  status: Type.String(),
  answers: Type.Record(Type.String(), Type.Integer()),
  answered: Type.Integer(),
  itemCount: Type.Integer(),
  /** The first question without an answer; null when all are answered. */
  nextQuestionNo: Nullable(Type.Integer()),
  reportId: Nullable(Type.Integer()),
  updatedAt: Type.Integer(),
});
export type SessionView = Static<typeof SessionSchema>;

export const QuestionsSchema = Type.Object({
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  instruction: Type.String(),
  itemCount: Type.Integer(),
  questions: Type.Array(
    Type.Object({ no: Type.Integer(), text: Type.String(), options: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })) }),
  ),
});

const ScoreViewSchema = {
  raw: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
  percent: Type.Number(),
  band: Nullable(
    Type.Object({ label: Type.String(), level: Type.Integer(), tone: Type.String(), description: Type.String(), advice: Type.String() }),
  ),
};
const NoticeSchema = Type.Object({
  title: Type.String(),
  text: Type.String(),
  hotlines: Type.Array(Type.Object({ name: Type.String(), number: Type.String(), note: Type.String() })),
});
export const CourseLinkSchema = Type.Object({ id: Type.Integer(), title: Type.String(), subtitle: Type.String(), cover: Type.String(), access: Type.String() });

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  clinical: Type.Boolean(),
  disclaimer: Type.String(),
  createdAt: Type.Integer(),
  isOwner: Type.Boolean(),
  /** Owner only: the live share token (null when not shared). */
  shareToken: Nullable(Type.String()),
  locked: Type.Boolean(),
  help: Nullable(Type.Object({ needed: Type.Integer(), helped: Type.Integer(), code: Nullable(Type.String()) })),
  headline: Type.String(),
  crisis: Type.Boolean(),
  notices: Type.Array(NoticeSchema),
  total: Nullable(Type.Object({ label: Type.String(), ...ScoreViewSchema })),
  dimensions: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), description: Type.String(), ...ScoreViewSchema })),
  type: Nullable(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      description: Type.String(),
      axes: Type.Array(
        Type.Object({
          dimension: Type.String(),
          letters: Type.Array(Type.String()),
          pole: Type.String(),
          poleName: Type.String(),
          strength: Type.Integer(),
          tie: Type.Boolean(),
        }),
      ),
    }),
  ),
  advice: Type.Array(Type.String()),
  recommendedCourses: Type.Array(CourseLinkSchema),
});
export type ReportView = Static<typeof ReportSchema>;

export const ReportItemSchema = Type.Object({
  id: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  coverColor: Type.String(),
  headline: Type.String(),
  crisis: Type.Boolean(),
  locked: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type ReportItem = Static<typeof ReportItemSchema>;

export const MineItemSchema = Type.Object({
  assessment: AssessmentCardSchema,
  unfinished: Nullable(Type.Object({ sessionId: Type.Integer(), answered: Type.Integer() })),
  lastReport: Nullable(Type.Object({ id: Type.Integer(), headline: Type.String(), createdAt: Type.Integer() })),
  reports: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type MineItem = Static<typeof MineItemSchema>;

export const HelpInfoSchema = Type.Object({
  code: Type.String(),
  scaleCode: Type.String(),
  title: Type.String(),
  owner: Type.Object({ nickname: Type.String(), avatar: Type.String() }),
  needed: Type.Integer(),
  helped: Type.Integer(),
  unlocked: Type.Boolean(),
  isOwner: Type.Boolean(),
  helpedByMe: Type.Boolean(),
});
export type HelpInfo = Static<typeof HelpInfoSchema>;

export const AdminAssessmentSchema = Type.Intersect([
  AssessmentCardSchema,
  Type.Object({ peopleBase: Type.Integer(), courseKeyword: Type.String(), sort: Type.Integer(), active: Type.Boolean(), updatedAt: Type.Integer() }),
]);
export type AdminAssessment = Static<typeof AdminAssessmentSchema>;

export interface AssessmentPatch {
  title?: string;
  subtitle?: string;
  coverColor?: string;
  access?: AssessmentAccess;
  priceFen?: number;
  peopleBase?: number;
  hot?: boolean;
  helpUnlock?: number;
  courseKeyword?: string;
  sort?: number;
  active?: boolean;
}

export interface ListFilter {
  category?: string;
  free?: boolean;
  vip?: boolean;
  paid?: boolean;
  hot?: boolean;
  q?: string;
}

type AssessmentRow = {
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

type Answers = Record<string, number>;

/** `%` and `_` are LIKE wildcards: a user's search text must match them literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseAnswers(text: string): Answers {
  return JSON.parse(text) as Answers;
}

function nextUnanswered(scale: Scale, answers: Answers): number | null {
  return scale.items.find((item) => answers[String(item.no)] === undefined)?.no ?? null;
}

function scaleOf(row: { scale_code: string }): Scale {
  const scale = scaleByCode(row.scale_code);
  // A row whose scale was removed from the code cannot be taken or shown.
  if (!scale) throw new AppError(States.ASSESSMENT_NOT_FOUND);
  return scale;
}

/**
 * Assessments: the catalogue (rows over the scales of catalogue.ts), favourites, tests in
 * progress, submission (idempotent by answer fingerprint), reports with their share links and
 * friends' help. Answers and reports are personal data: nothing here logs them, and a report
 * leaves only through its owner or a live share token.
 */
export class AssessmentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  // Catalogue.

  private async peopleOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('assessment_reports')
      .select(['assessment_id', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
      .where('assessment_id', 'in', ids)
      .groupBy('assessment_id')
      .execute();
    return new Map(rows.map((r) => [r.assessment_id, Number(r.n)]));
  }

  private cardOf(row: AssessmentRow, people: Map<number, number>): AssessmentCard {
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

  private async cards(rows: AssessmentRow[]): Promise<AssessmentCard[]> {
    const people = await this.peopleOf(rows.map((r) => r.id));
    return rows.filter((r) => scaleByCode(r.scale_code)).map((r) => this.cardOf(r, people));
  }

  private activeRow(id: number, db: Kysely<DB> = this.db): Promise<AssessmentRow | undefined> {
    return db.selectFrom('assessments').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  private async requireRow(id: number, db: Kysely<DB> = this.db): Promise<AssessmentRow> {
    const row = await this.activeRow(id, db);
    if (!row || !scaleByCode(row.scale_code)) throw new AppError(States.ASSESSMENT_NOT_FOUND);
    return row;
  }

  async categories(): Promise<{ code: string; name: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('assessments')
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .groupBy('category')
      .execute();
    const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
    return Object.entries(CATEGORY_NAMES).map(([code, name]) => ({ code, name, count: counts.get(code) ?? 0 }));
  }

  async list(filter: ListFilter, request: PageRequest): Promise<Page<AssessmentCard>> {
    let query = this.db.selectFrom('assessments').where('active', '=', 1);
    if (filter.category) query = query.where('category', '=', filter.category);
    const access: AssessmentAccess[] = [];
    if (filter.free) access.push('free');
    if (filter.vip) access.push('vip');
    if (filter.paid) access.push('paid');
    if (access.length) query = query.where('access', 'in', access);
    if (filter.hot) query = query.where('hot', '=', 1);
    if (filter.q) query = query.where(sql<boolean>`title like ${likePattern(filter.q)} escape '\\'`);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll().orderBy('sort').orderBy('id').limit(request.pageSize).offset(request.offset).execute();
    return page(await this.cards(rows), total, request);
  }

  async home(): Promise<{ hot: AssessmentCard[]; free: AssessmentCard[]; categories: { code: string; name: string; count: number }[] }> {
    const first = { pageNum: 1, pageSize: 6, offset: 0 };
    return {
      hot: (await this.list({ hot: true }, first)).list,
      free: (await this.list({ free: true }, first)).list,
      categories: await this.categories(),
    };
  }

  private async isVip(userId: number): Promise<boolean> {
    return (await membershipOf(this.db, userId, this.clock.now()))?.isVip ?? false;
  }

  private async owns(userId: number, assessmentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('assessment_entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Free: everyone logged in; VIP: live membership; paid: an entitlement. */
  private async requireAccess(userId: number, row: AssessmentRow): Promise<void> {
    if (row.access === 'vip' && !(await this.isVip(userId))) throw new AppError(States.ASSESSMENT_VIP_ONLY);
    if (row.access === 'paid' && !(await this.owns(userId, row.id))) throw new AppError(States.ASSESSMENT_PURCHASE_REQUIRED);
  }

  private async openSession(userId: number, assessmentId: number) {
    return this.db
      .selectFrom('assessment_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  private async lastReport(userId: number, assessmentId: number): Promise<{ id: number; headline: string; createdAt: number } | null> {
    const row = await this.db
      .selectFrom('assessment_reports')
      .select(['id', 'result', 'created_at'])
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? { id: row.id, headline: headline(JSON.parse(row.result) as ScoreResult), createdAt: row.created_at } : null;
  }

  async detail(id: number, userId: number | null): Promise<AssessmentDetail> {
    const row = await this.requireRow(id);
    const scale = scaleOf(row);
    const [card] = await this.cards([row]);
    const base = { ...card, intro: scale.intro, instruction: scale.instruction, disclaimer: scale.disclaimer, source: scale.source };
    if (userId === null) {
      return { ...base, favorite: false, isVip: false, owned: false, canTake: row.access === 'free', unfinished: null, lastReport: null };
    }
    const [favorite, isVip, owned, session, lastReport] = await Promise.all([
      this.db.selectFrom('assessment_favorites').select('user_id').where('user_id', '=', userId).where('assessment_id', '=', id).executeTakeFirst(),
      this.isVip(userId),
      this.owns(userId, id),
      this.openSession(userId, id),
      this.lastReport(userId, id),
    ]);
    const canTake = row.access === 'free' || (row.access === 'vip' && isVip) || (row.access === 'paid' && owned);
    return {
      ...base,
      favorite: Boolean(favorite),
      isVip,
      owned,
      canTake,
      unfinished: session ? { sessionId: session.id, answered: Object.keys(parseAnswers(session.answers)).length } : null,
      lastReport,
    };
  }

  // Favourites.

  async setFavorite(userId: number, assessmentId: number, favorite: boolean): Promise<{ favorite: boolean }> {
    await this.requireRow(assessmentId);
    if (favorite) {
      await this.db
        .insertInto('assessment_favorites')
        .values({ user_id: userId, assessment_id: assessmentId, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('assessment_favorites').where('user_id', '=', userId).where('assessment_id', '=', assessmentId).execute();
    }
    return { favorite };
  }

  async favorites(userId: number, request: PageRequest): Promise<Page<AssessmentCard>> {
    const query = this.db
      .selectFrom('assessment_favorites as f')
      .innerJoin('assessments as a', 'a.id', 'f.assessment_id')
      .where('f.user_id', '=', userId)
      .where('a.active', '=', 1);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll('a').orderBy('f.created_at', 'desc').orderBy('a.id', 'desc').limit(request.pageSize).offset(request.offset).execute();
    return page(await this.cards(rows), total, request);
  }

  // Taking a test.

  private sessionView(session: { id: number; assessment_id: number; status: 'open' | 'submitted'; answers: string; report_id: number | null; updated_at: number }, scale: Scale): SessionView {
    const answers = parseAnswers(session.answers);
    return {
      sessionId: session.id,
      assessmentId: session.assessment_id,
      scaleCode: scale.code,
      status: session.status,
      answers,
      answered: Object.keys(answers).length,
      itemCount: scale.items.length,
      nextQuestionNo: nextUnanswered(scale, answers),
      reportId: session.report_id,
      updatedAt: session.updated_at,
    };
  }

  /** Starts a test after consent, or resumes the unfinished one (one open session per test). */
  async start(userId: number, assessmentId: number, consent: boolean): Promise<SessionView> {
    if (!consent) throw new AppError(States.ASSESSMENT_CONSENT_REQUIRED);
    const row = await this.requireRow(assessmentId);
    await this.requireAccess(userId, row);
    const scale = scaleOf(row);
    const existing = await this.openSession(userId, assessmentId);
    if (existing) return this.sessionView(existing, scale);
    const now = this.clock.now();
    await this.db
      .insertInto('assessment_sessions')
      .values({ user_id: userId, assessment_id: assessmentId, answers: '{}', status: 'open', report_id: null, consent_at: now, created_at: now, updated_at: now })
      // A concurrent start already opened one: the partial unique index keeps it single.
      .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).where(sql.ref('status'), '=', sql.lit('open')).doNothing())
      .execute();
    const session = await this.openSession(userId, assessmentId);
    if (!session) throw new AppError(States.ASSESSMENT_SESSION_NOT_FOUND);
    return this.sessionView(session, scale);
  }

  async current(userId: number, assessmentId: number): Promise<SessionView | null> {
    const row = await this.requireRow(assessmentId);
    const session = await this.openSession(userId, assessmentId);
    return session ? this.sessionView(session, scaleOf(row)) : null;
  }

  async questions(userId: number, assessmentId: number): Promise<Static<typeof QuestionsSchema>> {
    const row = await this.requireRow(assessmentId);
    await this.requireAccess(userId, row);
    const scale = scaleOf(row);
    const questions: QuestionView[] = questionViews(scale);
    return { assessmentId: row.id, scaleCode: scale.code, title: row.title, instruction: scale.instruction, itemCount: scale.items.length, questions };
  }

  private async ownSession(db: Kysely<DB>, userId: number, sessionId: number, lock: boolean) {
    let query = db.selectFrom('assessment_sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', userId);
    // SQLite serialises writers itself and has no FOR UPDATE.
    if (lock && this.dialect === 'postgres') query = query.forUpdate();
    const session = await query.executeTakeFirst();
    if (!session) throw new AppError(States.ASSESSMENT_SESSION_NOT_FOUND);
    return session;
  }

  async session(userId: number, sessionId: number): Promise<SessionView> {
    const session = await this.ownSession(this.db, userId, sessionId, false);
    const row = await this.requireRow(session.assessment_id);
    return this.sessionView(session, scaleOf(row));
  }

  /** Saves one answer (or replaces it); the row is locked so parallel saves never drop one. */
  async answer(userId: number, sessionId: number, questionNo: number, value: number): Promise<SessionView> {
    return this.db.transaction().execute(async (trx) => {
      const session = await this.ownSession(trx, userId, sessionId, true);
      if (session.status !== 'open') throw new AppError(States.ASSESSMENT_SESSION_SUBMITTED);
      // Inside the transaction only `trx`: SQLite's one connection is held by it.
      const row = await this.requireRow(session.assessment_id, trx);
      const scale = scaleOf(row);
      try {
        checkAnswer(scale, questionNo, value);
      } catch (err) {
        throw refused(err);
      }
      const answers = { ...parseAnswers(session.answers), [String(questionNo)]: value };
      const now = this.clock.now();
      await trx.updateTable('assessment_sessions').set({ answers: JSON.stringify(answers), updated_at: now }).where('id', '=', sessionId).execute();
      return this.sessionView({ ...session, answers: JSON.stringify(answers), updated_at: now }, scale);
    });
  }

  /**
   * Scores the session's answers (with `extra` answers laid over them). The same answer set of
   * the same user and scale always yields the one report it produced first.
   */
  async submit(userId: number, sessionId: number, extra: Record<string, unknown> = {}): Promise<{ reportId: number; created: boolean }> {
    const session = await this.ownSession(this.db, userId, sessionId, false);
    const row = await this.requireRow(session.assessment_id);
    await this.requireAccess(userId, row);
    const scale = scaleOf(row);
    const answers = { ...parseAnswers(session.answers), ...extra };
    let result: ScoreResult;
    try {
      result = score(scale, answers);
    } catch (err) {
      throw refused(err);
    }
    const fingerprint = answerFingerprint(scale.code, answers);
    const findReport = () =>
      this.db
        .selectFrom('assessment_reports')
        .select('id')
        .where('user_id', '=', userId)
        .where('scale_code', '=', scale.code)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst();
    let reportId = (await findReport())?.id;
    let created = false;
    if (reportId === undefined) {
      if (session.status !== 'open') throw new AppError(States.ASSESSMENT_SESSION_SUBMITTED);
      const inserted = await this.db
        .insertInto('assessment_reports')
        .values({
          user_id: userId,
          assessment_id: row.id,
          scale_code: scale.code,
          fingerprint,
          answers: JSON.stringify(answers),
          result: JSON.stringify(result),
          crisis: result.flags.crisis ? 1 : 0,
          help_needed: row.help_unlock,
          help_code: randomToken(12),
          share_token: null,
          created_at: this.clock.now(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'scale_code', 'fingerprint']).doNothing())
        .returning('id')
        .executeTakeFirst();
      created = Boolean(inserted);
      reportId = inserted?.id ?? (await findReport())?.id;
      if (reportId === undefined) throw new AppError(States.REPORT_NOT_FOUND);
    }
    await this.db
      .updateTable('assessment_sessions')
      .set({ status: 'submitted', report_id: reportId, answers: JSON.stringify(answers), updated_at: this.clock.now() })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
    return { reportId, created };
  }

  // Reports.

  private async helpCount(reportId: number): Promise<number> {
    const row = await this.db
      .selectFrom('assessment_helps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async recommendedCourses(keyword: string): Promise<Static<typeof CourseLinkSchema>[]> {
    if (!keyword) return [];
    const pattern = likePattern(keyword);
    const rows = await this.db
      .selectFrom('subjects')
      .select(['id', 'title', 'subtitle', 'cover', 'access'])
      .where('active', '=', 1)
      .where('kind', '=', 'course')
      .where((eb) => eb.or([sql<boolean>`tags like ${pattern} escape '\\'`, sql<boolean>`title like ${pattern} escape '\\'`]))
      .orderBy('recommended', 'desc')
      .orderBy('learners', 'desc')
      .orderBy('id')
      .limit(3)
      .execute();
    return rows;
  }

  /** The owner's report by id, or anyone's through a live share token. */
  async report(viewerId: number | null, by: { id?: number; shareToken?: string }): Promise<ReportView> {
    let query = this.db.selectFrom('assessment_reports').selectAll();
    if (by.shareToken) query = query.where('share_token', '=', by.shareToken);
    else if (by.id !== undefined && viewerId !== null) query = query.where('id', '=', by.id).where('user_id', '=', viewerId);
    else throw new AppError(States.REPORT_NOT_FOUND);
    const report = await query.executeTakeFirst();
    if (!report) throw new AppError(States.REPORT_NOT_FOUND);
    const product = await this.db.selectFrom('assessments').selectAll().where('id', '=', report.assessment_id).executeTakeFirstOrThrow();
    const scale = scaleOf(product);
    const isOwner = viewerId === report.user_id;
    const helped = report.help_needed > 0 ? await this.helpCount(report.id) : 0;
    const locked = helped < report.help_needed;
    const result = JSON.parse(report.result) as ScoreResult;
    return {
      id: report.id,
      assessmentId: report.assessment_id,
      scaleCode: report.scale_code,
      title: product.title,
      clinical: scale.clinical,
      disclaimer: scale.disclaimer,
      createdAt: report.created_at,
      isOwner,
      shareToken: isOwner ? report.share_token : null,
      locked,
      help: report.help_needed > 0 ? { needed: report.help_needed, helped: Math.min(helped, report.help_needed), code: isOwner ? report.help_code : null } : null,
      ...reportBody(result, locked),
      recommendedCourses: await this.recommendedCourses(product.course_keyword),
    };
  }

  private async ownReport(userId: number, reportId: number) {
    const report = await this.db
      .selectFrom('assessment_reports')
      .select(['id', 'share_token'])
      .where('id', '=', reportId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!report) throw new AppError(States.REPORT_NOT_FOUND);
    return report;
  }

  /** The report's share token, made on first use; the same token until revoked. */
  async share(userId: number, reportId: number): Promise<{ shareToken: string }> {
    const report = await this.ownReport(userId, reportId);
    if (report.share_token) return { shareToken: report.share_token };
    await this.db
      .updateTable('assessment_reports')
      .set({ share_token: randomToken(18) })
      .where('id', '=', reportId)
      .where('share_token', 'is', null)
      .execute();
    const { share_token } = await this.ownReport(userId, reportId);
    return { shareToken: share_token! };
  }

  async unshare(userId: number, reportId: number): Promise<void> {
    await this.ownReport(userId, reportId);
    await this.db.updateTable('assessment_reports').set({ share_token: null }).where('id', '=', reportId).execute();
  }

  async history(userId: number, request: PageRequest): Promise<Page<ReportItem>> {
    const query = this.db
      .selectFrom('assessment_reports as r')
      .innerJoin('assessments as a', 'a.id', 'r.assessment_id')
      .where('r.user_id', '=', userId);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select(['r.id', 'r.assessment_id', 'r.scale_code', 'r.result', 'r.crisis', 'r.help_needed', 'r.created_at', 'a.title', 'a.cover_color'])
      .select((eb) =>
        eb.selectFrom('assessment_helps as h').select((e) => e.fn.countAll<number>().as('n')).whereRef('h.report_id', '=', 'r.id').as('helped'),
      )
      .orderBy('r.id', 'desc')
      .limit(request.pageSize)
      .offset(request.offset)
      .execute();
    return page(
      rows.map((r) => ({
        id: r.id,
        assessmentId: r.assessment_id,
        scaleCode: r.scale_code,
        title: r.title,
        coverColor: r.cover_color,
        headline: headline(JSON.parse(r.result) as ScoreResult),
        crisis: r.crisis === 1,
        locked: Number(r.helped ?? 0) < r.help_needed,
        createdAt: r.created_at,
      })),
      total,
      request,
    );
  }

  /** Every assessment the user started or finished, the latest activity first. */
  async mine(userId: number, request: PageRequest): Promise<Page<MineItem>> {
    const touched = this.db
      .selectFrom('assessment_sessions')
      .select(['assessment_id', 'updated_at as at'])
      .where('user_id', '=', userId)
      .unionAll(this.db.selectFrom('assessment_reports').select(['assessment_id', 'created_at as at']).where('user_id', '=', userId));
    const query = this.db
      .selectFrom(touched.as('t'))
      .innerJoin('assessments as a', 'a.id', 't.assessment_id')
      .where('a.active', '=', 1)
      .groupBy('t.assessment_id');
    const total = Number(
      (await this.db.selectFrom(query.select('t.assessment_id').as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const latest = await query
      .select(['t.assessment_id', (eb) => eb.fn.max('t.at').as('at')])
      .orderBy('at', 'desc')
      .orderBy('t.assessment_id', 'desc')
      .limit(request.pageSize)
      .offset(request.offset)
      .execute();
    const ids = latest.map((l) => l.assessment_id);
    const rows = ids.length ? await this.db.selectFrom('assessments').selectAll().where('id', 'in', ids).execute() : [];
    const cards = new Map((await this.cards(rows)).map((c) => [c.id, c]));
    const counts = ids.length
      ? await this.db
          .selectFrom('assessment_reports')
          .select(['assessment_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('user_id', '=', userId)
          .where('assessment_id', 'in', ids)
          .groupBy('assessment_id')
          .execute()
      : [];
    const reportCount = new Map(counts.map((c) => [c.assessment_id, Number(c.n)]));
    const list: MineItem[] = [];
    for (const l of latest) {
      const card = cards.get(l.assessment_id);
      if (!card) continue;
      const session = await this.openSession(userId, l.assessment_id);
      list.push({
        assessment: card,
        unfinished: session ? { sessionId: session.id, answered: Object.keys(parseAnswers(session.answers)).length } : null,
        lastReport: await this.lastReport(userId, l.assessment_id),
        reports: reportCount.get(l.assessment_id) ?? 0,
        updatedAt: Number(l.at),
      });
    }
    return page(list, total, request);
  }

  // Friends' help.

  private async reportByHelpCode(code: string) {
    const report = await this.db
      .selectFrom('assessment_reports as r')
      .innerJoin('assessments as a', 'a.id', 'r.assessment_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.scale_code', 'r.help_needed', 'r.help_code', 'a.title', 'u.nickname', 'u.avatar'])
      .where('r.help_code', '=', code)
      .executeTakeFirst();
    if (!report) throw new AppError(States.REPORT_NOT_FOUND);
    return report;
  }

  /** What a friend sees on the help page: whose report, how far it is from unlocking; never scores. */
  async helpInfo(viewerId: number, code: string): Promise<HelpInfo> {
    const report = await this.reportByHelpCode(code);
    const [helped, mine] = await Promise.all([
      this.helpCount(report.id),
      this.db.selectFrom('assessment_helps').select('id').where('report_id', '=', report.id).where('helper_id', '=', viewerId).executeTakeFirst(),
    ]);
    return {
      code: report.help_code,
      scaleCode: report.scale_code,
      title: report.title,
      owner: { nickname: report.nickname, avatar: report.avatar },
      needed: report.help_needed,
      helped: Math.min(helped, report.help_needed),
      unlocked: helped >= report.help_needed,
      isOwner: report.user_id === viewerId,
      helpedByMe: Boolean(mine),
    };
  }

  /** One help per friend per report (a unique key: a repeated or concurrent help counts once). */
  async help(helperId: number, code: string): Promise<HelpInfo> {
    const report = await this.reportByHelpCode(code);
    if (report.help_needed <= 0) throw new AppError(States.REPORT_HELP_NOT_NEEDED);
    if (report.user_id === helperId) throw new AppError(States.REPORT_HELP_SELF);
    await this.db
      .insertInto('assessment_helps')
      .values({ report_id: report.id, helper_id: helperId, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['report_id', 'helper_id']).doNothing())
      .execute();
    return this.helpInfo(helperId, code);
  }

  // Operator.

  private adminView(row: AssessmentRow, people: Map<number, number>): AdminAssessment {
    return {
      ...this.cardOf(row, people),
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
    const people = await this.peopleOf(rows.map((r) => r.id));
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
    return this.adminView(updated, await this.peopleOf([id]));
  }

  /** Operator grant of a paid assessment; granting twice keeps the first row. */
  async grant(userId: number, assessmentId: number): Promise<{ id: number; userId: number; assessmentId: number; source: string; createdAt: number }> {
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

/** An engine refusal as an envelope state whose msg is the engine's (it names the question). */
function refused(err: unknown): unknown {
  if (!(err instanceof AnswerError)) return err;
  const error = new AppError(States.ASSESSMENT_ANSWER_INVALID);
  error.message = err.message;
  return error;
}
