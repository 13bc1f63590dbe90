import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { CommunityHoldReason, DB } from '../../db/schema.js';
import type { ContentChecks } from './checks.js';
import type { CircleService } from './circles.js';
import { closeOpenReports, publishableText, type ModerationService } from './moderation.js';
import { holdReasonOf, type ContentRules } from './rules.js';
import { POST_TEXT_MAX, type CursorPage, type Post, type PostBody } from './schemas.js';
import { displayName } from '../../shared/accounts/users.js';
import type { PostQuery, Viewer, Visibility } from './visibility.js';

/** Posts (writing, reading, deleting one's own) and the cursor-paged feeds they are read in. */

const DEFAULT_FEED_SIZE = 15;
/** What precedes an upload's key in its URL. */
const FILES_PREFIX = '/api/files/';

/** The opaque feed cursor: base64url of "<created_at>.<id>" of the last post of a page. */
function encodeCursor(createdAt: number, id: number): string {
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: number; id: number } {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError(States.BAD_PARAMS);
  return { createdAt: Number(match[1]), id: Number(match[2]) };
}

/** Posts strictly after a feed position in the order (created_at desc, id desc). */
function after(position: { createdAt: number; id: number }): RawBuilder<boolean> {
  return sql<boolean>`(p.created_at < ${position.createdAt} or (p.created_at = ${position.createdAt} and p.id < ${position.id}))`;
}

/** A feed page from `size + 1` posts read: the extra one only says there is more. */
function page(list: Post[], size: number): CursorPage<Post> {
  const hasMore = list.length > size;
  if (hasMore) list.length = size;
  const last = list[list.length - 1];
  return { list, hasMore, nextCursor: hasMore && last ? encodeCursor(last.createdAt, last.id) : null };
}

