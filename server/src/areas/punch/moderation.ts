import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB, PunchContentStatus, PunchReportsTable } from '../../db/schema.js';
import type { HeldItem, PunchReport, ReportBody, ReviewBody, ReviewResult } from './schemas.js';
import type { TimelineService } from './timeline.js';

/**
 * Moderation of punch-in text and comments (docs/PUNCH.md "Moderation"): the operators' review
 * queue of what the community's content rules held, taking down a punch's content or deleting a
 * comment, and users' reports. The words are moderated, never the habit: whatever happens here,
 * the punch row stays and its day keeps counting for the calendar, the streak and the ranking.
 */

/** Closes the open reports on a punch or comment that was taken down, inside the caller's transaction. */
async function closeOpenReports(db: Kysely<DB>, targetType: 'punch' | 'comment', targetId: number, now: number): Promise<void> {
  await db
    .updateTable('punch_reports')
    .set({ status: 'closed', closed_at: now })
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .execute();
}

function reportView(r: Selectable<PunchReportsTable>): PunchReport {
  return {
    id: r.id,
    reporterId: r.reporter_id,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    status: r.status,
    createdAt: r.created_at,
    closedAt: r.closed_at,
  };
}

export class PunchModeration {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly timeline: TimelineService,
  ) {}

  /** Held punches and comments (not removed or deleted), oldest first: the review queue. */
  async held(): Promise<HeldItem[]> {
    const [punches, comments] = await Promise.all([
      this.db
        .selectFrom('punches')
        .select(['id', 'challenge_id', 'user_id', 'text', 'images', 'hold_reason', 'created_at'])
        .where('status', '=', 'held')
        .where('removed_at', 'is', null)
        .execute(),
      this.db
        .selectFrom('punch_comments as c')
        .innerJoin('punches as p', 'p.id', 'c.punch_id')
        .select(['c.id', 'c.punch_id', 'p.challenge_id', 'c.user_id', 'c.text', 'c.hold_reason', 'c.created_at'])
        .where('c.status', '=', 'held')
        .where('c.deleted_at', 'is', null)
        .execute(),
    ]);
    const items: HeldItem[] = [
      ...punches.map((p) => ({
        type: 'punch' as const,
        id: p.id,
        punchId: p.id,
        challengeId: p.challenge_id,
        authorId: p.user_id,
        text: p.text,
        images: JSON.parse(p.images) as string[],
        holdReason: p.hold_reason ?? '',
        createdAt: p.created_at,
      })),
      ...comments.map((c) => ({
        type: 'comment' as const,
        id: c.id,
        punchId: c.punch_id,
        challengeId: c.challenge_id,
        authorId: c.user_id,
        text: c.text,
        images: [],
        holdReason: c.hold_reason ?? '',
        createdAt: c.created_at,
      })),
    ];
    return items.sort((a, b) => a.createdAt - b.createdAt || (a.type === b.type ? 0 : a.type === 'punch' ? -1 : 1) || a.id - b.id);
  }

  /**
   * Release (visible to everyone) or reject (stays with its author, marked rejected) a held punch
   * or comment, once: a single conditional update, so of concurrent verdicts exactly one wins and
   * the others answer 4661.
   */
  async review(body: ReviewBody): Promise<ReviewResult> {
    const status: PunchContentStatus = body.verdict === 'release' ? 'visible' : 'rejected';
    const now = this.clock.now();
    const result =
      body.type === 'punch'
        ? await this.db
            .updateTable('punches')
            .set({ status, reviewed_at: now })
            .where('id', '=', body.id)
            .where('status', '=', 'held')
            .where('removed_at', 'is', null)
            .executeTakeFirst()
        : await this.db
            .updateTable('punch_comments')
            .set({ status, reviewed_at: now })
            .where('id', '=', body.id)
            .where('status', '=', 'held')
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.REVIEW_NOT_HELD);
    return { type: body.type, id: body.id, status };
  }

  /**
   * Takes down a punch's text and photos (kept in the row for operators; nobody sees them again,
   * others no longer see the punch) and closes the open reports on it. The punch row stays, so the
   * day still counts and the streak is not rewritten. 4934 when missing or already removed.
   */
  async removePunch(id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('punches').set({ removed_at: now }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.PUNCH_NOT_FOUND);
      await closeOpenReports(trx, 'punch', id, now);
    });
  }

  /**
   * Deletes a comment (soft delete: it leaves every list, count and message) and closes the open
   * reports on it: anyone's for an operator, only one's own with `authorId` (`/punch/comment/delete`).
   * 4655 when missing, deleted or (for a user) someone else's: the same answer, so it tells nothing.
   */
  async deleteComment(id: number, authorId?: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      let update = trx.updateTable('punch_comments').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null);
      if (authorId !== undefined) update = update.where('user_id', '=', authorId);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.COMMENT_NOT_FOUND);
      await closeOpenReports(trx, 'comment', id, now);
    });
  }

  /** A user reports a punch or comment they see; one open report per reporter and target (a partial unique index), else 4660. */
  async report(me: number, body: ReportBody): Promise<PunchReport> {
    const reason = body.reason.trim();
    if (!reason) throw new AppError(States.BAD_PARAMS);
    if (body.targetType === 'punch') await this.timeline.requirePunch(me, body.targetId);
    else await this.timeline.requireComment(me, body.targetId);
    try {
      const row = await this.db
        .insertInto('punch_reports')
        .values({ reporter_id: me, target_type: body.targetType, target_id: body.targetId, reason, status: 'open', created_at: this.clock.now(), closed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reportView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.REPORT_ALREADY_OPEN);
      throw err;
    }
  }

  /** Open reports, oldest first. */
  async reports(): Promise<PunchReport[]> {
    const rows = await this.db.selectFrom('punch_reports').selectAll().where('status', '=', 'open').orderBy('id').execute();
    return rows.map(reportView);
  }

  /** An operator closes an open report (after acting on it, or deciding nothing is wrong); 4668 when it is not open. */
  async closeReport(id: number): Promise<PunchReport> {
    const row = await this.db
      .updateTable('punch_reports')
      .set({ status: 'closed', closed_at: this.clock.now() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(States.REPORT_NOT_OPEN);
    return reportView(row);
  }
}
