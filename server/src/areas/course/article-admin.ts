import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { ArticleRow, DB } from '../../db/schema.js';
import { articleCard } from './catalogue.js';
import { flag, invalid, subjectsExist } from './catalogue-admin-rules.js';
import type { AdminArticle, ArticleBody } from './schemas.js';
import { stringList } from './views.js';

/**
 * An article as the operator routes give it. `publishedAt` is not in the body schema: a body
 * that carries one anyway keeps it (the schema does not refuse additional properties).
 */
export type ArticleInput = ArticleBody & { publishedAt?: number };

/** Operator writes of the articles (/api/admin/articles). */
export class ArticleAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(request: PageRequest): Promise<Page<AdminArticle>> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('articles').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      this.db.selectFrom('articles').selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
    ]);
    return page(rows.map(adminArticle), Number(count.n), request);
  }

  async save(id: number | null, input: ArticleInput): Promise<AdminArticle> {
    const existing = id === null ? undefined : await this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.ARTICLE_NOT_FOUND);
    const subjectId = input.subjectId === undefined ? (existing?.subject_id ?? null) : input.subjectId;
    if (subjectId !== null) await subjectsExist(this.db, [subjectId], '文章关联');
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

  async remove(id: number): Promise<void> {
    const done = await this.db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new AppError(States.ARTICLE_NOT_FOUND);
  }
}

function adminArticle(a: ArticleRow): AdminArticle {
  return { ...articleCard(a), paragraphs: stringList(a.body), subjectId: a.subject_id, sort: a.sort, active: a.active === 1 };
}
