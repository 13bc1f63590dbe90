import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { DB } from '../../db/schema.js';
import { RelationQuerySchema, RelationSchema, type Relation } from './schemas.js';

/**
 * The caller's relation to a handful of people (docs/COMMUNITY.md): whom of them they follow and
 * who of them follows them. The follow and fan lists (GET /upgc/follows, /upgc/fans) are public
 * and say nothing about the reader; the client asks this once per page of such a list to show
 * 关注 / 已关注 / 回关 / 互相关注 on each row.
 */
export class RelationService {
  constructor(private readonly db: Kysely<DB>) {}

  /** One answer per distinct id, in the order asked. */
  async relations(me: number, userIds: number[]): Promise<Relation[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const [following, followers] = await Promise.all([
      this.db.selectFrom('community_follows').select('followee_id as id').where('follower_id', '=', me).where('followee_id', 'in', ids).execute(),
      this.db.selectFrom('community_follows').select('follower_id as id').where('followee_id', '=', me).where('follower_id', 'in', ids).execute(),
    ]);
    const followed = new Set(following.map((r) => r.id));
    const followsMe = new Set(followers.map((r) => r.id));
    return ids.map((userId) => ({ userId, followed: followed.has(userId), followsMe: followsMe.has(userId) }));
  }
}

export function parseUserIds(list: string): number[] {
  return list.split(',').map(Number);
}

export async function upgcRelationRoutes(app: App, { relations }: { relations: RelationService }) {
  app.get(
    '/upgc/relations',
    { config: { auth: true }, schema: { querystring: RelationQuerySchema, response: OkSchema(Type.Array(RelationSchema)) } },
    async (request) => ok(await relations.relations(currentUser(request).userId, parseUserIds(request.query.userIds))),
  );
}
