import path from 'node:path';
import { PostgresAdapter, type Kysely } from 'kysely';
import { serverDir } from '../config.js';
import { wavDurationSec } from '../shared/media.js';
import { CourseSearch } from '../areas/course/index.js';
import { syncItemCommodity } from '../shared/commerce/item-commodity.js';
import type { DB } from './schema.js';
import {
  DEMO_ARTICLES,
  DEMO_AUDIO,
  DEMO_BANNERS,
  DEMO_BOOK_LISTS,
  DEMO_CATEGORIES,
  DEMO_SCHEDULE,
  DEMO_SUBJECTS,
} from './seed-courses-data.js';

const DAY_MS = 24 * 3600_000;

/**
 * Demo catalogue (SEED_DEMO): categories, subjects with chapters (paid ones with their
 * 'course' commodity), book lists, articles, banners and the class schedule. Idempotent by
 * natural keys (names, titles): rows already present are left as they are, so operator edits
 * survive restarts. Subjects without a search index row are indexed at the end.
 */
export async function seedCourses(db: Kysely<DB>, now: number): Promise<void> {
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const index = new CourseSearch(db, dialect, { now: () => now });

  await db
    .insertInto('course_categories')
    .values(DEMO_CATEGORIES.map((c, sort) => ({ name: c.name, icon: c.icon, sort, active: 1, created_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const categoryId = new Map((await db.selectFrom('course_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));

  const durations = new Map<string, number>();
  for (const file of DEMO_AUDIO) durations.set(file, await wavDurationSec(path.join(serverDir, 'media', file)));

  const subjectIdOf = async () =>
    new Map((await db.selectFrom('subjects').select(['id', 'title']).execute()).map((s) => [s.title, s.id]));
  const existing = await subjectIdOf();
  let audio = 0;
  for (const [sort, s] of DEMO_SUBJECTS.entries()) {
    if (existing.has(s.title)) continue;
    const publishedAt = now - s.ageDays * DAY_MS;
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('subjects')
        .values({
          kind: s.kind,
          title: s.title,
          subtitle: s.subtitle,
          author: s.author,
          author_intro: s.authorIntro,
          cover: '',
          summary: s.summary,
          intro: JSON.stringify(s.intro),
          category_id: categoryId.get(s.category) ?? null,
          access: s.access,
          tags: JSON.stringify(s.tags),
          learners: s.learners,
          recommended: s.recommended ? 1 : 0,
          sort,
          active: 1,
          published_at: publishedAt,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('chapters')
        .values(
          s.chapters.map(([title, summary], i) => {
            const file = DEMO_AUDIO[audio++ % DEMO_AUDIO.length]!;
            return {
              subject_id: id,
              sort: i + 1,
              title,
              summary,
              audio_file: file,
              duration_sec: durations.get(file)!,
              free_trial: i < s.trial ? 1 : 0,
              created_at: publishedAt,
              updated_at: publishedAt,
            };
          }),
        )
        .execute();
      if (s.access === 'paid') {
        const sale = { item: { type: 'course', subjectId: id }, commodityId: null, name: s.title, paid: true, active: true, priceFen: s.priceFen! } as const;
        const commodityId = await syncItemCommodity(trx, sale, now);
        await trx.updateTable('subjects').set({ commodity_id: commodityId }).where('id', '=', id).execute();
      }
    });
  }
  const subjectId = await subjectIdOf();
  const idOf = (title: string) => {
    const id = subjectId.get(title);
    if (id === undefined) throw new Error(`demo catalogue: no subject "${title}"`);
    return id;
  };

  const lists = new Set((await db.selectFrom('book_lists').select('title').execute()).map((b) => b.title));
  for (const [sort, b] of DEMO_BOOK_LISTS.entries()) {
    if (lists.has(b.title)) continue;
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('book_lists')
        .values({ title: b.title, subtitle: b.subtitle, cover: '', summary: b.summary, curator: b.curator, sort, active: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('book_list_items')
        .values(b.items.map(([title, note], i) => ({ book_list_id: id, subject_id: idOf(title), note, sort: i })))
        .execute();
    });
  }

  const articles = new Set((await db.selectFrom('articles').select('title').execute()).map((a) => a.title));
  const newArticles = DEMO_ARTICLES.filter((a) => !articles.has(a.title));
  if (newArticles.length) {
    await db
      .insertInto('articles')
      .values(
        newArticles.map((a, sort) => ({
          title: a.title,
          author: a.author,
          cover: '',
          summary: a.summary,
          body: JSON.stringify(a.paragraphs),
          subject_id: a.subject ? idOf(a.subject) : null,
          reads: 200 + ((a.title.length * 137) % 1800),
          sort,
          active: 1,
          published_at: now - a.ageDays * DAY_MS,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  const banners = new Set((await db.selectFrom('banners').select(['position', 'title']).execute()).map((b) => `${b.position}|${b.title}`));
  const newBanners = DEMO_BANNERS.filter((b) => !banners.has(`${b.position}|${b.title}`));
  if (newBanners.length) {
    await db
      .insertInto('banners')
      .values(
        newBanners.map((b, sort) => ({
          position: b.position,
          title: b.title,
          image: '',
          link: `/course/courseDetail/${idOf(b.subject)}`,
          sort,
          active: 1,
          created_at: now,
        })),
      )
      .execute();
  }

  const scheduled = await db.selectFrom('class_schedule').select('id').limit(1).execute();
  if (scheduled.length === 0) {
    await db
      .insertInto('class_schedule')
      .values(
        DEMO_SCHEDULE.map(([weekday, start, minutes, title, teacher, subject]) => ({
          weekday,
          start_time: start,
          duration_min: minutes,
          title,
          teacher,
          subject_id: subject ? idOf(subject) : null,
          active: 1,
          created_at: now,
        })),
      )
      .execute();
  }

  await index.indexMissing();
}