export class PostService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
    private readonly circles: CircleService,
    private readonly moderation: ModerationService,
    private readonly rules: ContentRules,
    private readonly checks: ContentChecks,
  ) {}

  /** The posts of `query` as the viewer sees them: counts and "liked by me" in the same statement. */
  private async views(viewer: Viewer, query: PostQuery): Promise<Post[]> {
    const rows = await query
      .select(['p.id', 'p.text', 'p.images', 'p.status', 'p.user_id', 'p.circle_id', 'p.created_at', 'c.name as circle_name', 'u.nickname', 'u.mobile', 'u.avatar'])
      .select((eb) => [
        eb
          .selectFrom('community_likes as l')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('l.target_type', '=', 'post')
          .whereRef('l.target_id', '=', 'p.id')
          .as('like_count'),
        eb
          .selectFrom('community_comments as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.post_id', '=', 'p.id')
          .where('m.status', '=', 'visible')
          .where('m.deleted_at', 'is', null)
          .as('comment_count'),
        viewer === null
          ? sql<number>`0`.as('liked')
          : eb
              .exists(eb.selectFrom('community_likes as l').select('l.user_id').where('l.user_id', '=', viewer).where('l.target_type', '=', 'post').whereRef('l.target_id', '=', 'p.id'))
              .as('liked'),
      ])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      images: JSON.parse(r.images) as string[],
      status: r.status,
      author: { id: r.user_id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar },
      circle: { id: r.circle_id, name: r.circle_name },
      likeCount: Number(r.like_count),
      commentCount: Number(r.comment_count),
      liked: Boolean(r.liked),
      mine: r.user_id === viewer,
      createdAt: r.created_at,
    }));
  }

  async post(viewer: Viewer, id: number): Promise<Post> {
    const [post] = await this.views(viewer, this.visibility.posts(viewer).where('p.id', '=', id));
    if (!post) throw new AppError(States.POST_NOT_FOUND);
    return post;
  }

  /** Every image is a file the author uploaded (the `uploads` row of POST /upload/image). */
  private async requireOwnUploads(me: number, urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const keys = [...new Set(urls.map((u) => u.slice(FILES_PREFIX.length)))];
    const found = await this.db.selectFrom('uploads').select('path').where('user_id', '=', me).where('path', 'in', keys).execute();
    if (new Set(found.map((f) => f.path)).size !== keys.length) throw new AppError(States.POST_IMAGE_NOT_FOUND);
  }

  /**
   * A new post: its input checked first (text, circle, images), then a slot of the rate limit,
   * then the checks that may hold it (the text rules, WeChat's image checks, a new account).
   * A held post is stored with the first reason that applies; images waiting for WeChat only
   * hold it when nothing else does, so that their results alone can release it.
   */
  async createPost(me: number, body: PostBody): Promise<Post> {
    const text = publishableText(body.text, POST_TEXT_MAX, States.POST_TEXT_INVALID);
    await this.circles.requireMember(me, body.circleId);
    const images = body.images ?? [];
    await this.requireOwnUploads(me, images);
    await this.rules.takeSlot('post', me);
    // The text's rules (keywords, WeChat's text check) first: a refused text asks nothing more.
    const textHold = holdReasonOf(await this.rules.verdict(me, text, 'post'));
    const newAccount = await this.moderation.newAccountHold(me);
    const media = await this.checks.submitImages(me, images);
    const reasons: (CommunityHoldReason | null)[] = [
      textHold,
      media.failed ? 'check_failed' : null,
      newAccount ? 'new_account' : null,
      media.traces.length ? 'media_check' : null,
    ];
    const held = reasons.find((r) => r !== null) ?? null;
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
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
      await this.checks.record(trx, row.id, media.traces);
      return row.id;
    });
    // WeChat may have answered before the post was stored.
    if (media.traces.length) await this.checks.settle(id);
    return this.post(me, id);
  }

  /** Soft delete of one's own post, or (`me` null) of anyone's by an operator: it leaves every feed, count and notice. */
  async deletePost(me: number | null, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      let update = trx.updateTable('community_posts').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null);
      if (me !== null) update = update.where('user_id', '=', me);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.POST_NOT_FOUND);
      // An operator's delete settles the reports on it (an author's own delete leaves them for operators).
      if (me !== null) return;
      await closeOpenReports(trx, 'post', id, now);
    });
  }

  /**
   * One page of a feed, newest first, keyed by (created_at, id): a page starts strictly after
   * the cursor's post, so posts published meanwhile (newer than the first page) neither shift
   * nor repeat what follows.
   */
  private async feed(viewer: Viewer, query: PostQuery, cursor: string | undefined, pageSize: number | undefined): Promise<CursorPage<Post>> {
    const size = pageSize ?? DEFAULT_FEED_SIZE;
    const q = cursor ? query.where(after(decodeCursor(cursor))) : query;
    return page(await this.views(viewer, q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(size + 1)), size);
  }

  /** Every post the viewer may see. */
  recommended(viewer: Viewer, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    return this.feed(viewer, this.visibility.posts(viewer), cursor, pageSize);
  }

  /** Posts of the authors I follow. */
  async following(me: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    // Walking the whole feed index and keeping the followed authors' posts reads most of the
    // table when one follows few of many; instead, candidates come from the followed authors'
    // own index (user_id, created_at, id: covering, no table reads) and only they go through
    // the visibility rule. A batch whose candidates are all hidden moves on to the next batch.
    const size = pageSize ?? DEFAULT_FEED_SIZE;
    const batch = size + 1;
    const list: Post[] = [];
    let position = cursor ? decodeCursor(cursor) : null;
    for (;;) {
      let candidates = this.db
        .selectFrom('community_posts as p')
        .select(['p.id', 'p.created_at'])
        .where('p.user_id', 'in', (eb) => eb.selectFrom('community_follows as f').select('f.followee_id').where('f.follower_id', '=', me));
      if (position) candidates = candidates.where(after(position));
      const ids = await candidates.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(batch).execute();
      if (ids.length > 0) {
        const visible = this.visibility.posts(me).where('p.id', 'in', ids.map((c) => c.id));
        list.push(...(await this.views(me, visible.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(size + 1 - list.length))));
      }
      const last = ids[ids.length - 1];
      if (list.length > size || ids.length < batch || !last) return page(list, size);
      position = { createdAt: last.created_at, id: last.id };
    }
  }

  async circleFeed(viewer: Viewer, circleId: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    await this.circles.requireCircle(circleId);
    return this.feed(viewer, this.visibility.posts(viewer).where('p.circle_id', '=', circleId), cursor, pageSize);
  }

  /** Someone's posts (their home); my own include the held and rejected ones. */
  async userFeed(viewer: Viewer, userId: number, cursor?: string, pageSize?: number): Promise<CursorPage<Post>> {
    await this.visibility.requireUser(userId);
    return this.feed(viewer, this.visibility.posts(viewer).where('p.user_id', '=', userId), cursor, pageSize);
  }
}
