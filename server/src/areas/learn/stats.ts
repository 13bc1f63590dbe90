import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import { subjectCards } from '../course/index.js';
import { addDays, beijingDay, slotMinutes, streaks, weekStart } from '../../core/beijing-time.js';
import type { LearnRecord, LearnStatistics, Ranking, RankingWeek, ShareSummary, StatisticsRange } from './schemas.js';

export const RANKING_SIZE = 50;

/**
 * Statistics, records, the weekly ranking and the share summary, all computed from
 * `listen_slots` (grouped on the indexed `day` column) and `chapter_progress`.
 */
export class LearnStatsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Slots per listening day of the user, oldest first: one index range scan. */
  private async dailySlots(userId: number): Promise<Array<{ day: string; slots: number }>> {
    const rows = await this.db
      .selectFrom('listen_slots')
      .select(['day', sql<number>`count(*)`.as('n')])
      .where('user_id', '=', userId)
      .groupBy('day')
      .orderBy('day')
      .execute();
    return rows.map((r) => ({ day: r.day, slots: Number(r.n) }));
  }

  /** Subjects the user started (any progress) and completed (every chapter completed). */
  private async courses(userId: number): Promise<{ started: number; completed: number; certificates: number }> {
    const [progress, certificates] = await Promise.all([
      this.db
        .selectFrom('chapter_progress as p')
        .select(['p.subject_id', sql<number>`sum(p.completed)`.as('done')])
        .select((eb) =>
          eb.selectFrom('chapters as c').select(sql<number>`count(*)`.as('n')).whereRef('c.subject_id', '=', 'p.subject_id').as('chapters'),
        )
        .where('p.user_id', '=', userId)
        .groupBy('p.subject_id')
        .execute(),
      this.db.selectFrom('certificates').select(sql<number>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    return {
      started: progress.length,
      completed: progress.filter((p) => Number(p.chapters) > 0 && Number(p.done) >= Number(p.chapters)).length,
      certificates: Number(certificates.n),
    };
  }

  async statistics(userId: number, range: StatisticsRange = 'week'): Promise<LearnStatistics> {
    const today = beijingDay(this.clock.now());
    const [daily, courses] = await Promise.all([this.dailySlots(userId), this.courses(userId)]);
    const byDay = new Map(daily.map((d) => [d.day, d.slots]));
    const week = weekStart(today);
    const listened = daily.map((d) => d.day);
    const runs = streaks(listened);
    const length = range === 'month' ? 30 : 7;
    return {
      todayMinutes: slotMinutes(byDay.get(today) ?? 0),
      weekMinutes: slotMinutes(daily.filter((d) => d.day >= week && d.day <= today).reduce((sum, d) => sum + d.slots, 0)),
      totalMinutes: slotMinutes(daily.reduce((sum, d) => sum + d.slots, 0)),
      totalDays: daily.length,
      currentStreak: runs.endingAt(today) || runs.endingAt(addDays(today, -1)),
      longestStreak: runs.longest,
      days: Array.from({ length }, (_, i) => {
        const date = addDays(today, i - length + 1);
        return { date, minutes: slotMinutes(byDay.get(date) ?? 0) };
      }),
      coursesStarted: courses.started,
      coursesCompleted: courses.completed,
      certificates: courses.certificates,
    };
  }

  /** One row per subject the user played, the latest first. */
  async records(userId: number, request: PageRequest): Promise<Page<LearnRecord>> {
    const active = this.db
      .selectFrom('chapter_progress as p')
      .innerJoin('subjects as s', 's.id', 'p.subject_id')
      .where('p.user_id', '=', userId)
      .where('s.active', '=', 1);
    const [groups, total] = await Promise.all([
      active
        .select(['p.subject_id', sql<number>`max(p.updated_at)`.as('updated_at'), sql<number>`sum(p.completed)`.as('done')])
        .groupBy('p.subject_id')
        .orderBy(sql`max(p.updated_at)`, 'desc')
        .orderBy('p.subject_id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      active.select(sql<number>`count(distinct p.subject_id)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = groups.map((g) => g.subject_id);
    const [cards, latest] = await Promise.all([
      subjectCards(this.db, ids),
      ids.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('chapter_progress as p')
            .innerJoin('chapters as c', 'c.id', 'p.chapter_id')
            .select(['p.subject_id', 'p.chapter_id', 'p.position_sec', 'c.title'])
            .where('p.user_id', '=', userId)
            .where('p.subject_id', 'in', ids)
            .orderBy('p.updated_at', 'desc')
            .orderBy('p.id', 'desc')
            .execute(),
    ]);
    const lastOf = new Map<number, (typeof latest)[number]>();
    for (const row of latest) if (!lastOf.has(row.subject_id)) lastOf.set(row.subject_id, row);
    const list = groups.flatMap((g) => {
      const subject = cards.get(g.subject_id);
      const last = lastOf.get(g.subject_id);
      if (!subject || !last) return [];
      const done = Number(g.done);
      return [{
        subject,
        lastChapter: { id: last.chapter_id, title: last.title },
        positionSec: last.position_sec,
        completedChapters: done,
        chapterCount: subject.chapterCount,
        percent: subject.chapterCount > 0 ? Math.min(100, Math.floor((done * 100) / subject.chapterCount)) : 0,
        updatedAt: Number(g.updated_at),
      }];
    });
    return page(list, Number(total.n), request);
  }

  /** Monday and Sunday of this Beijing week ('current') or the one before ('last'). */
  weekBounds(which: RankingWeek): { start: string; end: string } {
    const start = addDays(weekStart(beijingDay(this.clock.now())), which === 'last' ? -7 : 0);
    return { start, end: addDays(start, 6) };
  }

  /**
   * The weekly ranking: listened slots per user in the week. Ties go to whoever reached the
   * total first, i.e. the smaller last slot of the week, then the smaller user id.
   */
  async ranking(userId: number, which: RankingWeek = 'current'): Promise<Ranking> {
    const { start, end } = this.weekBounds(which);
    const rows = await this.db
      .selectFrom(this.weekTotals(start, end))
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.user_id', 'w.slots', 'u.nickname', 'u.avatar', 'u.mobile'])
      .orderBy('w.slots', 'desc')
      .orderBy('w.last_slot', 'asc')
      .orderBy('w.user_id', 'asc')
      .limit(RANKING_SIZE)
      .execute();
    const list = rows.map((r, i) => ({
      rank: i + 1,
      userId: r.user_id,
      nickname: displayName(r.nickname, r.mobile),
      avatar: r.avatar,
      minutes: slotMinutes(Number(r.slots)),
      isMe: r.user_id === userId,
    }));
    const mine = list.find((r) => r.isMe);
    if (mine) return { weekStart: start, weekEnd: end, list, me: { rank: mine.rank, minutes: mine.minutes } };
    const me = await this.rankOf(userId, start, end);
    return { weekStart: start, weekEnd: end, list, me: { rank: me?.rank ?? null, minutes: slotMinutes(me?.slots ?? 0) } };
  }

  /** Per user of the week: listened slots and the last slot (a range scan of the (day, user_id) index). */
  private weekTotals(start: string, end: string) {
    return this.db
      .selectFrom('listen_slots')
      .select(['user_id', sql<number>`count(*)`.as('slots'), sql<number>`max(slot)`.as('last_slot')])
      .where('day', '>=', start)
      .where('day', '<=', end)
      .groupBy('user_id')
      .as('w');
  }

  /** The user's rank in a week (by the ranking's order), or null without listening that week. */
  private async rankOf(userId: number, start: string, end: string): Promise<{ rank: number; slots: number } | null> {
    const own = await this.db
      .selectFrom('listen_slots')
      .select([sql<number>`count(*)`.as('slots'), sql<number>`max(slot)`.as('last_slot')])
      .where('user_id', '=', userId)
      .where('day', '>=', start)
      .where('day', '<=', end)
      .executeTakeFirstOrThrow();
    const standing = { slots: Number(own.slots), lastSlot: Number(own.last_slot) };
    if (standing.slots === 0) return null;
    const ahead = await this.db
      .selectFrom(this.weekTotals(start, end))
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) =>
        eb.or([
          eb('w.slots', '>', standing.slots),
          eb.and([eb('w.slots', '=', standing.slots), eb('w.last_slot', '<', standing.lastSlot)]),
          eb.and([eb('w.slots', '=', standing.slots), eb('w.last_slot', '=', standing.lastSlot), eb('w.user_id', '<', userId)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return { rank: Number(ahead.n) + 1, slots: standing.slots };
  }

  /** Totals for a share poster of the user with this id; null for an unknown user. */
  async share(userId: number): Promise<ShareSummary | null> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar', 'mobile', 'invitation_code'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const { start, end } = this.weekBounds('current');
    const [stats, rank] = await Promise.all([this.statistics(user.id), this.rankOf(user.id, start, end)]);
    return {
      nickname: displayName(user.nickname, user.mobile),
      avatar: user.avatar,
      invitationCode: user.invitation_code,
      totalMinutes: stats.totalMinutes,
      totalDays: stats.totalDays,
      currentStreak: stats.currentStreak,
      coursesCompleted: stats.coursesCompleted,
      certificates: stats.certificates,
      weekRank: rank?.rank ?? null,
    };
  }
}
