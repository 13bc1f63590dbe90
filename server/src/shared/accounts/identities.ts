import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import type { WechatUser } from '../../providers/wechat.js';

export type WechatApp = 'mp' | 'mini';

/** WeChat identities (one row per openid), bound to a user once a mobile is verified. */
export class IdentityService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Records what WeChat told us about an openid; keeps an existing binding. */
  async upsert(app: WechatApp, user: Partial<WechatUser> & { openid: string }): Promise<void> {
    const now = this.clock.now();
    const profile = {
      ...(user.nickname ? { nickname: user.nickname } : {}),
      ...(user.avatar ? { avatar: user.avatar } : {}),
      ...(user.unionid ? { unionid: user.unionid } : {}),
    };
    await this.db
      .insertInto('wechat_identities')
      .values({
        openid: user.openid,
        app,
        unionid: user.unionid ?? null,
        user_id: null,
        nickname: user.nickname ?? '',
        avatar: user.avatar ?? '',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('openid').doUpdateSet({ ...profile, updated_at: now }))
      .execute();
  }

  async findByOpenid(openid: string) {
    return this.db
      .selectFrom('wechat_identities')
      .select(['openid', 'app', 'user_id', 'nickname', 'avatar'])
      .where('openid', '=', openid)
      .executeTakeFirst();
  }

  async bind(openid: string, userId: number, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('wechat_identities')
      .set({ user_id: userId, updated_at: this.clock.now() })
      .where('openid', '=', openid)
      .execute();
  }

  /** Moves every WeChat binding of one user to another (account switch). */
  async moveBindings(fromUserId: number, toUserId: number, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('wechat_identities')
      .set({ user_id: toUserId, updated_at: this.clock.now() })
      .where('user_id', '=', fromUserId)
      .execute();
  }
}
