import type { Kysely, Selectable } from 'kysely';
import { beijingDay, daysBetween } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB, PunchChallengesTable } from '../../db/schema.js';
import { CHALLENGE_DAYS_MAX, isCalendarDay, type Challenge, type ChallengeBody, type ChallengeList, type ChallengeStatus } from './schemas.js';

/** Challenges: what they are, joining them, and the operators' editing. */

export type ChallengeRow = Selectable<PunchChallengesTable>;

export function challengeStatus(row: Pick<ChallengeRow, 'start_day' | 'end_day'>, today: string): ChallengeStatus {
  if (today < row.start_day) return 'upcoming';
  return today > row.end_day ? 'ended' : 'ongoing';
}

export function subjectIdsOf(row: Pick<ChallengeRow, 'subject_ids'>): number[] {
  return JSON.parse(row.subject_ids) as number[];
}

export class ChallengeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return beijingDay(this.clock.now());
  }

  /** An active challenge, else 4921 (an operator's offline challenge is gone for users). */
  async require(id: number, db: Kysely<DB> = this.db): Promise<ChallengeRow> {
    const row = await db.selectFrom('punch_challenges').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
    if (!row) throw new AppError(States.PUNCH_CHALLENGE_NOT_FOUND);
    return row;
  }

  async participant(challengeId: number, userId: number, db: Kysely<DB> = this.db) {
    return db.selectFrom('punch_participants').selectAll().where('challenge_id', '=', challengeId).where('user_id', '=', userId).executeTakeFirst();
  }

  /** The caller's participation, else 4922. */
  async requireParticipant(challengeId: number, userId: number, db: Kysely<DB> = this.db) {
    const row = await this.participant(challengeId, userId, db);
    if (!row) throw new AppError(States.PUNCH_NOT_JOINED);
    return row;
  }

  async views(viewer: number | null, rows: ChallengeRow[]): Promise<Challenge[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const today = this.today();
    const [members, punchedToday, mine] = await Promise.all([
      this.db
        .selectFrom('punch_participants')
        .select(['challenge_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('challenge_id', 'in', ids)
        .groupBy('challenge_id')
        .execute(),
      this.db
        .selectFrom('punches')
        .select(['challenge_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('challenge_id', 'in', ids)
        .where('day', '=', today)
        .groupBy('challenge_id')
        .execute(),
      viewer === null
        ? []
        : this.db.selectFrom('punch_participants').select('challenge_id').where('user_id', '=', viewer).where('challenge_id', 'in', ids).execute(),
    ]);
    const membersOf = new Map(members.map((m) => [m.challenge_id, Number(m.n)]));
    const todayOf = new Map(punchedToday.map((m) => [m.challenge_id, Number(m.n)]));
    const joined = new Set(mine.map((m) => m.challenge_id));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      intro: r.intro,
      cover: r.cover,
      startDay: r.start_day,
      endDay: r.end_day,
      days: daysBetween(r.start_day, r.end_day) + 1,
      makeupLimit: r.makeup_limit,
      minMinutes: r.min_minutes,
      subjectIds: subjectIdsOf(r),
      reminderTime: r.reminder_time,
      status: challengeStatus(r, today),
      participants: membersOf.get(r.id) ?? 0,
      todayPunches: todayOf.get(r.id) ?? 0,
      joined: joined.has(r.id),
    }));
  }

  async view(viewer: number | null, row: ChallengeRow): Promise<Challenge> {
    const [view] = await this.views(viewer, [row]);
    return view;
  }

  /** My challenges (the latest joined first, ended ones too) and the active ones not ended that I have not joined. */
  async list(me: number): Promise<ChallengeList> {
    const today = this.today();
    const joinedRows = await this.db
      .selectFrom('punch_challenges as c')
      .innerJoin('punch_participants as p', 'p.challenge_id', 'c.id')
      .selectAll('c')
      .where('p.user_id', '=', me)
      .where('c.active', '=', 1)
      .orderBy('p.joined_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const openRows = await this.db
      .selectFrom('punch_challenges as c')
      .selectAll('c')
      .where('c.active', '=', 1)
      .where('c.end_day', '>=', today)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('punch_participants as p').select('p.user_id').whereRef('p.challenge_id', '=', 'c.id').where('p.user_id', '=', me))))
      .orderBy('c.sort')
      .orderBy('c.start_day')
      .orderBy('c.id')
      .execute();
    return { today, joined: await this.views(me, joinedRows), open: await this.views(me, openRows) };
  }

  /** Join (idempotent: joining twice keeps the first join and its invitation code). Open until the last day. */
  async join(me: number, challengeId: number, inviteCode?: string): Promise<ChallengeRow> {
    const row = await this.require(challengeId);
    const existing = await this.participant(challengeId, me);
    if (existing) return row;
    if (challengeStatus(row, this.today()) === 'ended') throw new AppError(States.PUNCH_ENDED);
    const code = inviteCode?.trim();
    await this.db
      .insertInto('punch_participants')
      .values({ challenge_id: challengeId, user_id: me, invite_code: code ? code : null, messages_read_at: 0, joined_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['challenge_id', 'user_id']).doNothing())
      .execute();
    return row;
  }

  // ---- operators ----

  private async checked(body: ChallengeBody) {
    const invalid = (why: string) => new AppError(States.PUNCH_CHALLENGE_INVALID, { why });
    if (!isCalendarDay(body.startDay) || !isCalendarDay(body.endDay)) throw new AppError(States.PUNCH_DAY_INVALID);
    if (body.endDay < body.startDay) throw invalid('结束日期不能早于开始日期');
    if (daysBetween(body.startDay, body.endDay) + 1 > CHALLENGE_DAYS_MAX) throw invalid(`挑战最长${CHALLENGE_DAYS_MAX}天`);
    const minMinutes = body.minMinutes ?? 0;
    if (body.kind === 'listen' && minMinutes < 1) throw invalid('听书挑战须设置每日收听分钟');
    const subjectIds = [...new Set(body.subjectIds ?? [])];
    if (subjectIds.length) {
      const found = await this.db.selectFrom('subjects').select('id').where('id', 'in', subjectIds).execute();
      if (found.length !== subjectIds.length) throw invalid('指定的课程不存在');
    }
    return {
      kind: body.kind,
      title: body.title.trim(),
      intro: body.intro?.trim() ?? '',
      cover: body.cover ?? '',
      start_day: body.startDay,
      end_day: body.endDay,
      makeup_limit: body.makeupLimit,
      min_minutes: minMinutes,
      subject_ids: JSON.stringify(subjectIds),
      reminder_time: body.reminderTime ?? '20:00',
      active: body.active === false ? 0 : 1,
      sort: body.sort ?? 0,
    };
  }

  async create(body: ChallengeBody): Promise<Challenge> {
    const values = await this.checked(body);
    const now = this.clock.now();
    const { id } = await this.db
      .insertInto('punch_challenges')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.adminView(id);
  }

  /** Replaces a challenge's settings. Punches already made stay as they are. */
  async update(id: number, body: ChallengeBody): Promise<Challenge> {
    const values = await this.checked(body);
    const result = await this.db.updateTable('punch_challenges').set({ ...values, updated_at: this.clock.now() }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.PUNCH_CHALLENGE_NOT_FOUND);
    return this.adminView(id);
  }

  async adminList(): Promise<Challenge[]> {
    const rows = await this.db.selectFrom('punch_challenges').selectAll().orderBy('id', 'desc').execute();
    return this.views(null, rows);
  }

  private async adminView(id: number): Promise<Challenge> {
    const row = await this.db.selectFrom('punch_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return this.view(null, row);
  }
}
