import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import type { CommunityUser } from './schemas.js';

/**
 * What the community services share (docs/COMMUNITY.md): who reads, the people they read about,
 * and the one visibility rule every list goes through: not deleted, visible or the viewer's own,
 * and no block between the viewer and the author in either direction.
 */

/** Who reads: a user id, or null for a visitor. */
export type Viewer = number | null;

/** Posts with their circle and author, before the visibility rule. */
function postsWithCircleAndAuthor(db: Kysely<DB>) {
  return db.selectFrom('community_posts as p').innerJoin('community_circles as c', 'c.id', 'p.circle_id').innerJoin('users as u', 'u.id', 'p.user_id');
}
export type PostQuery = ReturnType<typeof postsWithCircleAndAuthor>;

/** No block between the viewer and the user of column `author` (e.g. 'p.user_id') in either direction. */
export function notBlocked(viewer: Viewer, author: string): RawBuilder<boolean> {
  if (viewer === null) return sql<boolean>`1 = 1`;
  const by = sql.ref(author);
  return sql<boolean>`not exists (select 1 from community_blocks b where (b.blocker_id = ${viewer} and b.blocked_id = ${by}) or (b.blocker_id = ${by} and b.blocked_id = ${viewer}))`;
}

export class Visibility {
  constructor(private readonly db: Kysely<DB>) {}

  async users(ids: number[]): Promise<Map<number, CommunityUser>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar }]));
  }

  async requireUser(id: number): Promise<CommunityUser> {
    const user = (await this.users([id])).get(id);
    if (!user) throw new AppError(States.COMMUNITY_USER_NOT_FOUND);
    return user;
  }

  /** Posts the viewer may see, with their author and circle. */
  posts(viewer: Viewer): PostQuery {
    return postsWithCircleAndAuthor(this.db)
      .where('p.deleted_at', 'is', null)
      .where('c.active', '=', 1)
      .where((eb) => (viewer === null ? eb('p.status', '=', 'visible') : eb.or([eb('p.status', '=', 'visible'), eb('p.user_id', '=', viewer)])))
      .where(notBlocked(viewer, 'p.user_id'));
  }

  /** The post exists and the viewer may see it. */
  async requirePost(viewer: Viewer, id: number): Promise<void> {
    const row = await this.posts(viewer).select('p.id').where('p.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(States.POST_NOT_FOUND);
  }

  /** Comments the viewer may see (the rule of their post apart). */
  comments(viewer: Viewer) {
    return this.db
      .selectFrom('community_comments as m')
      .selectAll('m')
      .where('m.deleted_at', 'is', null)
      .where((eb) => (viewer === null ? eb('m.status', '=', 'visible') : eb.or([eb('m.status', '=', 'visible'), eb('m.user_id', '=', viewer)])))
      .where(notBlocked(viewer, 'm.user_id'));
  }

  /** The comment, when the viewer may see it and its post. */
  async requireComment(viewer: Viewer, id: number) {
    const row = await this.comments(viewer).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(States.COMMENT_NOT_FOUND);
    await this.requirePost(viewer, row.post_id);
    return row;
  }
}
