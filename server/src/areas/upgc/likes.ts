import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import type { LikeState } from './schemas.js';
import type { Viewer, Visibility } from './visibility.js';

/** Likes of posts and comments: liking, and the counts and "liked by me" marks of their views. */

export type LikeTarget = 'post' | 'comment';

export class LikeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
  ) {}

  async counts(type: LikeTarget, ids: number[]): Promise<Map<number, number>> {
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

  async likedBy(viewer: Viewer, type: LikeTarget, ids: number[]): Promise<Set<number>> {
    if (viewer === null || ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('community_likes').select('target_id').where('user_id', '=', viewer).where('target_type', '=', type).where('target_id', 'in', ids).execute();
    return new Set(rows.map((r) => r.target_id));
  }

  /**
   * Like (`on`) or unlike, idempotent: one row per user and target (the primary key), and the
   * count is the number of rows, so concurrent likes and unlikes cannot make them disagree.
   */
  async like(me: number, type: LikeTarget, id: number, on: boolean): Promise<LikeState> {
    if (type === 'post') await this.visibility.requirePost(me, id);
    else await this.visibility.requireComment(me, id);
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
    return { liked, likeCount: (await this.counts(type, [id])).get(id) ?? 0 };
  }
}
