import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States, type StateDef } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CommunityReportsTable, CommunityStatus, DB } from '../../db/schema.js';
import type { HeldItem, Keyword, Report, ReportBody, ReviewBody, ReviewResult } from './schemas.js';
import type { Visibility } from './visibility.js';

/**
 * Moderation: what new posts and comments must pass (their length, the hold of a new account's
 * first posts; the text rules are rules.ts), the operators' review queue and keyword list, and
 * users' reports.
 */

/** Accounts younger than this have their first NEW_ACCOUNT_HELD_POSTS posts held for review. */
const NEW_ACCOUNT_MS = 24 * 3600_000;
const NEW_ACCOUNT_HELD_POSTS = 3;

/** The text trimmed, when it has 1 to `max` characters (code points, as ajv's maxLength counts them); else `invalid`. */
export function publishableText(text: string, max: number, invalid: StateDef): string {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > max) throw new AppError(invalid);
  return trimmed;
}

/** Closes the open reports on a post or comment (an operator acted on it), inside the caller's transaction. */
export async function closeOpenReports(db: Kysely<DB>, targetType: 'post' | 'comment', targetId: number, now: number): Promise<void> {
  await db
    .updateTable('community_reports')
    .set({ status: 'closed', closed_at: now })
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .execute();
}

function reportView(r: Selectable<CommunityReportsTable>): Report {
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

export class ModerationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
  ) {}

  /**
   * Whether a new post is held as one of a new account's first posts (the text's own rules are
   * rules.ts): accounts younger than a day have their first three posts reviewed.
   */
  async newAccountHold(authorId: number): Promise<boolean> {
    const author = await this.db.selectFrom('users').select('created_at').where('id', '=', authorId).executeTakeFirstOrThrow();
    if (this.clock.now() - author.created_at >= NEW_ACCOUNT_MS) return false;
    const earlier = await this.db.selectFrom('community_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', authorId).executeTakeFirstOrThrow();
    return Number(earlier.n) < NEW_ACCOUNT_HELD_POSTS;
  }

  async keywords(): Promise<Keyword[]> {
    const rows = await this.db.selectFrom('community_keywords').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, word: r.word, createdAt: r.created_at }));
  }

  /** Adds a keyword; an existing one is kept as it is. */
  async addKeyword(word: string): Promise<Keyword> {
    const clean = word.trim();
    if (!clean) throw new AppError(States.KEYWORD_INVALID);
    await this.db
      .insertInto('community_keywords')
      .values({ word: clean, created_at: this.clock.now() })
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
    const row = await this.db.selectFrom('community_keywords').selectAll().where('word', '=', clean).executeTakeFirstOrThrow();
    return { id: row.id, word: row.word, createdAt: row.created_at };
  }

  async removeKeyword(id: number): Promise<Keyword[]> {
    await this.db.deleteFrom('community_keywords').where('id', '=', id).execute();
    return this.keywords();
  }

  /** Held posts and comments, oldest first: the operators' review queue. */
  async heldItems(): Promise<HeldItem[]> {
    const posts = await this.db.selectFrom('community_posts').selectAll().where('status', '=', 'held').where('deleted_at', 'is', null).execute();
    const comments = await this.db.selectFrom('community_comments').selectAll().where('status', '=', 'held').where('deleted_at', 'is', null).execute();
    const items: HeldItem[] = [
      ...posts.map((p) => ({ type: 'post' as const, id: p.id, postId: p.id, authorId: p.user_id, text: p.text, images: JSON.parse(p.images) as string[], holdReason: p.hold_reason ?? '', createdAt: p.created_at })),
      ...comments.map((c) => ({ type: 'comment' as const, id: c.id, postId: c.post_id, authorId: c.user_id, text: c.text, images: [], holdReason: c.hold_reason ?? '', createdAt: c.created_at })),
    ];
    return items.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  /** Release (visible) or reject (stays hidden; its author sees it rejected) a held item, once. */
  async review(body: ReviewBody): Promise<ReviewResult> {
    const status: CommunityStatus = body.verdict === 'release' ? 'visible' : 'rejected';
    const table = body.type === 'post' ? 'community_posts' : 'community_comments';
    const result = await this.db
      .updateTable(table)
      .set({ status, reviewed_at: this.clock.now() })
      .where('id', '=', body.id)
      .where('status', '=', 'held')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.REVIEW_NOT_HELD);
    return { type: body.type, id: body.id, status };
  }

  /** An operator closes an open report (after acting on it, or deciding nothing is wrong). */
  async closeReport(id: number): Promise<Report> {
    const row = await this.db
      .updateTable('community_reports')
      .set({ status: 'closed', closed_at: this.clock.now() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(States.REPORT_NOT_OPEN);
    return reportView(row);
  }

  async reports(): Promise<Report[]> {
    const rows = await this.db.selectFrom('community_reports').selectAll().where('status', '=', 'open').orderBy('id').execute();
    return rows.map(reportView);
  }

  /** A user reports a user, or a post or comment they may see; one open report per reporter and target. */
  async report(me: number, body: ReportBody): Promise<Report> {
    const reason = body.reason.trim();
    if (!reason) throw new AppError(States.BAD_PARAMS);
    if (body.targetType === 'user') await this.visibility.requireUser(body.targetId);
    else if (body.targetType === 'post') await this.visibility.requirePost(me, body.targetId);
    else await this.visibility.requireComment(me, body.targetId);
    try {
      const row = await this.db
        .insertInto('community_reports')
        .values({ reporter_id: me, target_type: body.targetType, target_id: body.targetId, reason, status: 'open', created_at: this.clock.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reportView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.REPORT_ALREADY_OPEN);
      throw err;
    }
  }
}
