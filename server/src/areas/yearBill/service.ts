import { sql, type Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { subjectCards } from '../course/index.js';
import { SLOT_MS, SLOT_SECONDS, beijingDay, beijingTime, dayStartMs, slotMinutes, streaks } from '../../core/beijing-time.js';
import { REPORT_YEARS, type YearReport } from './schemas.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Night listening is 22:00–04:00 Beijing; measured from 04:00 it is the span [18 h, 24 h). */
const NIGHT_FROM_SINCE_4 = 18 * HOUR_MS;
/** Beijing 04:00 of a day is 20:00 UTC of the day before: ms + 4 h, mod 24 h, is "time since 04:00". */
const SINCE_4_SHIFT = 4 * HOUR_MS;

/** The facts the report's title is chosen from. */
export interface TitleFacts {
  hasData: boolean;
  activeDays: number;
  longestStreak: number;
  totalMinutes: number;
  coursesStarted: number;
  certificates: number;
  /** The latest night listening as ms since 04:00 (22:00 = 18 h … 03:59 ≈ 24 h), or null. */
  latestNightSince4: number | null;
}

/** The report title: the first rule that holds (docs/DECISIONS.md "Learning records"). */
export const TITLE_RULES: ReadonlyArray<{ title: string; when: (f: TitleFacts) => boolean }> = [
  { title: '心栈新朋友', when: (f) => !f.hasData },
  // Listened at 23:30 or later (until 04:00).
  { title: '深夜学习家', when: (f) => f.latestNightSince4 !== null && f.latestNightSince4 >= 19.5 * HOUR_MS },
  { title: '全勤学霸', when: (f) => f.activeDays >= 200 },
  { title: '坚持达人', when: (f) => f.longestStreak >= 30 },
  { title: '结业收藏家', when: (f) => f.certificates >= 3 },
  { title: '时间投资人', when: (f) => f.totalMinutes >= 3000 },
  { title: '博览群书', when: (f) => f.coursesStarted >= 8 },
  { title: '心栈学习者', when: () => true },
];

export function reportTitle(facts: TitleFacts): string {
  return TITLE_RULES.find((r) => r.when(facts))!.title;
}

/**
 * Yearly reports from the user's listening slots, progress and certificates of one Beijing
 * calendar year. Every figure is one grouped query over the indexed slots of that year.
 */
export class YearReportService {
  constructor(private readonly db: Kysely<DB>) {}

  async report(userId: number, year: number): Promise<YearReport> {
    if (!(REPORT_YEARS as readonly number[]).includes(year)) throw new AppError(States.YEAR_BILL_UNAVAILABLE);
    const first = `${year}-01-01`;
    const last = `${year}-12-31`;
    const startMs = dayStartMs(first);
    const endMs = dayStartMs(`${year + 1}-01-01`);
    const slots = this.db
      .selectFrom('listen_slots as l')
      .where('l.user_id', '=', userId)
      .where('l.day', '>=', first)
      .where('l.day', '<=', last);
    const since4 = sql<number>`(l.slot * ${sql.lit(SLOT_MS)} + ${sql.lit(SINCE_4_SHIFT)}) % ${sql.lit(DAY_MS)}`;

    const [daily, firstSlot, night, bySubject, category, progress, certificates] = await Promise.all([
      slots.select(['l.day', sql<number>`count(*)`.as('n')]).groupBy('l.day').orderBy('l.day').execute(),
      slots
        .innerJoin('subjects as s', 's.id', 'l.subject_id')
        .select(['l.slot', 's.title'])
        .orderBy('l.slot', 'asc')
        .limit(1)
        .executeTakeFirst(),
      slots
        .select(['l.slot', since4.as('since4')])
        .where(since4, '>=', NIGHT_FROM_SINCE_4)
        .orderBy(since4, 'desc')
        .orderBy('l.slot', 'desc')
        .limit(1)
        .executeTakeFirst(),
      slots
        .select(['l.subject_id', sql<number>`count(*)`.as('n')])
        .groupBy('l.subject_id')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('l.subject_id', 'asc')
        .limit(3)
        .execute(),
      slots
        .innerJoin('subjects as s', 's.id', 'l.subject_id')
        .innerJoin('course_categories as c', 'c.id', 's.category_id')
        .select(['c.id', 'c.name', sql<number>`count(*)`.as('n')])
        .groupBy(['c.id', 'c.name'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('c.id', 'asc')
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('chapter_progress as p')
        .select([
          'p.subject_id',
          sql<number>`min(p.created_at)`.as('started_at'),
          sql<number>`sum(p.completed)`.as('done'),
          sql<number | null>`max(p.completed_at)`.as('completed_at'),
        ])
        .select((eb) =>
          eb.selectFrom('chapters as c').select(sql<number>`count(*)`.as('n')).whereRef('c.subject_id', '=', 'p.subject_id').as('chapters'),
        )
        .where('p.user_id', '=', userId)
        .groupBy('p.subject_id')
        .execute(),
      this.db
        .selectFrom('certificates')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('issued_at', '>=', startMs)
        .where('issued_at', '<', endMs)
        .executeTakeFirstOrThrow(),
    ]);

    const inYear = (ms: number | null) => ms !== null && ms >= startMs && ms < endMs;
    const totalSlots = daily.reduce((sum, d) => sum + Number(d.n), 0);
    const totalMinutes = slotMinutes(totalSlots);
    const monthSlots = Array.from({ length: 12 }, () => 0);
    for (const d of daily) monthSlots[Number(d.day.slice(5, 7)) - 1] += Number(d.n);
    const busiest = monthSlots.reduce((best, n, i) => (n > monthSlots[best] ? i : best), 0);
    const cards = await subjectCards(this.db, bySubject.map((s) => s.subject_id));
    const facts: TitleFacts = {
      hasData: totalSlots > 0,
      activeDays: daily.length,
      longestStreak: streaks(daily.map((d) => d.day)).longest,
      totalMinutes,
      coursesStarted: progress.filter((p) => inYear(Number(p.started_at))).length,
      certificates: Number(certificates.n),
      latestNightSince4: night ? Number(night.since4) : null,
    };
    const nightMs = night ? Number(night.slot) * SLOT_MS : null;
    return {
      year,
      hasData: facts.hasData,
      totalMinutes,
      activeDays: facts.activeDays,
      longestStreak: facts.longestStreak,
      coursesStarted: facts.coursesStarted,
      coursesCompleted: progress.filter(
        (p) => Number(p.chapters) > 0 && Number(p.done) >= Number(p.chapters) && inYear(p.completed_at === null ? null : Number(p.completed_at)),
      ).length,
      certificates: facts.certificates,
      firstListen: firstSlot ? { date: beijingDay(Number(firstSlot.slot) * SLOT_MS), subjectTitle: firstSlot.title } : null,
      // After midnight belongs to the evening before.
      latestNight: nightMs === null ? null : { date: beijingDay(nightMs - SINCE_4_SHIFT), time: beijingTime(nightMs) },
      busiestMonth: facts.hasData ? { month: busiest + 1, minutes: slotMinutes(monthSlots[busiest]) } : null,
      monthly: monthSlots.map(slotMinutes),
      topSubjects: bySubject.flatMap((s) => {
        const subject = cards.get(s.subject_id);
        return subject ? [{ subject, minutes: slotMinutes(Number(s.n)) }] : [];
      }),
      topCategory: category ? { name: category.name, minutes: slotMinutes(Number(category.n)) } : null,
      beatPercent: facts.hasData ? await this.beatPercent(first, last, totalMinutes) : 0,
      title: reportTitle(facts),
    };
  }

  /**
   * Share (0..100, floored) of the year's listeners with strictly fewer minutes than `minutes`.
   * floor(slots·10/60) < minutes ⇔ slots < minutes·6, so the comparison stays on slot counts.
   */
  private async beatPercent(first: string, last: string, minutes: number): Promise<number> {
    const perUser = this.db
      .selectFrom('listen_slots')
      .select(['user_id', sql<number>`count(*)`.as('n')])
      .where('day', '>=', first)
      .where('day', '<=', last)
      .groupBy('user_id')
      .as('t');
    const row = await this.db
      .selectFrom(perUser)
      .select([
        sql<number>`count(*)`.as('listeners'),
        sql<number>`coalesce(sum(case when t.n < ${(minutes * 60) / SLOT_SECONDS} then 1 else 0 end), 0)`.as('fewer'),
      ])
      .executeTakeFirstOrThrow();
    const listeners = Number(row.listeners);
    return listeners === 0 ? 0 : Math.floor((Number(row.fewer) * 100) / listeners);
  }
}
