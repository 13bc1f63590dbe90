import { sql, type Kysely } from 'kysely';
import { randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { ScoreResult } from './engine.js';
import { likePattern, parseAnswers, scaleOf, type AssessmentLookups } from './lookups.js';
import { headline, reportBody } from './report-views.js';
import type { MineItem, RecommendedCourse, Report, ReportItem, ShareLink } from './schemas.js';

/**
 * Reports: one report for its owner or through a live share token, the share link on and off,
 * the report history and "my assessments". Scores are personal data: a report leaves only
 * through its owner or a live share token, and nothing here logs one.
 */
export class ReportService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly lookups: AssessmentLookups,
  ) {}

  /** Up to three active courses whose tags or title hold the assessment's course keyword. */
  private async recommendedCourses(keyword: string): Promise<RecommendedCourse[]> {
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
  async report(viewerId: number | null, by: { id?: number; shareToken?: string }): Promise<Report> {
    let query = this.db.selectFrom('assessment_reports').selectAll();
    if (by.shareToken) query = query.where('share_token', '=', by.shareToken);
    else if (by.id !== undefined && viewerId !== null) query = query.where('id', '=', by.id).where('user_id', '=', viewerId);
    else throw new AppError(States.REPORT_NOT_FOUND);
    const report = await query.executeTakeFirst();
    if (!report) throw new AppError(States.REPORT_NOT_FOUND);
    const product = await this.db.selectFrom('assessments').selectAll().where('id', '=', report.assessment_id).executeTakeFirstOrThrow();
    const scale = scaleOf(product);
    const isOwner = viewerId === report.user_id;
    const helped = report.help_needed > 0 ? await this.lookups.helpCount(report.id) : 0;
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
  async share(userId: number, reportId: number): Promise<ShareLink> {
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
    const cards = new Map((await this.lookups.cards(rows)).map((c) => [c.id, c]));
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
      const session = await this.lookups.openSession(userId, l.assessment_id);
      list.push({
        assessment: card,
        unfinished: session ? { sessionId: session.id, answered: Object.keys(parseAnswers(session.answers)).length } : null,
        lastReport: await this.lookups.lastReport(userId, l.assessment_id),
        reports: reportCount.get(l.assessment_id) ?? 0,
        updatedAt: Number(l.at),
      });
    }
    return page(list, total, request);
  }
}
