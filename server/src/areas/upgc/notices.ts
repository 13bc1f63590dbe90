import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB } from '../../db/schema.js';
import { NOTICE_GROUPS, type Notice, type NoticeGroup, type NoticeKind, type NoticeUnread } from './schemas.js';
import { notBlocked, type Visibility } from './visibility.js';

/**
 * Notices (互动消息): likes on my posts and comments, comments on my posts, replies to me, new
 * followers. They are not copied into a table of their own: each is read from the row it is about
 * (a like, a comment, a follow), the way counts are counted (docs/COMMUNITY.md). So there is one
 * notice per like, comment or follow row and it cannot disagree with it: unliking, unfollowing,
 * deleting a comment or a post, a block or a closed circle take the notice away with the row or
 * by the same rule that hides the content; like → unlike → like is one notice. What is stored is
 * how far each user has read each group (`community_notice_reads`).
 */

export const GROUP_OF: Record<NoticeKind, NoticeGroup> = {
  post_like: 'like',
  comment_like: 'like',
  post_comment: 'comment',
  comment_reply: 'comment',
  follow: 'follow',
};
const KINDS_OF: Record<NoticeGroup, NoticeKind[]> = {
  like: ['post_like', 'comment_like'],
  comment: ['post_comment', 'comment_reply'],
  follow: ['follow'],
};
/** The length of the `target` and `text` snippets, in characters. */
const SNIPPET = 60;

