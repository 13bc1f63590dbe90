import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { CommunityHoldReason, CommunityStatus, DB } from '../../db/schema.js';
import {
  COMMENT_TEXT_MAX,
  POST_TEXT_MAX,
  type Circle,
  type CircleBody,
  type Comment,
  type CommentBody,
  type CommunityProfile,
  type CommunityUser,
  type CursorPage,
  type FollowState,
  type HeldItem,
  type Keyword,
  type LikeState,
  type Post,
  type PostBody,
  type Report,
  type ReportBody,
  type ReviewBody,
  type ReviewResult,
} from './schemas.js';

/** Who reads: a user id, or null for a visitor. */
export type Viewer = number | null;

/** Accounts younger than this have their first NEW_ACCOUNT_HELD_POSTS posts held for review. */
export const NEW_ACCOUNT_MS = 24 * 3600_000;
export const NEW_ACCOUNT_HELD_POSTS = 3;
const DEFAULT_FEED_SIZE = 15;
/** What precedes an upload's key in its URL. */
const FILES_PREFIX = '/api/files/';

type LikeTarget = 'post' | 'comment';
/** Posts with their circle and author, before the visibility rule. */
function postsWithCircleAndAuthor(db: Kysely<DB>) {
  return db.selectFrom('community_posts as p').innerJoin('community_circles as c', 'c.id', 'p.circle_id').innerJoin('users as u', 'u.id', 'p.user_id');
}
type PostQuery = ReturnType<typeof postsWithCircleAndAuthor>;

/** The opaque feed cursor: base64url of "<created_at>.<id>" of the last post of a page. */
export function encodeCursor(createdAt: number, id: number): string {
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; id: number } {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError(States.BAD_PARAMS);
  return { createdAt: Number(match[1]), id: Number(match[2]) };
}

/** Length in characters (code points), as ajv's maxLength counts them. */
const lengthOf = (text: string) => [...text].length;

const displayName = (nickname: string, mobile: string) => nickname.trim() || `心栈用户${mobile.slice(-4)}`;

/**
 * The community (docs/COMMUNITY.md). Every count is counted from rows; every list a viewer reads
 * goes through the same visibility rule: not deleted, visible or the viewer's own, and no block
 * between the viewer and the author in either direction.
 */
