import path from 'node:path';
import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { ArticleRow, DB, SubjectRow } from '../../db/schema.js';
import { articleCard } from './catalogue.js';
import { isPlainMediaName, wavDurationSec, type MediaSigner } from '../../shared/media.js';
import type { CourseSearch } from './search.js';
import { syncItemCommodity } from '../../shared/commerce/item-commodity.js';
import { stringList, subjectCards } from './views.js';
import type {
  AdminArticle,
  AdminBanner,
  AdminBookList,
  AdminCategory,
  AdminChapter,
  AdminScheduleItem,
  AdminSubject,
  ArticleBody,
  BannerBody,
  BookListBody,
  CategoryBody,
  ChapterBody,
  Entitlement,
  ScheduleBody,
  SubjectBody,
} from './schemas.js';

const invalid = (why: string) => new AppError(States.CATALOGUE_INVALID, { why });
const flag = (value: boolean | undefined, fallback: number) => (value === undefined ? fallback : value ? 1 : 0);

/**
 * A subject and an article as the operator routes give them. `publishedAt` is not in the body
 * schemas: a body that carries one anyway keeps it (the schemas do not refuse other properties).
 */
export type SubjectInput = SubjectBody & { publishedAt?: number };
export type ArticleInput = ArticleBody & { publishedAt?: number };

/**
 * Operator writes of the catalogue. Every write keeps the search index in step and answers the
 * written row; a paid subject's commodity (type 'course') is created or updated with it.
 */
