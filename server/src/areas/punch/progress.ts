import { sql, type Kysely } from 'kysely';
import { addDays, beijingDay, slotMinutes, streaks } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import { subjectIdsOf, type ChallengeRow, type ChallengeService } from './challenges.js';
import type { MessageService } from './messages.js';
import type { Calendar, PunchKind, PunchStatus } from './schemas.js';

/**
 * Where a participant stands: punched days, streaks, make-up cards, today's listening. Challenge
 * streaks count punches of one challenge only; the listening streak of 学习统计 is another thing
 * (docs/PUNCH.md).
 */

export interface PunchDay {
  id: number;
  day: string;
  kind: PunchKind;
  minutes: number;
}

/**
 * The streak up to today: consecutive punched days ending today, or yesterday while today is
 * not punched yet (the day is not over). After the challenge's end it is the run ending on its
 * last day. `days` ascending and distinct.
 */
export function currentStreak(days: readonly string[], today: string, endDay: string): number {
  if (days.length === 0) return 0;
  const set = new Set(days);
  let anchor = today > endDay ? endDay : today;
  if (anchor === today && !set.has(anchor)) anchor = addDays(anchor, -1);
  return streaks(days).endingAt(anchor);
}

export function longestStreak(days: readonly string[]): number {
  return streaks(days).longest;
}

export class ProgressService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly challenges: ChallengeService,
    private readonly messages: MessageService,
    private readonly reminderTemplateId: string | null,
  ) {}

  async punchDays(challengeId: number, userId: number, db: Kysely<DB> = this.db): Promise<PunchDay[]> {
    return db
      .selectFrom('punches')
      .select(['id', 'day', 'kind', 'minutes'])
      .where('challenge_id', '=', challengeId)
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute();
  }

  /** Whole minutes the user really listened on a Beijing day (listen_slots), over the challenge's courses. */
  async listenedMinutes(userId: number, day: string, row: Pick<ChallengeRow, 'subject_ids'>, db: Kysely<DB> = this.db): Promise<number> {
    const subjects = subjectIdsOf(row);
    let query = db
      .selectFrom('listen_slots')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('day', '=', day);
    if (subjects.length) query = query.where('subject_id', 'in', subjects);
    const { n } = await query.executeTakeFirstOrThrow();
    return slotMinutes(Number(n));
  }

  private async pendingGrants(challengeId: number, me: number): Promise<number> {
    if (!this.reminderTemplateId) return 0;
    const { n } = await this.db
      .selectFrom('punch_reminder_grants')
      .select(sql<number>`count(*)`.as('n'))
      .where('challenge_id', '=', challengeId)
      .where('user_id', '=', me)
      .where('template_id', '=', this.reminderTemplateId)
      .where('status', '=', 'granted')
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** The caller's status in a challenge (zeros when not joined). */
  async status(row: ChallengeRow, me: number): Promise<PunchStatus> {
    const today = beijingDay(this.clock.now());
    const participant = await this.challenges.participant(row.id, me);
    const punches = participant ? await this.punchDays(row.id, me) : [];
    const days = punches.map((p) => p.day);
    const todayPunch = punches.find((p) => p.day === today);
    const makeupUsed = punches.filter((p) => p.kind === 'makeup').length;
    return {
      today,
      joined: !!participant,
      joinedDay: participant ? beijingDay(participant.joined_at) : null,
      punchedToday: !!todayPunch,
      todayPunchId: todayPunch?.id ?? null,
      streak: currentStreak(days, today, row.end_day),
      longestStreak: longestStreak(days),
      totalDays: days.length,
      makeupUsed,
      makeupLeft: Math.max(0, row.makeup_limit - makeupUsed),
      listenedMinutesToday: await this.listenedMinutes(me, today, row),
      unreadMessages: participant ? await this.messages.unreadSince(me, row.id, participant.messages_read_at) : 0,
      reminder: {
        templateId: this.reminderTemplateId,
        pending: participant ? await this.pendingGrants(row.id, me) : 0,
        time: row.reminder_time,
      },
    };
  }

  async calendar(row: ChallengeRow, me: number): Promise<Calendar> {
    const today = beijingDay(this.clock.now());
    const participant = await this.challenges.requireParticipant(row.id, me);
    const punches = await this.punchDays(row.id, me);
    const days = punches.map((p) => p.day);
    const makeupUsed = punches.filter((p) => p.kind === 'makeup').length;
    return {
      today,
      kind: row.kind,
      startDay: row.start_day,
      endDay: row.end_day,
      joinedDay: beijingDay(participant.joined_at),
      punches,
      streak: currentStreak(days, today, row.end_day),
      longestStreak: longestStreak(days),
      totalDays: days.length,
      makeupLimit: row.makeup_limit,
      makeupUsed,
      makeupLeft: Math.max(0, row.makeup_limit - makeupUsed),
      minMinutes: row.min_minutes,
    };
  }
}
