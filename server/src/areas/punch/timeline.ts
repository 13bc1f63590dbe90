import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import type { ChallengeService } from './challenges.js';
import { PUNCH_COMMENT_MAX, type Punch, type PunchComment, type PunchLikeState, type TimelinePage } from './schemas.js';

/** Everyone's punches in a challenge (cursor-paged, newest first), and their likes and comments. */

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
  ) {}

  private punchQuery() {
    return this.db
      .selectFrom('punches as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.challenge_id', 'p.user_id', 'p.day', 'p.kind', 'p.text', 'p.images', 'p.minutes', 'p.created_at', 'u.nickname', 'u.mobile', 'u.avatar']);
  }

  private async commentViews(viewer: number, rows: Array<{ id: number; punch_id: number; text: string; created_at: number } & UserCols>): Promise<PunchComment[]> {
    return rows.map((r) => ({ id: r.id, punchId: r.punch_id, user: userOf(r), text: r.text, mine: r.user_id === viewer, createdAt: r.created_at }));
  }

  async views(viewer: number, rows: Awaited<ReturnType<ReturnType<TimelineService['punchQuery']>['execute']>>): Promise<Punch[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [likes, liked, counts, comments] = await Promise.all([
      this.db.selectFrom('punch_likes').select(['punch_id', (eb) => eb.fn.countAll<number>().as('n')]).where('punch_id', 'in', ids).groupBy('punch_id').execute(),
      this.db.selectFrom('punch_likes').select('punch_id').where('user_id', '=', viewer).where('punch_id', 'in', ids).execute(),
      this.db.selectFrom('punch_comments').select(['punch_id', (eb) => eb.fn.countAll<number>().as('n')]).where('punch_id', 'in', ids).groupBy('punch_id').execute(),
      // The latest few comments of each punch (a window over each punch's comments), shown oldest first.
      this.db
        .selectFrom(
          this.commentRows()
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
      text: r.text,
      images: JSON.parse(r.images) as string[],
      minutes: r.minutes,
      user: userOf(r),
      likeCount: likesOf.get(r.id) ?? 0,
      commentCount: countOf.get(r.id) ?? 0,
      liked: likedSet.has(r.id),
      mine: r.user_id === viewer,
      comments: previews.get(r.id) ?? [],
      createdAt: r.created_at,
    }));
  }

  async punch(viewer: number, id: number): Promise<Punch> {
    const rows = await this.punchQuery().where('p.id', '=', id).execute();
    const [view] = await this.views(viewer, rows);
    if (!view) throw new AppError(States.PUNCH_NOT_FOUND);
    return view;
  }

  /** A punch of an active challenge, for liking and commenting: the caller must have joined it. */
  private async requirePunchAsMember(me: number, punchId: number): Promise<{ id: number; challenge_id: number }> {
    const row = await this.db.selectFrom('punches').select(['id', 'challenge_id']).where('id', '=', punchId).executeTakeFirst();
    if (!row) throw new AppError(States.PUNCH_NOT_FOUND);
    await this.challenges.require(row.challenge_id);
    await this.challenges.requireParticipant(row.challenge_id, me);
    return row;
  }

  /** One page of a challenge's punches (or one member's), newest first, keyed by (created_at, id). */
  async timeline(viewer: number, challengeId: number, userId?: number, cursor?: string, pageSize?: number): Promise<TimelinePage> {
    await this.challenges.require(challengeId);
    const size = pageSize ?? DEFAULT_FEED_SIZE;
    let q = this.punchQuery().where('p.challenge_id', '=', challengeId);
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

  async comment(me: number, punchId: number, text: string): Promise<PunchComment> {
    const body = checkedText(text, PUNCH_COMMENT_MAX, States.PUNCH_COMMENT_INVALID);
    await this.requirePunchAsMember(me, punchId);
    const { id } = await this.db
      .insertInto('punch_comments')
      .values({ punch_id: punchId, user_id: me, text: body, created_at: this.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await this.commentRows().where('c.id', '=', id).execute();
    const [view] = await this.commentViews(me, rows);
    return view;
  }

  private commentRows() {
    return this.db
      .selectFrom('punch_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.punch_id', 'c.user_id', 'c.text', 'c.created_at', 'u.nickname', 'u.mobile', 'u.avatar']);
  }

  /** A punch's comments in writing order. */
  async comments(viewer: number, punchId: number, request: PageRequest): Promise<Page<PunchComment>> {
    const punch = await this.db.selectFrom('punches').select(['id', 'challenge_id']).where('id', '=', punchId).executeTakeFirst();
    if (!punch) throw new AppError(States.PUNCH_NOT_FOUND);
    await this.challenges.require(punch.challenge_id);
    const [rows, total] = await Promise.all([
      this.commentRows().where('c.punch_id', '=', punchId).orderBy('c.created_at').orderBy('c.id').limit(request.pageSize).offset(request.offset).execute(),
      this.db.selectFrom('punch_comments').select((eb) => eb.fn.countAll<number>().as('n')).where('punch_id', '=', punchId).executeTakeFirstOrThrow(),
    ]);
    return page(await this.commentViews(viewer, rows), Number(total.n), request);
  }
}
