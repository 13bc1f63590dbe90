import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { AnswerError, answerFingerprint, checkAnswer, score, type ScoreResult } from './engine.js';
import { parseAnswers, scaleOf, type AssessmentLookups } from './lookups.js';
import { questionViews } from './report-views.js';
import type { AssessmentSession, Questions, SessionAnswers, Submitted } from './schemas.js';
import type { Scale } from './types.js';

function nextUnanswered(scale: Scale, answers: SessionAnswers): number | null {
  return scale.items.find((item) => answers[String(item.no)] === undefined)?.no ?? null;
}

/** An engine refusal as an envelope state whose msg is the engine's (it names the question). */
function refused(err: unknown): unknown {
  if (!(err instanceof AnswerError)) return err;
  const error = new AppError(States.ASSESSMENT_ANSWER_INVALID);
  error.message = err.message;
  return error;
}

type SessionRow = { id: number; assessment_id: number; status: 'open' | 'submitted'; answers: string; report_id: number | null; updated_at: number };

/**
 * Taking a test: the session opened after consent (one open session per user and test), the
 * questions without scoring keys, answers saved one at a time, and the submission, idempotent
 * by answer fingerprint. Answers are personal data: nothing here logs them.
 */
export class TakingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly lookups: AssessmentLookups,
  ) {}

  private sessionView(session: SessionRow, scale: Scale): AssessmentSession {
    const answers = parseAnswers(session.answers);
    return {
      sessionId: session.id,
      assessmentId: session.assessment_id,
      scaleCode: scale.code,
      status: session.status,
      answers,
      answered: Object.keys(answers).length,
      itemCount: scale.items.length,
      nextQuestionNo: nextUnanswered(scale, answers),
      reportId: session.report_id,
      updatedAt: session.updated_at,
    };
  }

  /** Starts a test after consent, or resumes the unfinished one (one open session per test). */
  async start(userId: number, assessmentId: number, consent: boolean): Promise<AssessmentSession> {
    if (!consent) throw new AppError(States.ASSESSMENT_CONSENT_REQUIRED);
    const row = await this.lookups.requireRow(assessmentId);
    await this.lookups.requireAccess(userId, row);
    const scale = scaleOf(row);
    const existing = await this.lookups.openSession(userId, assessmentId);
    if (existing) return this.sessionView(existing, scale);
    const now = this.clock.now();
    await this.db
      .insertInto('assessment_sessions')
      .values({ user_id: userId, assessment_id: assessmentId, answers: '{}', status: 'open', report_id: null, consent_at: now, created_at: now, updated_at: now })
      // A concurrent start already opened one: the partial unique index keeps it single.
      .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).where(sql.ref('status'), '=', sql.lit('open')).doNothing())
      .execute();
    const session = await this.lookups.openSession(userId, assessmentId);
    if (!session) throw new AppError(States.ASSESSMENT_SESSION_NOT_FOUND);
    return this.sessionView(session, scale);
  }

  async current(userId: number, assessmentId: number): Promise<AssessmentSession | null> {
    const row = await this.lookups.requireRow(assessmentId);
    const session = await this.lookups.openSession(userId, assessmentId);
    return session ? this.sessionView(session, scaleOf(row)) : null;
  }

  async questions(userId: number, assessmentId: number): Promise<Questions> {
    const row = await this.lookups.requireRow(assessmentId);
    await this.lookups.requireAccess(userId, row);
    const scale = scaleOf(row);
    return { assessmentId: row.id, scaleCode: scale.code, title: row.title, instruction: scale.instruction, itemCount: scale.items.length, questions: questionViews(scale) };
  }

  private async ownSession(db: Kysely<DB>, userId: number, sessionId: number, lock: boolean) {
    let query = db.selectFrom('assessment_sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', userId);
    // SQLite serialises writers itself and has no FOR UPDATE.
    if (lock && this.dialect === 'postgres') query = query.forUpdate();
    const session = await query.executeTakeFirst();
    if (!session) throw new AppError(States.ASSESSMENT_SESSION_NOT_FOUND);
    return session;
  }

  async session(userId: number, sessionId: number): Promise<AssessmentSession> {
    const session = await this.ownSession(this.db, userId, sessionId, false);
    const row = await this.lookups.requireRow(session.assessment_id);
    return this.sessionView(session, scaleOf(row));
  }

  /** Saves one answer (or replaces it); the row is locked so parallel saves never drop one. */
  async answer(userId: number, sessionId: number, questionNo: number, value: number): Promise<AssessmentSession> {
    return this.db.transaction().execute(async (trx) => {
      const session = await this.ownSession(trx, userId, sessionId, true);
      if (session.status !== 'open') throw new AppError(States.ASSESSMENT_SESSION_SUBMITTED);
      // Inside the transaction only `trx`: SQLite's one connection is held by it.
      const row = await this.lookups.requireRow(session.assessment_id, trx);
      const scale = scaleOf(row);
      try {
        checkAnswer(scale, questionNo, value);
      } catch (err) {
        throw refused(err);
      }
      const answers = { ...parseAnswers(session.answers), [String(questionNo)]: value };
      const now = this.clock.now();
      await trx.updateTable('assessment_sessions').set({ answers: JSON.stringify(answers), updated_at: now }).where('id', '=', sessionId).execute();
      return this.sessionView({ ...session, answers: JSON.stringify(answers), updated_at: now }, scale);
    });
  }

  /**
   * Scores the session's answers (with `extra` answers laid over them). The same answer set of
   * the same user and scale always yields the one report it produced first.
   */
  async submit(userId: number, sessionId: number, extra: Record<string, unknown> = {}): Promise<Submitted> {
    const session = await this.ownSession(this.db, userId, sessionId, false);
    const row = await this.lookups.requireRow(session.assessment_id);
    await this.lookups.requireAccess(userId, row);
    const scale = scaleOf(row);
    const answers = { ...parseAnswers(session.answers), ...extra };
    let result: ScoreResult;
    try {
      result = score(scale, answers);
    } catch (err) {
      throw refused(err);
    }
    const fingerprint = answerFingerprint(scale.code, answers);
    const findReport = () =>
      this.db
        .selectFrom('assessment_reports')
        .select('id')
        .where('user_id', '=', userId)
        .where('scale_code', '=', scale.code)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst();
    let reportId = (await findReport())?.id;
    let created = false;
    if (reportId === undefined) {
      if (session.status !== 'open') throw new AppError(States.ASSESSMENT_SESSION_SUBMITTED);
      const inserted = await this.db
        .insertInto('assessment_reports')
        .values({
          user_id: userId,
          assessment_id: row.id,
          scale_code: scale.code,
          fingerprint,
          answers: JSON.stringify(answers),
          result: JSON.stringify(result),
          crisis: result.flags.crisis ? 1 : 0,
          help_needed: row.help_unlock,
          help_code: randomToken(12),
          share_token: null,
          created_at: this.clock.now(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'scale_code', 'fingerprint']).doNothing())
        .returning('id')
        .executeTakeFirst();
      created = Boolean(inserted);
      reportId = inserted?.id ?? (await findReport())?.id;
      if (reportId === undefined) throw new AppError(States.REPORT_NOT_FOUND);
    }
    await this.db
      .updateTable('assessment_sessions')
      .set({ status: 'submitted', report_id: reportId, answers: JSON.stringify(answers), updated_at: this.clock.now() })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
    return { reportId, created };
  }
}
