import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import type { DB } from '../../db/schema.js';
import { addLearner, chapterAccess, subjectCards } from '../course/index.js';
import type { CertificateRef, CertificateService } from '../certificate/index.js';
import { SLOT_MS, SLOT_SECONDS, beijingDay } from '../../core/beijing-time.js';
import { MAX_PLAYED_SECONDS, type LastPlay, type ProgressAnswer, type ProgressReportBody } from './schemas.js';

/** A chapter counts as completed from this share of its duration on (or when it ended). */
export const COMPLETE_RATIO = 0.95;

/** Slots whose start lies in [from, to): consecutive windows partition time, so nothing counts twice. */
export function slotsIn(from: number, to: number): number[] {
  const slots: number[] = [];
  for (let slot = Math.ceil(from / SLOT_MS); slot * SLOT_MS < to; slot += 1) slots.push(slot);
  return slots;
}

/**
 * Progress reports of the player. A report is applied once per (user, reportId): its row in
 * `learn_reports` is inserted first in the transaction, and a conflict means "already applied"
 * (the answer is then the current state). Listening time fills 10-second wall-clock slots with
 * insert-or-ignore, so overlapping reports (two devices, two chapters) count each slot once.
 */
export class ProgressService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly certificates: CertificateService,
  ) {}

  async report(userId: number, input: ProgressReportBody): Promise<ProgressAnswer> {
    const { chapter, subject, denial } = await chapterAccess(this.db, this.clock, userId, input.chapterId);
    if (denial) throw new AppError(denial);
    const now = this.clock.now();
    const duration = chapter.duration_sec;
    // A player may round its last position past the end: that is the end.
    const position = Math.min(Math.floor(input.positionSec), duration);
    const played = Math.min(Math.round(input.playedSeconds), MAX_PLAYED_SECONDS);
    const completedNow = input.ended === true || position >= COMPLETE_RATIO * duration;

    const applied = await this.db.transaction().execute(async (trx) => {
      const fresh = await trx
        .insertInto('learn_reports')
        .values({ user_id: userId, report_id: input.reportId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'report_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!fresh) return false;

      const slots = slotsIn(now - played * 1000, now);
      if (slots.length > 0) {
        await trx
          .insertInto('listen_slots')
          .values(slots.map((slot) => ({ user_id: userId, slot, subject_id: subject.id, chapter_id: chapter.id, day: beijingDay(slot * SLOT_MS) })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await trx
        .insertInto('chapter_progress')
        .values({
          user_id: userId,
          subject_id: subject.id,
          chapter_id: chapter.id,
          position_sec: position,
          max_position_sec: position,
          completed: completedNow ? 1 : 0,
          completed_at: completedNow ? now : null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'chapter_id']).doUpdateSet({
            position_sec: position,
            max_position_sec: sql<number>`case when chapter_progress.max_position_sec > ${position} then chapter_progress.max_position_sec else ${position} end`,
            completed: completedNow ? 1 : sql<number>`chapter_progress.completed`,
            completed_at: completedNow ? sql<number>`coalesce(chapter_progress.completed_at, ${now})` : sql<number>`chapter_progress.completed_at`,
            updated_at: now,
          }),
        )
        .execute();
      await addLearner(trx, subject.id, userId, now);
      return true;
    });

    // Outside the transaction: see docs of issueIfComplete. A replay retries it too, so a
    // certificate missed by a crash between the two steps is issued by the next report.
    const { completed: subjectDone, issued } = await this.certificates.issueIfComplete(userId, subject.id, now);
    const certificate = issued ?? (!applied ? await this.issuedByReport(userId, subject.id, input.reportId) : null);
    return this.answer(userId, chapter.id, subjectDone, certificate, now);
  }

  /** On a replay: the certificate the original report issued (same instant), else null. */
  private async issuedByReport(userId: number, subjectId: number, reportId: string): Promise<CertificateRef | null> {
    const [report, certificate] = await Promise.all([
      this.db.selectFrom('learn_reports').select('created_at').where('user_id', '=', userId).where('report_id', '=', reportId).executeTakeFirst(),
      this.certificates.of(userId, subjectId),
    ]);
    return report && certificate && certificate.issuedAt === report.created_at ? { id: certificate.id, number: certificate.number } : null;
  }

  private async answer(userId: number, chapterId: number, subjectDone: boolean, certificate: CertificateRef | null, now: number): Promise<ProgressAnswer> {
    const [progress, today] = await Promise.all([
      this.db
        .selectFrom('chapter_progress')
        .select(['position_sec', 'completed'])
        .where('user_id', '=', userId)
        .where('chapter_id', '=', chapterId)
        .executeTakeFirst(),
      this.db
        .selectFrom('listen_slots')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('day', '=', beijingDay(now))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      positionSec: progress?.position_sec ?? 0,
      completed: progress?.completed === 1,
      subjectCompleted: subjectDone,
      certificate,
      todaySeconds: Number(today.n) * SLOT_SECONDS,
    };
  }

  /** The latest progress of the user on any device (an active subject), or null. */
  async lastPlay(userId: number): Promise<LastPlay | null> {
    const row = await this.db
      .selectFrom('chapter_progress as p')
      .innerJoin('chapters as c', 'c.id', 'p.chapter_id')
      .innerJoin('subjects as s', 's.id', 'p.subject_id')
      .select(['p.subject_id', 'p.chapter_id', 'p.position_sec', 'p.updated_at', 'c.title', 'c.duration_sec'])
      .where('p.user_id', '=', userId)
      .where('s.active', '=', 1)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    const subject = (await subjectCards(this.db, [row.subject_id])).get(row.subject_id);
    if (!subject) return null;
    return {
      subject,
      chapter: { id: row.chapter_id, title: row.title, durationSec: row.duration_sec },
      positionSec: row.position_sec,
      updatedAt: row.updated_at,
    };
  }
}
