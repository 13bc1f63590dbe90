import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import { holdReasonOf, type ContentRules } from '../upgc/index.js';
import type { ChallengeService } from './challenges.js';
import { PUNCH_COMMENT_MAX, type Punch, type PunchComment, type PunchLikeState, type TimelinePage } from './schemas.js';

/**
 * Everyone's punches in a challenge (cursor-paged, newest first), and their likes and comments.
 * One visibility rule (docs/PUNCH.md "Moderation"): a punch is seen by others when its status is
 * 'visible' and its content was not removed; its author always sees it, with its status (a
 * removed one without its text and photos). Comments likewise: 'visible' and not deleted, or the
 * viewer's own (not deleted); a punch one may not see answers 4934, as a missing one.
 */

const DEFAULT_FEED_SIZE = 15;
/** Comments shown on a punch's card; the rest through the comment list. */
const PREVIEW_COMMENTS = 3;

/** The opaque cursor: base64url of "<created_at>.<id>" of the last punch of a page (as the community's feeds). */
function encodeCursor(createdAt: number, id: number): string {
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: number; id: number } {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError(States.BAD_PARAMS);
  return { createdAt: Number(match[1]), id: Number(match[2]) };
}

/** Trimmed text of 1 to `max` characters (code points), else the state. */
export function checkedText(text: string, max: number, state: (typeof States)[keyof typeof States]): string {
  const trimmed = text.trim();
  const length = Array.from(trimmed).length;
  if (length === 0 || length > max) throw new AppError(state);
  return trimmed;
}

type UserCols = { user_id: number; nickname: string; mobile: string; avatar: string };
const userOf = (r: UserCols) => ({ id: r.user_id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar });

export class TimelineService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly challenges: ChallengeService,
    private readonly rules: ContentRules,
  ) {}

  /** Punches the viewer may see, with their author. */
  private punchQuery(viewer: number) {
    return this.db
      .selectFrom('punches as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.challenge_id', 'p.user_id', 'p.day', 'p.kind', 'p.text', 'p.images', 'p.minutes', 'p.status', 'p.removed_at', 'p.created_at', 'u.nickname', 'u.mobile', 'u.avatar'])
      .where((eb) => eb.or([eb.and([eb('p.status', '=', 'visible'), eb('p.removed_at', 'is', null)]), eb('p.user_id', '=', viewer)]));
  }

  private async commentViews(
    viewer: number,
    rows: Array<{ id: number; punch_id: number; text: string; status: PunchComment['status']; created_at: number } & UserCols>,
  ): Promise<PunchComment[]> {
    return rows.map((r) => ({ id: r.id, punchId: r.punch_id, user: userOf(r), text: r.text, status: r.status, mine: r.user_id === viewer, createdAt: r.created_at }));
  }

  async views(viewer: number, rows: Awaited<ReturnType<ReturnType<TimelineService['punchQuery']>['execute']>>): Promise<Punch[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [likes, liked, counts, comments] = await Promise.all([
      this.db.selectFrom('punch_likes').select(['punch_id', (eb) => eb.fn.countAll<number>().as('n')]).where('punch_id', 'in', ids).groupBy('punch_id').execute(),
      this.db.selectFrom('punch_likes').select('punch_id').where('user_id', '=', viewer).where('punch_id', 'in', ids).execute(),
      this.commentRows(viewer)
        .clearSelect()
        .select(['c.punch_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('c.punch_id', 'in', ids)
        .groupBy('c.punch_id')
        .execute(),
      // The latest few comments of each punch (a window over each punch's comments), shown oldest first.
      this.db
        .selectFrom(
          this.commentRows(viewer)
            .select(sql<number>`row_number() over (partition by c.punch_id order by c.created_at desc, c.id desc)`.as('rn'))
            .where('c.punch_id', 'in', ids)
            .as('x'),
        )
        .selectAll()
        .where('x.rn', '<=', PREVIEW_COMMENTS)
        .orderBy('x.created_at')
        .orderBy('x.id')
        .execute(),
    ]);
    const likesOf = new Map(likes.map((l) => [l.punch_id, Number(l.n)]));
    const likedSet = new Set(liked.map((l) => l.punch_id));
    const countOf = new Map(counts.map((c) => [c.punch_id, Number(c.n)]));
    const previews = new Map<number, PunchComment[]>();
    for (const c of await this.commentViews(viewer, comments)) previews.set(c.punchId, [...(previews.get(c.punchId) ?? []), c]);
    return rows.map((r) => ({
      id: r.id,
      challengeId: r.challenge_id,
      day: r.day,
      kind: r.kind,
      // A removed punch keeps its row (the day counts) but shows nothing of what was taken down.
      text: r.removed_at === null ? r.text : '',
      images: r.removed_at === null ? (JSON.parse(r.images) as string[]) : [],
      minutes: r.minutes,
      user: userOf(r),
      status: r.removed_at === null ? r.status : 'removed',
      likeCount: likesOf.get(r.id) ?? 0,
      commentCount: countOf.get(r.id) ?? 0,
      liked: likedSet.has(r.id),
      mine: r.user_id === viewer,
      comments: previews.get(r.id) ?? [],
      createdAt: r.created_at,
    }));
  }

  async punch(viewer: number, id: number): Promise<Punch> {
    const rows = await this.punchQuery(viewer).where('p.id', '=', id).execute();
    const [view] = await this.views(viewer, rows);
    if (!view) throw new AppError(States.PUNCH_NOT_FOUND);
    return view;
  }

  /** A punch the viewer may see, in an active challenge. */
  async requirePunch(viewer: number, punchId: number): Promise<{ id: number; challenge_id: number }> {
    const row = await this.punchQuery(viewer).clearSelect().select(['p.id', 'p.challenge_id']).where('p.id', '=', punchId).executeTakeFirst();
    if (!row) throw new AppError(States.PUNCH_NOT_FOUND);
    await this.challenges.require(row.challenge_id);
    return row;
  }

  /** A comment the viewer may see, on a punch they may see. */
  async requireComment(viewer: number, commentId: number): Promise<{ id: number; punch_id: number }> {
    const row = await this.commentRows(viewer).clearSelect().select(['c.id', 'c.punch_id']).where('c.id', '=', commentId).executeTakeFirst();
    if (!row) throw new AppError(States.COMMENT_NOT_FOUND);
    await this.requirePunch(viewer, row.punch_id);
    return row;
  }

  /** A punch of an active challenge, for liking and commenting: the caller must see it and have joined the challenge. */
  private async requirePunchAsMember(me: number, punchId: number): Promise<{ id: number; challenge_id: number }> {
    const row = await this.requirePunch(me, punchId);
    await this.challenges.requireParticipant(row.challenge_id, me);
    return row;
  }

  /** One page of a challenge's punches (or one member's), newest first, keyed by (created_at, id). */
  async timeline(viewer: number, challengeId: number, userId?: number, cursor?: string, pageSize?: number): Promise<TimelinePage> {
    await this.challenges.require(challengeId);
    const size = pageSize ?? DEFAULT_FEED_SIZE;
    let q = this.punchQuery(viewer).where('p.challenge_id', '=', challengeId);
    if (userId) q = q.where('p.user_id', '=', userId);
    if (cursor) {
      const after = decodeCursor(cursor);
      q = q.where((eb) => eb.or([eb('p.created_at', '<', after.createdAt), eb.and([eb('p.created_at', '=', after.createdAt), eb('p.id', '<', after.id)])]));
    }
    const rows = await q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(size + 1).execute();
    const hasMore = rows.length > size;
    if (hasMore) rows.pop();
    const list = await this.views(viewer, rows);
    const last = list[list.length - 1];
    return { list, hasMore, nextCursor: hasMore && last ? encodeCursor(last.createdAt, last.id) : null };
  }

  /** Like (`on`) or unlike, idempotent: one row per punch and user (the primary key); the count is the rows. */
  async like(me: number, punchId: number, on: boolean): Promise<PunchLikeState> {
    await this.requirePunchAsMember(me, punchId);
    if (on) {
      await this.db
        .insertInto('punch_likes')
        .values({ punch_id: punchId, user_id: me, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['punch_id', 'user_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('punch_likes').where('punch_id', '=', punchId).where('user_id', '=', me).execute();
    }
    const [count, mine] = await Promise.all([
      this.db.selectFrom('punch_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('punch_id', '=', punchId).executeTakeFirstOrThrow(),
      this.db.selectFrom('punch_likes').select('user_id').where('punch_id', '=', punchId).where('user_id', '=', me).executeTakeFirst(),
    ]);
    return { liked: !!mine, likeCount: Number(count.n) };
  }

  /**
   * A comment on a punch one sees, in a challenge one joined: its text checked, then a slot of the
   * community's comment budget (4666), then the community's text rules: a refused text (4667)
   * stores nothing, a held one is stored and shown only to its author until an operator releases it.
   */
  async comment(me: number, punchId: number, text: string): Promise<PunchComment> {
    const body = checkedText(text, PUNCH_COMMENT_MAX, States.PUNCH_COMMENT_INVALID);
    await this.requirePunchAsMember(me, punchId);
    await this.rules.takeSlot('comment', me);
    const held = holdReasonOf(await this.rules.verdict(me, body, 'comment'));
    const { id } = await this.db
      .insertInto('punch_comments')
      .values({ punch_id: punchId, user_id: me, text: body, status: held ? 'held' : 'visible', hold_reason: held, created_at: this.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await this.commentRows(me).where('c.id', '=', id).execute();
    const [view] = await this.commentViews(me, rows);
    return view;
  }

  /** Comments the viewer may see (their punch's rule apart): not deleted, and visible or the viewer's own. */
  private commentRows(viewer: number) {
    return this.db
      .selectFrom('punch_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.punch_id', 'c.user_id', 'c.text', 'c.status', 'c.created_at', 'u.nickname', 'u.mobile', 'u.avatar'])
      .where('c.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('c.status', '=', 'visible'), eb('c.user_id', '=', viewer)]));
  }

  /** A punch's comments in writing order. */
  async comments(viewer: number, punchId: number, request: PageRequest): Promise<Page<PunchComment>> {
    await this.requirePunch(viewer, punchId);
    const query = this.commentRows(viewer).where('c.punch_id', '=', punchId);
    const [rows, total] = await Promise.all([
      query.orderBy('c.created_at').orderBy('c.id').limit(request.pageSize).offset(request.offset).execute(),
      query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(await this.commentViews(viewer, rows), Number(total.n), request);
  }
}