export class CommunityService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  // ---- people ----

  private async users(ids: number[]): Promise<Map<number, CommunityUser>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar }]));
  }

  private async requireUser(id: number): Promise<CommunityUser> {
    const user = (await this.users([id])).get(id);
    if (!user) throw new AppError(States.COMMUNITY_USER_NOT_FOUND);
    return user;
  }

  /** No block between the viewer and the author (column `author`) in either direction. */
  private notBlocked(viewer: Viewer, author: 'p.user_id' | 'm.user_id'): RawBuilder<boolean> {
    if (viewer === null) return sql<boolean>`1 = 1`;
    const by = sql.ref(author);
    return sql<boolean>`not exists (select 1 from community_blocks b where (b.blocker_id = ${viewer} and b.blocked_id = ${by}) or (b.blocker_id = ${by} and b.blocked_id = ${viewer}))`;
  }

  async home(viewer: Viewer, userId: number): Promise<CommunityProfile> {
    const user = await this.requireUser(userId);
    const posts = Number(
      (
        await this.db
          .selectFrom('community_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('status', '=', 'visible')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const following = Number(
      (await this.db.selectFrom('community_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('follower_id', '=', userId).executeTakeFirstOrThrow()).n,
    );
    const fans = await this.fans(userId);
    const followed = viewer !== null && !!(await this.db.selectFrom('community_follows').select('follower_id').where('follower_id', '=', viewer).where('followee_id', '=', userId).executeTakeFirst());
    const blocked = viewer !== null && !!(await this.db.selectFrom('community_blocks').select('blocker_id').where('blocker_id', '=', viewer).where('blocked_id', '=', userId).executeTakeFirst());
    return { user, posts, following, fans, followed, blocked };
  }

  private async fans(userId: number): Promise<number> {
    const row = await this.db.selectFrom('community_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followee_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Idempotent; nobody follows themselves. */
  async follow(me: number, userId: number, on: boolean): Promise<FollowState> {
    if (userId === me) throw new AppError(States.FOLLOW_SELF);
    await this.requireUser(userId);
    if (on) {
      await this.db
        .insertInto('community_follows')
        .values({ follower_id: me, followee_id: userId, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('community_follows').where('follower_id', '=', me).where('followee_id', '=', userId).execute();
    }
    return { followed: on, fans: await this.fans(userId) };
  }

  /** Whom `userId` follows (`fans` false) or who follows them (true), newest first. */
  async followList(userId: number, fans: boolean, request: PageRequest): Promise<Page<CommunityUser>> {
    await this.requireUser(userId);
    const mine = fans ? 'followee_id' : 'follower_id';
    const theirs = fans ? 'follower_id' : 'followee_id';
    const query = this.db.selectFrom('community_follows').where(mine, '=', userId);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.select([theirs]).orderBy('created_at', 'desc').orderBy(theirs, 'desc').limit(request.pageSize).offset(request.offset).execute();
    const ids = rows.map((r) => (r as Record<string, number>)[theirs]);
    const users = await this.users(ids);
    return page(ids.flatMap((id) => users.get(id) ?? []), total, request);
  }

  /** Idempotent. Blocking hides their posts and comments from me and mine from them. */
  async block(me: number, userId: number, on: boolean): Promise<{ blocked: boolean }> {
    if (userId === me) throw new AppError(States.BLOCK_SELF);
    await this.requireUser(userId);
    if (on) {
      await this.db
        .insertInto('community_blocks')
        .values({ blocker_id: me, blocked_id: userId, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('community_blocks').where('blocker_id', '=', me).where('blocked_id', '=', userId).execute();
    }
    return { blocked: on };
  }

  // ---- circles ----

  private async circleViews(rows: Array<{ id: number; name: string; intro: string; cover: string }>, viewer: Viewer): Promise<Circle[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const members = await this.db
      .selectFrom('community_members')
      .select(['circle_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('circle_id', 'in', ids)
      .groupBy('circle_id')
      .execute();
    const posts = await this.db
      .selectFrom('community_posts')
      .select(['circle_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('circle_id', 'in', ids)
      .where('status', '=', 'visible')
      .where('deleted_at', 'is', null)
      .groupBy('circle_id')
      .execute();
    const joined =
      viewer === null
        ? new Set<number>()
        : new Set((await this.db.selectFrom('community_members').select('circle_id').where('user_id', '=', viewer).where('circle_id', 'in', ids).execute()).map((r) => r.circle_id));
    const memberOf = new Map(members.map((m) => [m.circle_id, Number(m.n)]));
    const postsOf = new Map(posts.map((m) => [m.circle_id, Number(m.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      intro: r.intro,
      cover: r.cover,
      members: memberOf.get(r.id) ?? 0,
      posts: postsOf.get(r.id) ?? 0,
      joined: joined.has(r.id),
    }));
  }

  private async requireCircle(id: number) {
    const row = await this.db.selectFrom('community_circles').select(['id', 'name', 'intro', 'cover']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
    if (!row) throw new AppError(States.CIRCLE_NOT_FOUND);
    return row;
  }

  async circles(viewer: Viewer): Promise<Circle[]> {
    const rows = await this.db.selectFrom('community_circles').select(['id', 'name', 'intro', 'cover']).where('active', '=', 1).orderBy('sort').orderBy('id').execute();
    return this.circleViews(rows, viewer);
  }

  async circle(viewer: Viewer, id: number): Promise<Circle> {
    return (await this.circleViews([await this.requireCircle(id)], viewer))[0];
  }

  async myCircles(me: number): Promise<Circle[]> {
    const rows = await this.db
      .selectFrom('community_members as m')
      .innerJoin('community_circles as c', 'c.id', 'm.circle_id')
      .select(['c.id', 'c.name', 'c.intro', 'c.cover'])
      .where('m.user_id', '=', me)
      .where('c.active', '=', 1)
      .orderBy('m.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return this.circleViews(rows, me);
  }

  /** Join (`on`) or leave, idempotent. */
  async membership(me: number, circleId: number, on: boolean): Promise<Circle> {
    const row = await this.requireCircle(circleId);
    if (on) {
      await this.db
        .insertInto('community_members')
        .values({ circle_id: circleId, user_id: me, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['circle_id', 'user_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('community_members').where('circle_id', '=', circleId).where('user_id', '=', me).execute();
    }
    return (await this.circleViews([row], me))[0];
  }

  async createCircle(body: CircleBody): Promise<Circle> {
    const now = this.clock.now();
    const name = body.name.trim();
    if (!name) throw new AppError(States.BAD_PARAMS);
    try {
      const { id } = await this.db
        .insertInto('community_circles')
        .values({ name, intro: body.intro?.trim() ?? '', cover: body.cover ?? '', sort: body.sort ?? 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.circle(null, id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.CIRCLE_NAME_TAKEN);
      throw err;
    }
  }

  // ---- moderation ----

  private async keywordIn(text: string): Promise<boolean> {
    const words = await this.db.selectFrom('community_keywords').select('word').execute();
    const lower = text.toLowerCase();
    return words.some((w) => lower.includes(w.word.toLowerCase()));
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

  async reports(): Promise<Report[]> {
    const rows = await this.db.selectFrom('community_reports').selectAll().where('status', '=', 'open').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, reporterId: r.reporter_id, targetType: r.target_type, targetId: r.target_id, reason: r.reason, status: r.status, createdAt: r.created_at }));
  }

  async report(me: number, body: ReportBody): Promise<Report> {
    const reason = body.reason.trim();
    if (!reason) throw new AppError(States.BAD_PARAMS);
    if (body.targetType === 'user') await this.requireUser(body.targetId);
    else if (body.targetType === 'post') await this.visiblePost(me, body.targetId);
    else await this.visibleComment(me, body.targetId);
    try {
      const row = await this.db
        .insertInto('community_reports')
        .values({ reporter_id: me, target_type: body.targetType, target_id: body.targetId, reason, status: 'open', created_at: this.clock.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { id: row.id, reporterId: row.reporter_id, targetType: row.target_type, targetId: row.target_id, reason: row.reason, status: row.status, createdAt: row.created_at };
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.REPORT_ALREADY_OPEN);
      throw err;
    }
  }

  // ---- posts and feeds ----

  /** Posts the viewer may see, with their author and circle. */
  private visiblePosts(viewer: Viewer): PostQuery {
    return postsWithCircleAndAuthor(this.db)
      .where('p.deleted_at', 'is', null)
      .where('c.active', '=', 1)
      .where((eb) => (viewer === null ? eb('p.status', '=', 'visible') : eb.or([eb('p.status', '=', 'visible'), eb('p.user_id', '=', viewer)])))
      .where(this.notBlocked(viewer, 'p.user_id'));
  }

  private async postViews(viewer: Viewer, query: PostQuery): Promise<Post[]> {
    const rows = await query
      .select(['p.id', 'p.text', 'p.images', 'p.status', 'p.user_id', 'p.circle_id', 'p.created_at', 'c.name as circle_name', 'u.nickname', 'u.mobile', 'u.avatar'])
      .execute();
    const ids = rows.map((r) => r.id);
    const likes = await this.likeCounts('post', ids);
    const liked = await this.likedBy(viewer, 'post', ids);
    const comments =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('community_comments')
            .select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('post_id', 'in', ids)
            .where('status', '=', 'visible')
            .where('deleted_at', 'is', null)
            .groupBy('post_id')
            .execute();
    const commentsOf = new Map(comments.map((c) => [c.post_id, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      images: JSON.parse(r.images) as string[],
      status: r.status,
      author: { id: r.user_id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar },
      circle: { id: r.circle_id, name: r.circle_name },
      likeCount: likes.get(r.id) ?? 0,
      commentCount: commentsOf.get(r.id) ?? 0,
      liked: liked.has(r.id),
      mine: r.user_id === viewer,
      createdAt: r.created_at,
    }));
  }

  private async visiblePost(viewer: Viewer, id: number): Promise<Post> {
    const [post] = await this.postViews(viewer, this.visiblePosts(viewer).where('p.id', '=', id));
    if (!post) throw new AppError(States.POST_NOT_FOUND);
    return post;
  }

  async post(viewer: Viewer, id: number): Promise<Post> {
    return this.visiblePost(viewer, id);
  }

  /** Why a new post or comment is held, or null when it goes out at once. */
  private async holdReason(text: string, authorId: number, isPost: boolean): Promise<CommunityHoldReason | null> {
    if (await this.keywordIn(text)) return 'keyword';
    if (!isPost) return null;
    const author = await this.db.selectFrom('users').select('created_at').where('id', '=', authorId).executeTakeFirstOrThrow();
    if (this.clock.now() - author.created_at >= NEW_ACCOUNT_MS) return null;
    const earlier = await this.db.selectFrom('community_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', authorId).executeTakeFirstOrThrow();
    return Number(earlier.n) < NEW_ACCOUNT_HELD_POSTS ? 'new_account' : null;
  }

  /** Every image is a file the author uploaded (the `uploads` row of POST /upload/image). */
  private async requireOwnUploads(me: number, urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const keys = [...new Set(urls.map((u) => u.slice(FILES_PREFIX.length)))];
    const found = await this.db.selectFrom('uploads').select('path').where('user_id', '=', me).where('path', 'in', keys).execute();
    if (new Set(found.map((f) => f.path)).size !== keys.length) throw new AppError(States.POST_IMAGE_NOT_FOUND);
  }

  async createPost(me: number, body: PostBody): Promise<Post> {
    const text = body.text.trim();
    if (lengthOf(text) < 1 || lengthOf(text) > POST_TEXT_MAX) throw new AppError(States.POST_TEXT_INVALID);
    await this.requireCircle(body.circleId);
    const member = await this.db.selectFrom('community_members').select('user_id').where('circle_id', '=', body.circleId).where('user_id', '=', me).executeTakeFirst();
    if (!member) throw new AppError(States.CIRCLE_NOT_JOINED);
    const images = body.images ?? [];
    await this.requireOwnUploads(me, images);
    const held = await this.holdReason(text, me, true);
    const { id } = await this.db
      .insertInto('community_posts')
      .values({
        user_id: me,
        circle_id: body.circleId,
        text,
        images: JSON.stringify(images),
        status: held ? 'held' : 'visible',
        hold_reason: held,
        reviewed_at: null,
        deleted_at: null,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.visiblePost(me, id);
  }

  /** Soft delete of one's own post: it leaves every feed and count. */
  async deletePost(me: number, id: number): Promise<void> {
    const result = await this.db
      .updateTable('community_posts')
      .set({ deleted_at: this.clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', me)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.POST_NOT_FOUND);
  }

  /**
   * One page of a feed, newest first, keyed by (created_at, id): a page starts strictly after
   * the cursor's post, so posts published meanwhile (newer than the first page) neither shift
   * nor repeat what follows.
   */
  private async feed(viewer: Viewer, query: PostQuery, cursor: string | undefined, pageSize: number | undefined): Promise<CursorPage<Post>> {
    const size = pageSize ?? DEFAULT_FEED_SIZE;
    let q = query;
    if (cursor) {
      const after = decodeCursor(cursor);
      q = q.where((eb) => eb.or([eb('p.created_at', '<', after.createdAt), eb.and([eb('p.created_at', '=', after.createdAt), eb('p.id', '<', after.id)])]));
    }
    const list = await this.postViews(viewer, q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(size + 1));
    const hasMore = list.length > size;
    if (hasMore) list.pop();
    const last = list[list.length - 1];
    return { list, hasMore, nextCursor: hasMore && last ? encodeCursor(last.createdAt, last.id) : null };
  }

  /** Every post the viewer may see. */
  recommended(viewer: Viewer, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    return this.feed(viewer, this.visiblePosts(viewer), cursor, pageSize);
  }

  /** Posts of the authors I follow. */
  following(me: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    const query = this.visiblePosts(me).where((eb) =>
      eb.exists(eb.selectFrom('community_follows as f').select('f.follower_id').where('f.follower_id', '=', me).whereRef('f.followee_id', '=', 'p.user_id')),
    );
    return this.feed(me, query, cursor, pageSize);
  }

  async circleFeed(viewer: Viewer, circleId: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    await this.requireCircle(circleId);
    return this.feed(viewer, this.visiblePosts(viewer).where('p.circle_id', '=', circleId), cursor, pageSize);
  }

  /** Someone's posts (their home); my own include the held and rejected ones. */
  async userFeed(viewer: Viewer, userId: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    await this.requireUser(userId);
    return this.feed(viewer, this.visiblePosts(viewer).where('p.user_id', '=', userId), cursor, pageSize);
  }

  // ---- comments ----

  private visibleComments(viewer: Viewer) {
    return this.db
      .selectFrom('community_comments as m')
      .selectAll('m')
      .where('m.deleted_at', 'is', null)
      .where((eb) => (viewer === null ? eb('m.status', '=', 'visible') : eb.or([eb('m.status', '=', 'visible'), eb('m.user_id', '=', viewer)])))
      .where(this.notBlocked(viewer, 'm.user_id'));
  }

  private async commentViews(viewer: Viewer, rows: Array<{ id: number; post_id: number; parent_id: number | null; reply_to_user_id: number | null; text: string; status: CommunityStatus; user_id: number; created_at: number }>): Promise<Comment[]> {
    const ids = rows.map((r) => r.id);
    const users = await this.users(rows.flatMap((r) => (r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id])));
    const likes = await this.likeCounts('comment', ids);
    const liked = await this.likedBy(viewer, 'comment', ids);
    return rows.map((r) => ({
      id: r.id,
      postId: r.post_id,
      parentId: r.parent_id,
      replyTo: r.reply_to_user_id === null ? null : (users.get(r.reply_to_user_id) ?? null),
      text: r.text,
      status: r.status,
      author: users.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: '' },
      likeCount: likes.get(r.id) ?? 0,
      liked: liked.has(r.id),
      mine: r.user_id === viewer,
      createdAt: r.created_at,
    }));
  }

  private async visibleComment(viewer: Viewer, id: number) {
    const row = await this.visibleComments(viewer).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(States.COMMENT_NOT_FOUND);
    await this.visiblePost(viewer, row.post_id);
    return row;
  }

  /** A comment on a post, or a reply (`parentId`): a reply to a reply stays under the first-level comment and answers its author. */
  async createComment(me: number, body: CommentBody): Promise<Comment> {
    const text = body.text.trim();
    if (lengthOf(text) < 1 || lengthOf(text) > COMMENT_TEXT_MAX) throw new AppError(States.COMMENT_TEXT_INVALID);
    await this.visiblePost(me, body.postId);
    let parentId: number | null = null;
    let replyTo: number | null = null;
    if (body.parentId !== undefined) {
      const parent = await this.visibleComment(me, body.parentId);
      if (parent.post_id !== body.postId) throw new AppError(States.COMMENT_NOT_FOUND);
      parentId = parent.parent_id ?? parent.id;
      replyTo = parent.user_id;
    }
    const held = await this.holdReason(text, me, false);
    const row = await this.db
      .insertInto('community_comments')
      .values({
        post_id: body.postId,
        user_id: me,
        parent_id: parentId,
        reply_to_user_id: replyTo,
        text,
        status: held ? 'held' : 'visible',
        hold_reason: held,
        reviewed_at: null,
        deleted_at: null,
        created_at: this.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await this.commentViews(me, [row]))[0];
  }

  /** Comments of a post in the order they were written (replies carry `parentId`). */
  async comments(viewer: Viewer, postId: number, request: PageRequest): Promise<Page<Comment>> {
    await this.visiblePost(viewer, postId);
    const query = this.visibleComments(viewer).where('m.post_id', '=', postId);
    const total = Number(
      (await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const rows = await query.orderBy('m.created_at').orderBy('m.id').limit(request.pageSize).offset(request.offset).execute();
    return page(await this.commentViews(viewer, rows), total, request);
  }

  async deleteComment(me: number, id: number): Promise<void> {
    const result = await this.db
      .updateTable('community_comments')
      .set({ deleted_at: this.clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', me)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.COMMENT_NOT_FOUND);
  }

  // ---- likes ----

  private async likeCounts(type: LikeTarget, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('community_likes')
      .select(['target_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('target_type', '=', type)
      .where('target_id', 'in', ids)
      .groupBy('target_id')
      .execute();
    return new Map(rows.map((r) => [r.target_id, Number(r.n)]));
  }

  private async likedBy(viewer: Viewer, type: LikeTarget, ids: number[]): Promise<Set<number>> {
    if (viewer === null || ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('community_likes').select('target_id').where('user_id', '=', viewer).where('target_type', '=', type).where('target_id', 'in', ids).execute();
    return new Set(rows.map((r) => r.target_id));
  }

  /**
   * Like (`on`) or unlike, idempotent: one row per user and target (the primary key), and the
   * count is the number of rows, so concurrent likes and unlikes cannot make them disagree.
   */
  async like(me: number, type: LikeTarget, id: number, on: boolean): Promise<LikeState> {
    if (type === 'post') await this.visiblePost(me, id);
    else await this.visibleComment(me, id);
    if (on) {
      await this.db
        .insertInto('community_likes')
        .values({ user_id: me, target_type: type, target_id: id, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('community_likes').where('user_id', '=', me).where('target_type', '=', type).where('target_id', '=', id).execute();
    }
    const liked = (await this.likedBy(me, type, [id])).has(id);
    return { liked, likeCount: (await this.likeCounts(type, [id])).get(id) ?? 0 };
  }
}