interface NoticeRow {
  kind: NoticeKind;
  actor_id: number;
  post_id: number | null;
  comment_id: number | null;
  at: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type NoticeQuery = SelectQueryBuilder<any, any, NoticeRow>;

function snippet(text: string): string {
  const chars = [...text];
  return chars.length > SNIPPET ? `${chars.slice(0, SNIPPET).join('')}…` : text;
}

export class NoticeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
  ) {}

  /** The rows of one kind of notice to `me`, as (kind, actor_id, post_id, comment_id, at). */
  private branch(kind: NoticeKind, me: number) {
    const columns = (actor: string, post: string | null, comment: string | null, at: ReturnType<typeof sql>) => [
      sql<NoticeKind>`${sql.lit(kind)}`.as('kind'),
      sql<number>`${sql.ref(actor)}`.as('actor_id'),
      (post ? sql<number | null>`${sql.ref(post)}` : sql<number | null>`cast(null as bigint)`).as('post_id'),
      (comment ? sql<number | null>`${sql.ref(comment)}` : sql<number | null>`cast(null as bigint)`).as('comment_id'),
      sql<number>`${at}`.as('at'),
    ];
    const commentAt = sql`coalesce(m.reviewed_at, m.created_at)`;
    switch (kind) {
      case 'post_like':
        return this.db
          .selectFrom('community_likes as l')
          .innerJoin('community_posts as p', 'p.id', 'l.target_id')
          .innerJoin('community_circles as c', 'c.id', 'p.circle_id')
          .where('l.target_type', '=', 'post')
          .where('p.user_id', '=', me)
          .where('l.user_id', '<>', me)
          .where('p.deleted_at', 'is', null)
          .where('c.active', '=', 1)
          .where(notBlocked(me, 'l.user_id'))
          .select(columns('l.user_id', 'p.id', null, sql`l.created_at`));
      case 'comment_like':
        return this.db
          .selectFrom('community_likes as l')
          .innerJoin('community_comments as m', 'm.id', 'l.target_id')
          .innerJoin('community_posts as p', 'p.id', 'm.post_id')
          .innerJoin('community_circles as c', 'c.id', 'p.circle_id')
          .where('l.target_type', '=', 'comment')
          .where('m.user_id', '=', me)
          .where('l.user_id', '<>', me)
          .where('m.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where('c.active', '=', 1)
          .where(notBlocked(me, 'l.user_id'))
          .where(notBlocked(me, 'p.user_id'))
          .select(columns('l.user_id', 'p.id', 'm.id', sql`l.created_at`));
      case 'post_comment':
        // Every visible comment on my post by someone else, except a reply to me (that is a comment_reply).
        return this.db
          .selectFrom('community_comments as m')
          .innerJoin('community_posts as p', 'p.id', 'm.post_id')
          .innerJoin('community_circles as c', 'c.id', 'p.circle_id')
          .where('p.user_id', '=', me)
          .where('m.user_id', '<>', me)
          .where((eb) => eb.or([eb('m.reply_to_user_id', 'is', null), eb('m.reply_to_user_id', '<>', me)]))
          .where('m.status', '=', 'visible')
          .where('m.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where('c.active', '=', 1)
          .where(notBlocked(me, 'm.user_id'))
          .select(columns('m.user_id', 'p.id', 'm.id', commentAt));
      case 'comment_reply':
        return this.db
          .selectFrom('community_comments as m')
          .innerJoin('community_posts as p', 'p.id', 'm.post_id')
          .innerJoin('community_circles as c', 'c.id', 'p.circle_id')
          .where('m.reply_to_user_id', '=', me)
          .where('m.user_id', '<>', me)
          .where('m.status', '=', 'visible')
          .where('m.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where('c.active', '=', 1)
          .where((eb) => eb.or([eb('p.status', '=', 'visible'), eb('p.user_id', '=', me)]))
          .where(notBlocked(me, 'm.user_id'))
          .where(notBlocked(me, 'p.user_id'))
          .select(columns('m.user_id', 'p.id', 'm.id', commentAt));
      case 'follow':
        return this.db
          .selectFrom('community_follows as f')
          .where('f.followee_id', '=', me)
          .where(notBlocked(me, 'f.follower_id'))
          .select(columns('f.follower_id', null, null, sql`f.created_at`));
    }
  }

  /** All notices of these kinds, as one derived table `n`. */
  private union(kinds: NoticeKind[], me: number): NoticeQuery {
    // The branches join different tables; what they select is the same NoticeRow.
    const [first, ...rest] = kinds.map((k) => this.branch(k, me) as unknown as NoticeQuery);
    return rest.reduce((all, b) => all.unionAll(b), first);
  }

  private async readMarks(me: number): Promise<Record<NoticeGroup, number>> {
    const rows = await this.db.selectFrom('community_notice_reads').select(['kind', 'read_until']).where('user_id', '=', me).execute();
    const marks = { like: 0, comment: 0, follow: 0 };
    for (const r of rows) marks[r.kind] = r.read_until;
    return marks;
  }

  /** Newest first; `group` narrows to one tab. */
  async list(me: number, group: NoticeGroup | undefined, request: PageRequest): Promise<Page<Notice>> {
    const kinds = group ? KINDS_OF[group] : (Object.keys(GROUP_OF) as NoticeKind[]);
    const all = this.db.selectFrom(this.union(kinds, me).as('n'));
    const total = Number((await all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = (await all
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('kind')
      .orderBy(sql`coalesce(comment_id, 0)`, 'desc')
      .orderBy(sql`coalesce(post_id, 0)`, 'desc')
      .orderBy('actor_id', 'desc')
      .limit(request.pageSize)
      .offset(request.offset)
      .execute()) as NoticeRow[];
    return page(await this.views(me, rows), total, request);
  }

  private async views(me: number, rows: NoticeRow[]): Promise<Notice[]> {
    const marks = await this.readMarks(me);
    const users = await this.visibility.users(rows.map((r) => r.actor_id));
    const postIds = [...new Set(rows.flatMap((r) => (r.post_id === null ? [] : [r.post_id])))];
    const commentIds = [...new Set(rows.flatMap((r) => (r.comment_id === null ? [] : [r.comment_id])))];
    const posts = postIds.length ? await this.db.selectFrom('community_posts').select(['id', 'text']).where('id', 'in', postIds).execute() : [];
    const comments = commentIds.length ? await this.db.selectFrom('community_comments').select(['id', 'text']).where('id', 'in', commentIds).execute() : [];
    const postText = new Map(posts.map((p) => [p.id, p.text]));
    const commentText = new Map(comments.map((c) => [c.id, c.text]));
    return rows.map((r) => {
      const group = GROUP_OF[r.kind];
      const post = r.post_id === null ? '' : (postText.get(r.post_id) ?? '');
      const comment = r.comment_id === null ? '' : (commentText.get(r.comment_id) ?? '');
      const id =
        r.kind === 'follow'
          ? `follow:${r.actor_id}`
          : r.kind === 'post_like'
            ? `post_like:${r.post_id}:${r.actor_id}`
            : r.kind === 'comment_like'
              ? `comment_like:${r.comment_id}:${r.actor_id}`
              : `${r.kind}:${r.comment_id}`;
      return {
        id,
        kind: r.kind,
        group,
        actor: users.get(r.actor_id) ?? { id: r.actor_id, nickname: '', avatar: '' },
        postId: r.post_id,
        commentId: r.comment_id,
        text: r.kind === 'post_comment' || r.kind === 'comment_reply' ? snippet(comment) : '',
        target: r.kind === 'comment_like' ? snippet(comment) : snippet(post),
        read: r.at <= marks[group],
        createdAt: r.at,
      };
    });
  }

  async unread(me: number): Promise<NoticeUnread> {
    const marks = await this.readMarks(me);
    const counts = { like: 0, comment: 0, follow: 0 };
    for (const group of NOTICE_GROUPS) {
      const row = await this.db
        .selectFrom(this.union(KINDS_OF[group], me).as('n'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('at', '>', marks[group])
        .executeTakeFirstOrThrow();
      counts[group] = Number(row.n);
    }
    return { ...counts, total: counts.like + counts.comment + counts.follow };
  }

  /**
   * Marks one group (or all) read up to `until` (the newest notice the client showed; now when
   * absent, never later than now). A mark only moves forward, so a late request does not unread.
   */
  async markRead(me: number, group: NoticeGroup | undefined, until: number | undefined): Promise<NoticeUnread> {
    const now = this.clock.now();
    const upTo = Math.min(until ?? now, now);
    for (const kind of group ? [group] : NOTICE_GROUPS) {
      await this.db
        .insertInto('community_notice_reads')
        .values({ user_id: me, kind, read_until: upTo })
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind']).doUpdateSet({
            read_until: sql<number>`case when excluded.read_until > community_notice_reads.read_until then excluded.read_until else community_notice_reads.read_until end`,
          }),
        )
        .execute();
    }
    return this.unread(me);
  }
}
