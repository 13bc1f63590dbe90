import { sql, type Kysely } from 'kysely';
import { beijingDay } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { holdReasonOf, type ContentRules, type TextHoldReason } from '../upgc/index.js';
import { ownsUploads } from '../upload/index.js';
import { challengeStatus, type ChallengeRow, type ChallengeService } from './challenges.js';
import type { ProgressService } from './progress.js';
import { PUNCH_TEXT_MAX, isCalendarDay, type MakeupBody, type PunchBody, type PunchKind, type PunchResult } from './schemas.js';
import type { TimelineService } from './timeline.js';

/**
 * Punching: today's punch and a make-up card for a missed past day. One row per challenge, user
 * and Beijing day (`punches_day_uq`): a retry, or ten at once, ends on that row and every one of
 * them is answered with it. Make-ups are counted under a lock of the participant row, so the
 * challenge's limit holds under concurrency.
 *
 * The text goes through the community's content rules (docs/PUNCH.md "Moderation") once every
 * other check passed: refused (4667) stores nothing; held stores the punch 'held', shown only to
 * its author until an operator releases it, and the day counts at once (the habit is the user's;
 * only its words wait).
 */

interface Content {
  text: string;
  images: string[];
  /** Why the text waits for an operator; null when it goes out at once. */
  held: TextHoldReason | null;
}

export class PunchService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly challenges: ChallengeService,
    private readonly progress: ProgressService,
    private readonly timeline: TimelineService,
    private readonly rules: ContentRules,
  ) {}

  /** Text trimmed (≤ 1000 characters) and images that are the author's own uploads; a daily challenge needs one of the two. */
  private async content(me: number, row: ChallengeRow, body: { text?: string; images?: string[] }): Promise<Omit<Content, 'held'>> {
    const text = (body.text ?? '').trim();
    if (Array.from(text).length > PUNCH_TEXT_MAX) throw new AppError(States.PUNCH_TEXT_TOO_LONG);
    const images = body.images ?? [];
    if (row.kind === 'daily' && !text && images.length === 0) throw new AppError(States.PUNCH_CONTENT_REQUIRED);
    if (!(await ownsUploads(this.db, me, images))) throw new AppError(States.PUNCH_IMAGE_NOT_FOUND);
    return { text, images };
  }

  /** The community's verdict on the text (WeChat scene 社交日志): throws a refusal, else the content with its hold. */
  private async moderated(me: number, content: Omit<Content, 'held'>): Promise<Content> {
    return { ...content, held: holdReasonOf(await this.rules.verdict(me, content.text, 'log')) };
  }

  private async result(me: number, row: ChallengeRow, punchId: number): Promise<PunchResult> {
    const [punch, status] = await Promise.all([this.timeline.punch(me, punchId), this.progress.status(row, me)]);
    return { punch, me: status };
  }

  private async existing(challengeId: number, me: number, day: string, db: Kysely<DB> = this.db): Promise<number | null> {
    const row = await db.selectFrom('punches').select('id').where('challenge_id', '=', challengeId).where('user_id', '=', me).where('day', '=', day).executeTakeFirst();
    return row?.id ?? null;
  }

  private insert(db: Kysely<DB>, row: ChallengeRow, me: number, day: string, kind: PunchKind, content: Content, minutes: number) {
    return db
      .insertInto('punches')
      .values({
        challenge_id: row.id,
        user_id: me,
        day,
        kind,
        text: content.text,
        images: JSON.stringify(content.images),
        status: content.held ? 'held' : 'visible',
        hold_reason: content.held,
        minutes,
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['challenge_id', 'user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  /** Today's punch (Beijing day of the server's clock). Already punched today: the same answer, nothing changed. */
  async punchToday(me: number, body: PunchBody): Promise<PunchResult> {
    const row = await this.challenges.require(body.challengeId);
    await this.challenges.requireParticipant(row.id, me);
    const today = beijingDay(this.clock.now());
    const done = await this.existing(row.id, me, today);
    if (done) return this.result(me, row, done);
    const status = challengeStatus(row, today);
    if (status === 'upcoming') throw new AppError(States.PUNCH_NOT_STARTED, { startDay: row.start_day });
    if (status === 'ended') throw new AppError(States.PUNCH_ENDED);
    const checked = await this.content(me, row, body);
    const minutes = await this.progress.listenedMinutes(me, today, row);
    if (row.kind === 'listen' && minutes < row.min_minutes) {
      throw new AppError(States.PUNCH_LISTEN_SHORT, { listened: minutes, left: row.min_minutes - minutes });
    }
    const content = await this.moderated(me, checked);
    const inserted = await this.insert(this.db, row, me, today, 'normal', content, minutes);
    // A concurrent retry won the row: answer with it.
    const id = inserted?.id ?? (await this.existing(row.id, me, today));
    if (!id) throw new Error('punch neither inserted nor found');
    return this.result(me, row, id);
  }

  /**
   * A make-up card for a missed day: within the challenge, before today, not before joining, at
   * most `makeup_limit` per user and challenge. A day already punched is answered with its punch
   * and uses no card (a retry of a make-up that went through).
   */
  async makeUp(me: number, body: MakeupBody): Promise<PunchResult> {
    const row = await this.challenges.require(body.challengeId);
    const participant = await this.challenges.requireParticipant(row.id, me);
    const today = beijingDay(this.clock.now());
    const day = body.day;
    if (!isCalendarDay(day)) throw new AppError(States.PUNCH_DAY_INVALID);
    if (day >= today) throw new AppError(States.MAKEUP_NOT_PAST);
    if (day < row.start_day || day > row.end_day) throw new AppError(States.MAKEUP_OUT_OF_WINDOW);
    if (day < beijingDay(participant.joined_at)) throw new AppError(States.MAKEUP_BEFORE_JOIN);
    const done = await this.existing(row.id, me, day);
    if (done) return this.result(me, row, done);
    const checked = await this.content(me, row, body);
    const minutes = await this.progress.listenedMinutes(me, day, row);
    if (row.kind === 'listen' && minutes < row.min_minutes) {
      throw new AppError(States.MAKEUP_LISTEN_SHORT, { listened: minutes, required: row.min_minutes });
    }
    const content = await this.moderated(me, checked);

    const id = await this.db.transaction().execute(async (trx) => {
      // The participant row is the lock every make-up of this user and challenge queues on
      // (PostgreSQL); SQLite runs one write transaction at a time. Inside, only `trx`.
      let lock = trx.selectFrom('punch_participants').select('user_id').where('challenge_id', '=', row.id).where('user_id', '=', me);
      if (this.dialect === 'postgres') lock = lock.forUpdate();
      await lock.executeTakeFirstOrThrow();
      const already = await this.existing(row.id, me, day, trx);
      if (already) return already;
      const { n } = await trx
        .selectFrom('punches')
        .select(sql<number>`count(*)`.as('n'))
        .where('challenge_id', '=', row.id)
        .where('user_id', '=', me)
        .where('kind', '=', 'makeup')
        .executeTakeFirstOrThrow();
      if (Number(n) >= row.makeup_limit) throw new AppError(States.MAKEUP_EXHAUSTED, { limit: row.makeup_limit });
      const inserted = await this.insert(trx, row, me, day, 'makeup', content, minutes);
      if (!inserted) throw new Error('make-up day taken inside the lock');
      return inserted.id;
    });
    return this.result(me, row, id);
  }
}