export class CatalogueAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly media: MediaSigner,
    private readonly search: CourseSearch,
  ) {}

  // ---- categories ----

  async categories(): Promise<AdminCategory[]> {
    const rows = await this.db
      .selectFrom('course_categories as c')
      .selectAll('c')
      .select((eb) => eb.selectFrom('subjects as s').select(sql<number>`count(*)`.as('n')).whereRef('s.category_id', '=', 'c.id').as('count'))
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((c) => ({ id: c.id, name: c.name, icon: c.icon, sort: c.sort, active: c.active === 1, count: Number(c.count ?? 0) }));
  }

  private async category(id: number) {
    const found = (await this.categories()).find((c) => c.id === id);
    if (!found) throw invalid('分类不存在');
    return found;
  }

  async saveCategory(id: number | null, input: CategoryBody) {
    const existing = id === null ? undefined : await this.db.selectFrom('course_categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('分类不存在');
    const clash = await this.db.selectFrom('course_categories').select('id').where('name', '=', input.name).executeTakeFirst();
    if (clash && clash.id !== id) throw invalid(`分类名称“${input.name}”已存在`);
    const values = {
      name: input.name,
      icon: input.icon ?? existing?.icon ?? '',
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
    };
    if (existing) {
      await this.db.updateTable('course_categories').set(values).where('id', '=', existing.id).execute();
      return this.category(existing.id);
    }
    const row = await this.db.insertInto('course_categories').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow();
    return this.category(row.id);
  }

  async deleteCategory(id: number): Promise<void> {
    const category = await this.category(id);
    if (category.count > 0) throw invalid(`还有${category.count}门课程使用该分类，请先调整这些课程`);
    await this.db.deleteFrom('course_categories').where('id', '=', id).execute();
  }

  // ---- subjects ----

  async subjects(request: PageRequest): Promise<Page<AdminSubject>> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('subjects').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      this.db.selectFrom('subjects').selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
    ]);
    return page(await this.adminSubjects(rows), Number(count.n), request);
  }

  private async adminSubjects(rows: SubjectRow[]): Promise<AdminSubject[]> {
    const cards = await subjectCards(this.db, rows.map((r) => r.id));
    return rows.map((r) => ({
      ...cards.get(r.id)!,
      intro: stringList(r.intro),
      authorIntro: r.author_intro,
      recommended: r.recommended === 1,
      sort: r.sort,
      active: r.active === 1,
    }));
  }

  async subject(id: number): Promise<AdminSubject> {
    const row = await this.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(States.SUBJECT_NOT_FOUND);
    return (await this.adminSubjects([row]))[0]!;
  }

  async saveSubject(id: number | null, input: SubjectInput): Promise<AdminSubject> {
    const existing = id === null ? undefined : await this.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.SUBJECT_NOT_FOUND);
    const categoryId = input.categoryId === undefined ? (existing?.category_id ?? null) : input.categoryId;
    if (categoryId !== null) await this.category(categoryId);
    const commodity = existing?.commodity_id
      ? await this.db.selectFrom('commodities').selectAll().where('id', '=', existing.commodity_id).executeTakeFirst()
      : undefined;
    const priceFen = input.priceFen ?? commodity?.price_fen;
    if (input.access === 'paid' && !(priceFen && priceFen > 0)) throw invalid('付费课程须填写大于0的价格（priceFen）');
    const now = this.clock.now();
    const values = {
      kind: input.kind ?? existing?.kind ?? 'course',
      title: input.title,
      subtitle: input.subtitle ?? existing?.subtitle ?? '',
      author: input.author ?? existing?.author ?? '',
      author_intro: input.authorIntro ?? existing?.author_intro ?? '',
      cover: input.cover ?? existing?.cover ?? '',
      summary: input.summary ?? existing?.summary ?? '',
      intro: input.intro ? JSON.stringify(input.intro) : (existing?.intro ?? '[]'),
      category_id: categoryId,
      access: input.access,
      tags: input.tags ? JSON.stringify(input.tags) : (existing?.tags ?? '[]'),
      recommended: flag(input.recommended, existing?.recommended ?? 0),
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
      published_at: input.publishedAt ?? existing?.published_at ?? now,
      updated_at: now,
    };
    const subjectId = await this.db.transaction().execute(async (trx) => {
      const sid = existing
        ? (await trx.updateTable('subjects').set(values).where('id', '=', existing.id).execute(), existing.id)
        : (await trx.insertInto('subjects').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      // The commodity follows the subject: on sale while the subject is paid and active.
      const commodityId = await syncItemCommodity(
        trx,
        {
          item: { type: 'course', subjectId: sid },
          commodityId: commodity?.id ?? null,
          name: values.title,
          paid: values.access === 'paid',
          active: values.active === 1,
          priceFen: priceFen ?? 0,
        },
        now,
      );
      if (commodityId !== (existing?.commodity_id ?? null)) await trx.updateTable('subjects').set({ commodity_id: commodityId }).where('id', '=', sid).execute();
      await this.search.reindex(sid, trx);
      return sid;
    });
    return this.subject(subjectId);
  }

  /** Deactivates (learning history, certificates and purchases keep pointing at it). */
  async deactivateSubject(id: number): Promise<AdminSubject> {
    const s = await this.subject(id);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('subjects').set({ active: 0, updated_at: this.clock.now() }).where('id', '=', id).execute();
      await trx.updateTable('commodities').set({ active: 0, updated_at: this.clock.now() }).where('subject_id', '=', id).execute();
    });
    return { ...s, active: false };
  }

  // ---- chapters ----

  async chapters(subjectId: number): Promise<AdminChapter[]> {
    await this.subject(subjectId);
    const rows = await this.db.selectFrom('chapters').selectAll().where('subject_id', '=', subjectId).orderBy('sort').orderBy('id').execute();
    return rows.map(chapterView);
  }

  /** The absolute path of an audio file in MEDIA_DIR; 4711 unless it is a plain name that exists. */
  private async audioPath(file: string): Promise<string> {
    if (!isPlainMediaName(file)) throw invalid('音频文件名只能包含字母、数字、点、下划线和短横线');
    const full = path.join(this.media.dir, file);
    try {
      await fs.access(full);
    } catch {
      throw invalid(`音频文件 ${file} 不存在，请先放入媒体目录`);
    }
    return full;
  }

  async saveChapter(target: { subjectId: number } | { chapterId: number }, input: ChapterBody) {
    const existing =
      'chapterId' in target ? await this.db.selectFrom('chapters').selectAll().where('id', '=', target.chapterId).executeTakeFirst() : undefined;
    if ('chapterId' in target && !existing) throw new AppError(States.CHAPTER_NOT_FOUND);
    const subjectId = existing?.subject_id ?? (target as { subjectId: number }).subjectId;
    await this.subject(subjectId);
    const audio = await this.audioPath(input.audioFile);
    const durationSec =
      input.durationSec ??
      (await wavDurationSec(audio).catch(() => {
        throw invalid(`无法读取 ${input.audioFile} 的时长，请填写 durationSec`);
      }));
    const now = this.clock.now();
    const nextSort = async () =>
      Number(
        (await this.db.selectFrom('chapters').select(sql<number>`coalesce(max(sort), 0) + 1`.as('n')).where('subject_id', '=', subjectId).executeTakeFirstOrThrow()).n,
      );
    const values = {
      title: input.title,
      summary: input.summary ?? existing?.summary ?? '',
      audio_file: input.audioFile,
      duration_sec: durationSec,
      free_trial: flag(input.freeTrial, existing?.free_trial ?? 0),
      sort: input.sort ?? existing?.sort ?? (await nextSort()),
      updated_at: now,
    };
    let id: number;
    if (existing) {
      await this.db.updateTable('chapters').set(values).where('id', '=', existing.id).execute();
      id = existing.id;
    } else {
      id = (await this.db.insertInto('chapters').values({ ...values, subject_id: subjectId, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    }
    return chapterView((await this.db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
  }

  /** Removes a chapter (its progress rows go with it; listening minutes stay). */
  async deleteChapter(id: number): Promise<void> {
    const done = await this.db.deleteFrom('chapters').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new AppError(States.CHAPTER_NOT_FOUND);
  }

  // ---- book lists ----

  async bookLists(): Promise<AdminBookList[]> {
    const rows = await this.db.selectFrom('book_lists').selectAll().orderBy('sort').orderBy('id').execute();
    const items = rows.length
      ? await this.db
          .selectFrom('book_list_items')
          .selectAll()
          .where('book_list_id', 'in', rows.map((r) => r.id))
          .orderBy('sort')
          .orderBy('id')
          .execute()
      : [];
    return rows.map((b) => {
      const own = items.filter((i) => i.book_list_id === b.id);
      return {
        id: b.id,
        title: b.title,
        subtitle: b.subtitle,
        cover: b.cover,
        summary: b.summary,
        curator: b.curator,
        count: own.length,
        sort: b.sort,
        active: b.active === 1,
        items: own.map((i) => ({ subjectId: i.subject_id, note: i.note })),
      };
    });
  }

  private async subjectsExist(ids: number[], what: string): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await this.db.selectFrom('subjects').select('id').where('id', 'in', unique).execute();
    const missing = unique.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw invalid(`${what}中的课程 ${missing.join('、')} 不存在`);
  }

  async saveBookList(id: number | null, input: BookListBody) {
    const existing = id === null ? undefined : await this.db.selectFrom('book_lists').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    const ids = input.items.map((i) => i.subjectId);
    if (new Set(ids).size !== ids.length) throw invalid('书单中有重复的课程');
    await this.subjectsExist(ids, '书单');
    const now = this.clock.now();
    const values = {
      title: input.title,
      subtitle: input.subtitle ?? existing?.subtitle ?? '',
      cover: input.cover ?? existing?.cover ?? '',
      summary: input.summary ?? existing?.summary ?? '',
      curator: input.curator ?? existing?.curator ?? '',
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
      updated_at: now,
    };
    const listId = await this.db.transaction().execute(async (trx) => {
      const lid = existing
        ? (await trx.updateTable('book_lists').set(values).where('id', '=', existing.id).execute(), existing.id)
        : (await trx.insertInto('book_lists').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      await trx.deleteFrom('book_list_items').where('book_list_id', '=', lid).execute();
      if (input.items.length) {
        await trx
          .insertInto('book_list_items')
          .values(input.items.map((item, sort) => ({ book_list_id: lid, subject_id: item.subjectId, note: item.note ?? '', sort })))
          .execute();
      }
      return lid;
    });
    return (await this.bookLists()).find((b) => b.id === listId)!;
  }

  async deleteBookList(id: number): Promise<void> {
    const done = await this.db.deleteFrom('book_lists').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new AppError(States.BOOK_LIST_NOT_FOUND);
  }

  // ---- articles ----

  async articles(request: PageRequest): Promise<Page<AdminArticle>> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('articles').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      this.db.selectFrom('articles').selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
    ]);
    return page(rows.map(adminArticle), Number(count.n), request);
  }

  async saveArticle(id: number | null, input: ArticleInput) {
    const existing = id === null ? undefined : await this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.ARTICLE_NOT_FOUND);
    const subjectId = input.subjectId === undefined ? (existing?.subject_id ?? null) : input.subjectId;
    if (subjectId !== null) await this.subjectsExist([subjectId], '文章关联');
    if (input.paragraphs.every((p) => p.trim() === '')) throw invalid('文章正文不能为空');
    const now = this.clock.now();
    const values = {
      title: input.title,
      author: input.author ?? existing?.author ?? '',
      cover: input.cover ?? existing?.cover ?? '',
      summary: input.summary ?? existing?.summary ?? '',
      body: JSON.stringify(input.paragraphs.map((p) => p.trim()).filter((p) => p)),
      subject_id: subjectId,
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
      published_at: input.publishedAt ?? existing?.published_at ?? now,
      updated_at: now,
    };
    let articleId: number;
    if (existing) {
      await this.db.updateTable('articles').set(values).where('id', '=', existing.id).execute();
      articleId = existing.id;
    } else {
      articleId = (await this.db.insertInto('articles').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    }
    return adminArticle(await this.db.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirstOrThrow());
  }

  async deleteArticle(id: number): Promise<void> {
    const done = await this.db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new AppError(States.ARTICLE_NOT_FOUND);
  }

  // ---- banners ----

  async banners(): Promise<AdminBanner[]> {
    const rows = await this.db.selectFrom('banners').selectAll().orderBy('position').orderBy('sort').orderBy('id').execute();
    return rows.map((b) => ({ id: b.id, position: b.position, title: b.title, image: b.image, link: b.link, sort: b.sort, active: b.active === 1 }));
  }

  async saveBanner(id: number | null, input: BannerBody) {
    const existing = id === null ? undefined : await this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('横幅不存在');
    if (input.link && !/^(\/[\w\-/?=&%.]*|https:\/\/\S+)$/.test(input.link)) throw invalid('链接须为应用内路径（如 /course/courseDetail/3）或 https 地址');
    const values = {
      position: input.position,
      title: input.title,
      image: input.image ?? existing?.image ?? '',
      link: input.link ?? existing?.link ?? '',
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
    };
    const bannerId = existing
      ? (await this.db.updateTable('banners').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await this.db.insertInto('banners').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow()).id;
    return (await this.banners()).find((b) => b.id === bannerId)!;
  }

  async deleteBanner(id: number): Promise<void> {
    const done = await this.db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw invalid('横幅不存在');
  }

  // ---- class schedule ----

  async schedule(): Promise<AdminScheduleItem[]> {
    const rows = await this.db.selectFrom('class_schedule').selectAll().orderBy('weekday').orderBy('start_time').orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      weekday: r.weekday,
      startTime: r.start_time,
      durationMin: r.duration_min,
      title: r.title,
      teacher: r.teacher,
      subjectId: r.subject_id,
      active: r.active === 1,
    }));
  }

  async saveScheduleItem(id: number | null, input: ScheduleBody) {
    const existing = id === null ? undefined : await this.db.selectFrom('class_schedule').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('课表条目不存在');
    const subjectId = input.subjectId === undefined ? (existing?.subject_id ?? null) : input.subjectId;
    if (subjectId !== null) await this.subjectsExist([subjectId], '课表');
    const values = {
      weekday: input.weekday,
      start_time: input.startTime,
      duration_min: input.durationMin ?? existing?.duration_min ?? 30,
      title: input.title,
      teacher: input.teacher ?? existing?.teacher ?? '',
      subject_id: subjectId,
      active: flag(input.active, existing?.active ?? 1),
    };
    const itemId = existing
      ? (await this.db.updateTable('class_schedule').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await this.db.insertInto('class_schedule').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow()).id;
    return (await this.schedule()).find((s) => s.id === itemId)!;
  }

  async deleteScheduleItem(id: number): Promise<void> {
    const done = await this.db.deleteFrom('class_schedule').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw invalid('课表条目不存在');
  }

  // ---- entitlements ----

  /** Grants a paid course to a user (source 'grant'); granting twice changes nothing. */
  async grant(userId: number, subjectId: number): Promise<Entitlement> {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    const subject = await this.subject(subjectId);
    if (subject.access !== 'paid') throw invalid('只有付费课程需要授权，免费和会员课程无需授权');
    await this.db
      .insertInto('course_entitlements')
      .values({ user_id: userId, subject_id: subjectId, order_id: null, source: 'grant', created_at: this.clock.now() })
      // A grant over a bought course becomes a grant: refunding that order no longer takes it.
      .onConflict((oc) => oc.columns(['user_id', 'subject_id']).doUpdateSet({ source: 'grant', order_id: null }))
      .execute();
    const row = await this.db
      .selectFrom('course_entitlements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow();
    return { userId, subjectId, source: row.source, orderId: row.order_id, createdAt: row.created_at };
  }
}

function chapterView(c: { id: number; subject_id: number; sort: number; title: string; summary: string; audio_file: string; duration_sec: number; free_trial: number }) {
  return {
    id: c.id,
    subjectId: c.subject_id,
    sort: c.sort,
    title: c.title,
    summary: c.summary,
    audioFile: c.audio_file,
    durationSec: c.duration_sec,
    freeTrial: c.free_trial === 1,
  };
}

function adminArticle(a: ArticleRow) {
  return { ...articleCard(a), paragraphs: stringList(a.body), subjectId: a.subject_id, sort: a.sort, active: a.active === 1 };
}
