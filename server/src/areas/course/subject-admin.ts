import path from 'node:path';
import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { ChapterRow, DB, SubjectRow } from '../../db/schema.js';
import { syncItemCommodity } from '../../shared/commerce/item-commodity.js';
import { isPlainMediaName, wavDurationSec, type MediaSigner } from '../../shared/media.js';
import { flag, invalid } from './catalogue-admin-rules.js';
import type { CategoryAdmin } from './category-admin.js';
import type { AdminChapter, AdminSubject, ChapterBody, SubjectBody } from './schemas.js';
import type { CourseSearch } from './search.js';
import { stringList, subjectCards } from './views.js';

/**
 * A subject as the operator routes give it. `publishedAt` is not in the body schema: a body that
 * carries one anyway keeps it (the schema does not refuse additional properties).
 */
export type SubjectInput = SubjectBody & { publishedAt?: number };

/**
 * Operator writes of the subjects and their chapters (/api/admin/course/subjects, …/chapters).
 * Every subject write keeps the search index in step, and a paid subject's commodity (type
 * 'course') is created or updated with it.
 */
export class SubjectAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly media: MediaSigner,
    private readonly search: CourseSearch,
    private readonly categories: CategoryAdmin,
  ) {}

  // ---- subjects ----

  async list(request: PageRequest): Promise<Page<AdminSubject>> {
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

  /** One subject, inactive ones too; 4701 when there is none. */
  async byId(id: number): Promise<AdminSubject> {
    const row = await this.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(States.SUBJECT_NOT_FOUND);
    return (await this.adminSubjects([row]))[0]!;
  }

  async save(id: number | null, input: SubjectInput): Promise<AdminSubject> {
    const existing = id === null ? undefined : await this.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.SUBJECT_NOT_FOUND);
    const categoryId = input.categoryId === undefined ? (existing?.category_id ?? null) : input.categoryId;
    if (categoryId !== null) await this.categories.byId(categoryId);
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
    return this.byId(subjectId);
  }

  /** Deactivates (learning history, certificates and purchases keep pointing at it). */
  async deactivate(id: number): Promise<AdminSubject> {
    const s = await this.byId(id);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('subjects').set({ active: 0, updated_at: this.clock.now() }).where('id', '=', id).execute();
      await trx.updateTable('commodities').set({ active: 0, updated_at: this.clock.now() }).where('subject_id', '=', id).execute();
    });
    return { ...s, active: false };
  }

  // ---- chapters ----

  async chapters(subjectId: number): Promise<AdminChapter[]> {
    await this.byId(subjectId);
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

  async saveChapter(target: { subjectId: number } | { chapterId: number }, input: ChapterBody): Promise<AdminChapter> {
    const existing =
      'chapterId' in target ? await this.db.selectFrom('chapters').selectAll().where('id', '=', target.chapterId).executeTakeFirst() : undefined;
    if ('chapterId' in target && !existing) throw new AppError(States.CHAPTER_NOT_FOUND);
    const subjectId = existing?.subject_id ?? (target as { subjectId: number }).subjectId;
    await this.byId(subjectId);
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
}

function chapterView(c: ChapterRow): AdminChapter {
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
