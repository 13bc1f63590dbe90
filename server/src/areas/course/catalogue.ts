import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB, SubjectKind } from '../../db/schema.js';
import { addDays, beijingDay, weekStart, weekday } from '../../core/beijing-time.js';
import { chapterAccess, canPlayAll, denialOf, subjectStanding } from './access.js';
import type { MediaSigner } from '../../shared/media.js';
import type {
  ArticleCard,
  ArticleDetail,
  BookListCard,
  BookListDetail,
  Category,
  CourseFilter,
  CourseIndex,
  PlayInfo,
  Schedule,
  SubjectCard,
  SubjectDetail,
} from './schemas.js';
import { bookListCards, bookListDetail, stringList, subjectCardList, subjectCards } from './views.js';

/** The public catalogue: lists, details, the player's play info, book lists, articles, schedule. */
export class CatalogueService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly media: MediaSigner,
  ) {}

  private activeSubjects(filter: CourseFilter = {}) {
    let q = this.db.selectFrom('subjects').where('active', '=', 1);
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    if (filter.categoryId !== undefined) q = q.where('category_id', '=', filter.categoryId);
    if (filter.access) q = q.where('access', '=', filter.access);
    return q;
  }

  private async subjectIds(filter: CourseFilter, limit: number, offset = 0): Promise<number[]> {
    let q = this.activeSubjects(filter).select('id');
    const sort = filter.sort ?? 'recommended';
    if (sort === 'recommended') q = q.orderBy('recommended', 'desc').orderBy('sort').orderBy('published_at', 'desc');
    if (sort === 'newest') q = q.orderBy('published_at', 'desc');
    if (sort === 'popular') q = q.orderBy('subjects.learners', 'desc');
    const rows = await q.orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return rows.map((r) => r.id);
  }

  async categories(kind?: SubjectKind): Promise<Category[]> {
    const counts = await this.activeSubjects({ kind })
      .select(['category_id', sql<number>`count(*)`.as('n')])
      .groupBy('category_id')
      .execute();
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    const rows = await this.db.selectFrom('course_categories').selectAll().where('active', '=', 1).orderBy('sort').orderBy('id').execute();
    return rows.map((c) => ({ id: c.id, name: c.name, icon: c.icon, count: byCategory.get(c.id) ?? 0 }));
  }

  async index(kind: SubjectKind = 'course'): Promise<CourseIndex> {
    const [banners, categories, recommendedIds, newestIds, freeIds, bookLists] = await Promise.all([
      this.db
        .selectFrom('banners')
        .select(['id', 'title', 'image', 'link'])
        .where('position', '=', `${kind}_index`)
        .where('active', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.categories(kind),
      this.activeSubjects({ kind })
        .select('id')
        .where('recommended', '=', 1)
        .orderBy('sort')
        .orderBy('id', 'desc')
        .limit(6)
        .execute()
        .then((rows) => rows.map((r) => r.id)),
      this.subjectIds({ kind, sort: 'newest' }, 6),
      this.subjectIds({ kind, access: 'free' }, 6),
      this.bookLists({ pageNum: 1, pageSize: 4, offset: 0 }).then((p) => p.list),
    ]);
    const cards = await subjectCards(this.db, [...recommendedIds, ...newestIds, ...freeIds]);
    const pick = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
    return { banners, categories, recommended: pick(recommendedIds), newest: pick(newestIds), free: pick(freeIds), bookLists };
  }

  async list(filter: CourseFilter, request: PageRequest): Promise<Page<SubjectCard>> {
    const [count, ids] = await Promise.all([
      this.activeSubjects(filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      this.subjectIds(filter, request.pageSize, request.offset),
    ]);
    return page(await subjectCardList(this.db, ids), Number(count.n), request);
  }

  async detail(subjectId: number, userId: number | null): Promise<SubjectDetail> {
    const subject = await this.db.selectFrom('subjects').selectAll().where('id', '=', subjectId).where('active', '=', 1).executeTakeFirst();
    if (!subject) throw new AppError(States.SUBJECT_NOT_FOUND);
    const [cards, chapters, standing, lists] = await Promise.all([
      subjectCards(this.db, [subjectId]),
      this.db.selectFrom('chapters').selectAll().where('subject_id', '=', subjectId).orderBy('sort').orderBy('id').execute(),
      subjectStanding(this.db, this.clock, userId, subject),
      this.db
        .selectFrom('book_list_items as i')
        .innerJoin('book_lists as b', 'b.id', 'i.book_list_id')
        .select(['b.id', 'b.title'])
        .where('i.subject_id', '=', subjectId)
        .where('b.active', '=', 1)
        .orderBy('b.sort')
        .orderBy('b.id')
        .execute(),
    ]);
    const progress =
      userId === null
        ? []
        : await this.db
            .selectFrom('chapter_progress')
            .select(['chapter_id', 'position_sec', 'completed', 'updated_at'])
            .where('user_id', '=', userId)
            .where('subject_id', '=', subjectId)
            .execute();
    const certificate =
      userId === null
        ? undefined
        : await this.db
            .selectFrom('certificates')
            .select(['id', 'number'])
            .where('user_id', '=', userId)
            .where('subject_id', '=', subjectId)
            .executeTakeFirst();
    const progressOf = new Map(progress.map((p) => [p.chapter_id, p]));
    const latest = progress.reduce<(typeof progress)[number] | null>((a, p) => (!a || p.updated_at > a.updated_at ? p : a), null);
    const card = cards.get(subjectId)!;
    return {
      ...card,
      intro: stringList(subject.intro),
      authorIntro: subject.author_intro,
      chapters: chapters.map((c) => {
        const p = progressOf.get(c.id);
        return {
          id: c.id,
          sort: c.sort,
          title: c.title,
          summary: c.summary,
          durationSec: c.duration_sec,
          freeTrial: c.free_trial === 1,
          playable: denialOf(subject, c, standing, userId !== null) === null,
          progress: p ? { positionSec: p.position_sec, completed: p.completed === 1 } : null,
        };
      }),
      owned: subject.access === 'paid' && standing.owned,
      isVip: standing.isVip,
      canPlayAll: canPlayAll(subject, standing),
      resume: latest ? { chapterId: latest.chapter_id, positionSec: latest.completed === 1 ? 0 : latest.position_sec } : null,
      completedChapters: progress.filter((p) => p.completed === 1).length,
      certificate: certificate ?? null,
      bookLists: lists,
    };
  }

  /** What the player needs to play a chapter; a locked chapter answers its denial. */
  async play(chapterId: number, userId: number | null): Promise<PlayInfo> {
    const { chapter, subject, denial } = await chapterAccess(this.db, this.clock, userId, chapterId);
    if (denial) throw new AppError(denial);
    const [siblings, progress] = await Promise.all([
      this.db.selectFrom('chapters').select('id').where('subject_id', '=', subject.id).orderBy('sort').orderBy('id').execute(),
      userId === null
        ? undefined
        : this.db
            .selectFrom('chapter_progress')
            .select(['position_sec', 'completed'])
            .where('user_id', '=', userId)
            .where('chapter_id', '=', chapterId)
            .executeTakeFirst(),
    ]);
    const at = siblings.findIndex((s) => s.id === chapterId);
    return {
      chapterId,
      subjectId: subject.id,
      subjectTitle: subject.title,
      cover: subject.cover,
      title: chapter.title,
      durationSec: chapter.duration_sec,
      audioUrl: this.media.audioUrl(chapter.audio_file),
      positionSec: progress && progress.completed !== 1 ? progress.position_sec : 0,
      prevChapterId: siblings[at - 1]?.id ?? null,
      nextChapterId: siblings[at + 1]?.id ?? null,
    };
  }

  async bookLists(request: PageRequest): Promise<Page<BookListCard>> {
    const [count, list] = await Promise.all([
      this.db.selectFrom('book_lists').select(sql<number>`count(*)`.as('n')).where('active', '=', 1).executeTakeFirstOrThrow(),
      bookListCards(this.db, null, request),
    ]);
    return page(list, Number(count.n), request);
  }

  async bookListDetail(id: number): Promise<BookListDetail> {
    const detail = await bookListDetail(this.db, id);
    if (!detail) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    return detail;
  }

  async articles(request: PageRequest): Promise<Page<ArticleCard>> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('articles').select(sql<number>`count(*)`.as('n')).where('active', '=', 1).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('articles')
        .select(['id', 'title', 'author', 'cover', 'summary', 'published_at', 'reads'])
        .where('active', '=', 1)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
    ]);
    return page(rows.map(articleCard), Number(count.n), request);
  }

  /** An article; each call counts a read. */
  async article(id: number): Promise<ArticleDetail> {
    const updated = await this.db.updateTable('articles').set({ reads: sql`reads + 1` }).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError(States.ARTICLE_NOT_FOUND);
    const a = await this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const subject = a.subject_id === null ? null : ((await subjectCards(this.db, [a.subject_id])).get(a.subject_id) ?? null);
    return { ...articleCard(a), paragraphs: stringList(a.body), subject };
  }

  /** This Beijing week's timetable, Monday first. */
  async schedule(): Promise<Schedule> {
    const todayKey = beijingDay(this.clock.now());
    const monday = weekStart(todayKey);
    const rows = await this.db
      .selectFrom('class_schedule')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('weekday')
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    const cards = await subjectCards(this.db, rows.flatMap((r) => (r.subject_id === null ? [] : [r.subject_id])));
    const days = Array.from({ length: 7 }, (_, i) => ({
      weekday: i + 1,
      date: addDays(monday, i),
      items: rows
        .filter((r) => r.weekday === i + 1)
        .map((r) => ({
          id: r.id,
          startTime: r.start_time,
          durationMin: r.duration_min,
          title: r.title,
          teacher: r.teacher,
          subject: r.subject_id === null ? null : (cards.get(r.subject_id) ?? null),
        })),
    }));
    return { weekStart: monday, today: weekday(todayKey), days };
  }
}

export function articleCard(a: { id: number; title: string; author: string; cover: string; summary: string; published_at: number; reads: number }): ArticleCard {
  return { id: a.id, title: a.title, author: a.author, cover: a.cover, summary: a.summary, publishedAt: a.published_at, reads: a.reads };
}
