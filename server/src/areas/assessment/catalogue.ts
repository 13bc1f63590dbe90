import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { AssessmentAccess, DB } from '../../db/schema.js';
import { likePattern, parseAnswers, scaleOf, type AssessmentLookups } from './lookups.js';
import { CATEGORY_NAMES } from './scales.js';
import type { AssessmentCard, AssessmentDetail, AssessmentFilter, AssessmentHome, CategoryCount, FavoriteState } from './schemas.js';

/**
 * The assessment catalogue (rows over the scales of scales.ts): categories, the filtered list,
 * the home page, a test's detail with the caller's state, and favourites.
 */
export class CatalogueService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly lookups: AssessmentLookups,
  ) {}

  async categories(): Promise<CategoryCount[]> {
    const rows = await this.db
      .selectFrom('assessments')
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .groupBy('category')
      .execute();
    const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
    return Object.entries(CATEGORY_NAMES).map(([code, name]) => ({ code, name, count: counts.get(code) ?? 0 }));
  }

  async list(filter: AssessmentFilter, request: PageRequest): Promise<Page<AssessmentCard>> {
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
    return page(await this.lookups.cards(rows), total, request);
  }

  async home(): Promise<AssessmentHome> {
    const first = { pageNum: 1, pageSize: 6, offset: 0 };
    return {
      hot: (await this.list({ hot: true }, first)).list,
      free: (await this.list({ free: true }, first)).list,
      categories: await this.categories(),
    };
  }

  async detail(id: number, userId: number | null): Promise<AssessmentDetail> {
    const row = await this.lookups.requireRow(id);
    const scale = scaleOf(row);
    const [card] = await this.lookups.cards([row]);
    const base = { ...card, intro: scale.intro, instruction: scale.instruction, disclaimer: scale.disclaimer, source: scale.source };
    if (userId === null) {
      return { ...base, favorite: false, isVip: false, owned: false, canTake: row.access === 'free', unfinished: null, lastReport: null };
    }
    const [favorite, isVip, owned, session, lastReport] = await Promise.all([
      this.db.selectFrom('assessment_favorites').select('user_id').where('user_id', '=', userId).where('assessment_id', '=', id).executeTakeFirst(),
      this.lookups.isVip(userId),
      this.lookups.owns(userId, id),
      this.lookups.openSession(userId, id),
      this.lookups.lastReport(userId, id),
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

  async setFavorite(userId: number, assessmentId: number, favorite: boolean): Promise<FavoriteState> {
    await this.lookups.requireRow(assessmentId);
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
    return page(await this.lookups.cards(rows), total, request);
  }
}
