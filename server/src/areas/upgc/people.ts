import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { CommunityProfile, CommunityUser, FollowState } from './schemas.js';
import type { Viewer, Visibility } from './visibility.js';

/** People in the community: someone's home (counts and my relation to them), follows and blocks. */
export class PeopleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
  ) {}

  async home(viewer: Viewer, userId: number): Promise<CommunityProfile> {
    const user = await this.visibility.requireUser(userId);
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

  private async blockedBetween(a: number, b: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('community_blocks')
      .select('blocker_id')
      .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
      .executeTakeFirst();
    return !!row;
  }

  private async fans(userId: number): Promise<number> {
    const row = await this.db.selectFrom('community_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followee_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Idempotent; nobody follows themselves. */
  async follow(me: number, userId: number, on: boolean): Promise<FollowState> {
    if (userId === me) throw new AppError(States.FOLLOW_SELF);
    await this.visibility.requireUser(userId);
    if (on) {
      // No follow across a block, either way. (A follow racing a block is still hidden by the
      // visibility rule from notices and feeds; the next block or unfollow removes it.)
      if (await this.blockedBetween(me, userId)) throw new AppError(States.FOLLOW_BLOCKED);
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
    await this.visibility.requireUser(userId);
    const mine = fans ? 'followee_id' : 'follower_id';
    const theirs = fans ? 'follower_id' : 'followee_id';
    const query = this.db.selectFrom('community_follows').where(mine, '=', userId);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.select([theirs]).orderBy('created_at', 'desc').orderBy(theirs, 'desc').limit(request.pageSize).offset(request.offset).execute();
    const ids = rows.map((r) => (r as Record<string, number>)[theirs]);
    const users = await this.visibility.users(ids);
    return page(ids.flatMap((id) => users.get(id) ?? []), total, request);
  }

  /**
   * Idempotent. Blocking hides their posts, comments and notices from me and mine from them, and
   * ends the follows between us in both directions (in one transaction with the block).
   */
  async block(me: number, userId: number, on: boolean): Promise<{ blocked: boolean }> {
    if (userId === me) throw new AppError(States.BLOCK_SELF);
    await this.visibility.requireUser(userId);
    if (on) {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('community_blocks')
          .values({ blocker_id: me, blocked_id: userId, created_at: this.clock.now() })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        await trx
          .deleteFrom('community_follows')
          .where((eb) =>
            eb.or([
              eb.and([eb('follower_id', '=', me), eb('followee_id', '=', userId)]),
              eb.and([eb('follower_id', '=', userId), eb('followee_id', '=', me)]),
            ]),
          )
          .execute();
      });
    } else {
      await this.db.deleteFrom('community_blocks').where('blocker_id', '=', me).where('blocked_id', '=', userId).execute();
    }
    return { blocked: on };
  }
}
