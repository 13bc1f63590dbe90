import type { Kysely } from 'kysely';
import { addDays, daysBetween } from '../../core/beijing-time.js';
import type { DB } from '../../db/schema.js';

/**
 * A team's daily plan (docs/TEAMREADING.md "The plan"): the chapters of the book list's active
 * courses, in list order then chapter order, `chaptersPerDay` a day from the start day. It is
 * computed from the list each time, so a course an operator adds to the list joins the plan.
 */

export interface PlanEntry {
  subjectId: number;
  subjectTitle: string;
  chapterId: number;
  title: string;
  durationSec: number;
}

/** The plan's chapters of a book list, in reading order. */
export async function planEntries(db: Kysely<DB>, bookListId: number): Promise<PlanEntry[]> {
  const rows = await db
    .selectFrom('book_list_items as i')
    .innerJoin('subjects as s', 's.id', 'i.subject_id')
    .innerJoin('chapters as c', 'c.subject_id', 'i.subject_id')
    .select(['i.subject_id', 's.title as subject_title', 'c.id as chapter_id', 'c.title', 'c.duration_sec'])
    .where('i.book_list_id', '=', bookListId)
    .where('s.active', '=', 1)
    .orderBy('i.sort')
    .orderBy('i.id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ subjectId: r.subject_id, subjectTitle: r.subject_title, chapterId: r.chapter_id, title: r.title, durationSec: r.duration_sec }));
}

/** Plan chapters per book list, for cards of many teams. */
export async function planSizes(db: Kysely<DB>, bookListIds: number[]): Promise<Map<number, number>> {
  if (bookListIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('book_list_items as i')
    .innerJoin('subjects as s', 's.id', 'i.subject_id')
    .innerJoin('chapters as c', 'c.subject_id', 'i.subject_id')
    .select(['i.book_list_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('i.book_list_id', 'in', [...new Set(bookListIds)])
    .where('s.active', '=', 1)
    .groupBy('i.book_list_id')
    .execute();
  return new Map(rows.map((r) => [r.book_list_id, Number(r.n)]));
}

/** Days a plan of `chapters` chapters takes at `perDay` a day. */
export function planDays(chapters: number, perDay: number): number {
  return Math.ceil(chapters / perDay);
}

/** The plan's last day (the start day for an empty plan). */
export function endDay(startDay: string, days: number): string {
  return addDays(startDay, Math.max(days, 1) - 1);
}

/** Chapters the plan holds from its start up to and including `today`. */
export function plannedToDate(chapters: number, perDay: number, startDay: string, today: string): number {
  const index = daysBetween(startDay, today);
  if (index < 0) return 0;
  return Math.min(chapters, (index + 1) * perDay);
}

/** The plan split into days: day k holds entries [k·perDay, (k+1)·perDay). */
export function splitDays<T>(entries: readonly T[], perDay: number): T[][] {
  const days: T[][] = [];
  for (let i = 0; i < entries.length; i += perDay) days.push(entries.slice(i, i + perDay));
  return days;
}
