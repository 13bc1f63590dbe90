import { sql, type Kysely } from 'kysely';
import type { DB, SubjectRow } from '../../db/schema.js';
import type { BookListCard, BookListDetail, SubjectCard } from './schemas.js';

/** A JSON array of strings stored as text; anything else reads as empty. */
export function stringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Cards of the given subjects (inactive ones too: learning records keep showing what a user
 * listened to). `learners` is kept by addLearner (learners.ts).
 */
export async function subjectCards(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, SubjectCard>> {
  const unique = [...new Set(ids)];
  const cards = new Map<number, SubjectCard>();
  if (unique.length === 0) return cards;
  const [subjects, chapters] = await Promise.all([
    db
      .selectFrom('subjects as s')
      .leftJoin('course_categories as c', 'c.id', 's.category_id')
      .leftJoin('commodities as m', 'm.id', 's.commodity_id')
      .selectAll('s')
      .select(['c.name as category_name', 'm.price_fen as price_fen'])
      .where('s.id', 'in', unique)
      .execute(),
    db
      .selectFrom('chapters')
      .select(['subject_id', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(duration_sec), 0)`.as('total')])
      .where('subject_id', 'in', unique)
      .groupBy('subject_id')
      .execute(),
  ]);
  const chapterStats = new Map(chapters.map((r) => [Number(r.subject_id), { n: Number(r.n), total: Number(r.total) }]));
  for (const s of subjects) {
    const stats = chapterStats.get(s.id) ?? { n: 0, total: 0 };
    cards.set(s.id, subjectCard(s, {
      categoryName: s.category_name ?? '',
      priceFen: s.access === 'paid' ? (s.price_fen ?? 0) : 0,
      chapterCount: stats.n,
      totalDurationSec: stats.total,
    }));
  }
  return cards;
}

/** Cards in the order of `ids` (unknown ids dropped). */
export async function subjectCardList(db: Kysely<DB>, ids: readonly number[]): Promise<SubjectCard[]> {
  const cards = await subjectCards(db, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

function subjectCard(
  s: SubjectRow,
  extra: { categoryName: string; priceFen: number; chapterCount: number; totalDurationSec: number },
): SubjectCard {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    subtitle: s.subtitle,
    author: s.author,
    cover: s.cover,
    summary: s.summary,
    categoryId: s.category_id,
    categoryName: extra.categoryName,
    access: s.access,
    priceFen: extra.priceFen,
    commodityId: s.access === 'paid' ? s.commodity_id : null,
    chapterCount: extra.chapterCount,
    totalDurationSec: extra.totalDurationSec,
    learners: s.learners,
    tags: stringList(s.tags),
    publishedAt: s.published_at,
  };
}

/** Cards of the active book lists (all, or `ids`), in the catalogue's order; a page of them with `page`. */
export async function bookListCards(db: Kysely<DB>, ids: readonly number[] | null, page?: { pageSize: number; offset: number }): Promise<BookListCard[]> {
  let q = db
    .selectFrom('book_lists as b')
    .select(['b.id', 'b.title', 'b.subtitle', 'b.cover', 'b.summary', 'b.curator'])
    .select((eb) =>
      eb
        .selectFrom('book_list_items as i')
        .innerJoin('subjects as s', 's.id', 'i.subject_id')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('i.book_list_id', '=', 'b.id')
        .where('s.active', '=', 1)
        .as('count'),
    )
    .where('b.active', '=', 1)
    .orderBy('b.sort')
    .orderBy('b.id');
  if (ids) q = q.where('b.id', 'in', [...ids]);
  if (page) q = q.limit(page.pageSize).offset(page.offset);
  return (await q.execute()).map((r) => ({ ...r, count: Number(r.count ?? 0) }));
}

/** An active book list with its active courses in the list's order; null when there is none. */
export async function bookListDetail(db: Kysely<DB>, id: number): Promise<BookListDetail | null> {
  const [card] = await bookListCards(db, [id]);
  if (!card) return null;
  const items = await db
    .selectFrom('book_list_items as i')
    .innerJoin('subjects as s', 's.id', 'i.subject_id')
    .select(['i.subject_id', 'i.note'])
    .where('i.book_list_id', '=', id)
    .where('s.active', '=', 1)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
  const subjects = await subjectCards(db, items.map((i) => i.subject_id));
  return {
    ...card,
    items: items.flatMap((i) => {
      const subject = subjects.get(i.subject_id);
      return subject ? [{ note: i.note, subject }] : [];
    }),
  };
}
