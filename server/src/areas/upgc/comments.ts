import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { CommunityStatus, DB } from '../../db/schema.js';
import type { LikeService } from './likes.js';
import { closeOpenReports, publishableText } from './moderation.js';
import { holdReasonOf, type ContentRules } from './rules.js';
import { COMMENT_TEXT_MAX, type Comment, type CommentBody } from './schemas.js';
import type { Viewer, Visibility } from './visibility.js';

type CommentRow = { id: number; post_id: number; parent_id: number | null; reply_to_user_id: number | null; text: string; status: CommunityStatus; user_id: number; created_at: number };

/** Comments on posts, two levels deep: writing, listing, deleting one's own. */
export class CommentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
    private readonly likes: LikeService,
    private readonly rules: ContentRules,
  ) {}

  private async views(viewer: Viewer, rows: CommentRow[]): Promise<Comment[]> {
    const ids = rows.map((r) => r.id);
    const users = await this.visibility.users(rows.flatMap((r) => (r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id])));
    const likes = await this.likes.counts('comment', ids);
    const liked = await this.likes.likedBy(viewer, 'comment', ids);
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

  /** A comment on a post, or a reply (`parentId`): a reply to a reply stays under the first-level comment and answers its author. */
  async createComment(me: number, body: CommentBody): Promise<Comment> {
    const text = publishableText(body.text, COMMENT_TEXT_MAX, States.COMMENT_TEXT_INVALID);
    await this.visibility.requirePost(me, body.postId);
    let parentId: number | null = null;
    let replyTo: number | null = null;
    if (body.parentId !== undefined) {
      const parent = await this.visibility.requireComment(me, body.parentId);
      if (parent.post_id !== body.postId) throw new AppError(States.COMMENT_NOT_FOUND);
      parentId = parent.parent_id ?? parent.id;
      replyTo = parent.user_id;
    }
    await this.rules.takeSlot('comment', me);
    const held = holdReasonOf(await this.rules.verdict(me, text, 'comment'));
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
    return (await this.views(me, [row]))[0];
  }

  /** Comments of a post in the order they were written (replies carry `parentId`). */
  async comments(viewer: Viewer, postId: number, request: PageRequest): Promise<Page<Comment>> {
    await this.visibility.requirePost(viewer, postId);
    const query = this.visibility.comments(viewer).where('m.post_id', '=', postId);
    const total = Number((await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.orderBy('m.created_at').orderBy('m.id').limit(request.pageSize).offset(request.offset).execute();
    return page(await this.views(viewer, rows), total, request);
  }

  /** Soft delete of one's own comment, or (`me` null) of anyone's by an operator, which also settles the reports on it. */
  async deleteComment(me: number | null, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      let update = trx.updateTable('community_comments').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null);
      if (me !== null) update = update.where('user_id', '=', me);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.COMMENT_NOT_FOUND);
      if (me !== null) return;
      await closeOpenReports(trx, 'comment', id, now);
    });
  }
}
