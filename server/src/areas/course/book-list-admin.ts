import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { flag, invalid, subjectsExist } from './catalogue-admin-rules.js';
import type { AdminBookList, BookListBody } from './schemas.js';

/** Operator writes of the book lists (/api/admin/course/bookLists): a save replaces the items. */
export class BookListAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminBookList[]> {
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

  async save(id: number | null, input: BookListBody): Promise<AdminBookList> {
    const existing = id === null ? undefined : await this.db.selectFrom('book_lists').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    const ids = input.items.map((i) => i.subjectId);
    if (new Set(ids).size !== ids.length) throw invalid('书单中有重复的课程');
    await subjectsExist(this.db, ids, '书单');
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
    return (await this.list()).find((b) => b.id === listId)!;
  }

  async remove(id: number): Promise<void> {
    const done = await this.db.deleteFrom('book_lists').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new AppError(States.BOOK_LIST_NOT_FOUND);
  }
}
