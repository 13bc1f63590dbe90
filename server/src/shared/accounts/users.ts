import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomFrom } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { maskMobile } from '../../core/mask.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB, UserRow } from '../../db/schema.js';
import type { Membership, ProfilePatch, TagOptions, UserInfo } from './schemas.js';

export type { Membership };

/** Membership at `now`: VIP while `vip_expire_at` lies ahead (the one rule every area uses). */
/** How a user without a nickname is shown to others (rankings, the community): 心栈用户 + the mobile's last four. */
export function displayName(nickname: string, mobile: string): string {
  return nickname.trim() || `心栈用户${mobile.slice(-4)}`;
}

export function membership(vipExpireAt: number | null, now: number): Membership {
  return { isVip: (vipExpireAt ?? 0) > now, expireAt: vipExpireAt };
}

/** A user's membership at `now`; null for an unknown user. */
export async function membershipOf(db: Kysely<DB>, userId: number, now: number): Promise<Membership | null> {
  const user = await db.selectFrom('users').select('vip_expire_at').where('id', '=', userId).executeTakeFirst();
  return user ? membership(user.vip_expire_at, now) : null;
}
import { GENDERS } from '../../db/seed-data.js';

/** [A-Z2-9] without the look-alikes I and O. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface NewUserOrigin {
  channel?: string | null;
  sceneId?: number | null;
  nickname?: string;
  avatar?: string;
}

function parseTags(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export class UserService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByMobile(mobile: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  }

  async findByInvitationCode(code: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('invitation_code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
  }

  /** The user of this mobile; created (with a fresh invitation code) on first login. */
  async findOrCreateByMobile(mobile: string, origin: NewUserOrigin = {}): Promise<{ user: UserRow; created: boolean }> {
    const existing = await this.findByMobile(mobile);
    if (existing) return { user: existing, created: false };
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const now = this.clock.now();
      try {
        const user = await this.db
          .insertInto('users')
          .values({
            mobile,
            invitation_code: randomFrom(CODE_ALPHABET, attempt < 5 ? 6 : 8),
            nickname: origin.nickname || `心栈用户${mobile.slice(-4)}`,
            avatar: origin.avatar ?? '',
            gender: 0,
            age_range: null,
            tags: '[]',
            signature: '',
            inviter_id: null,
            channel: origin.channel ?? null,
            scene_id: origin.sceneId ?? null,
            vip_expire_at: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { user, created: true };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Either the same mobile signed up concurrently, or the invitation code collided.
        const raced = await this.findByMobile(mobile);
        if (raced) return { user: raced, created: false };
      }
    }
    throw new Error('could not allocate a unique invitation code');
  }

  async info(userId: number): Promise<UserInfo> {
    const user = await this.findById(userId);
    if (!user) throw new AppError(States.LOGIN_EXPIRED);
    const identity = await this.db
      .selectFrom('wechat_identities')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const tags = parseTags(user.tags);
    const now = this.clock.now();
    return {
      userId: user.id,
      invitationCode: user.invitation_code,
      nickname: user.nickname,
      avatar: user.avatar,
      mobile: maskMobile(user.mobile),
      gender: user.gender,
      ageRange: user.age_range,
      tags,
      signature: user.signature,
      vip: membership(user.vip_expire_at, now),
      profileCompleted: user.gender !== 0 && user.age_range !== null && tags.length > 0,
      wxBound: identity !== undefined,
      createdAt: user.created_at,
    };
  }

  async updateProfile(userId: number, patch: ProfilePatch): Promise<UserInfo> {
    if (patch.ageRange != null || patch.tags?.length) {
      const options = await this.tagOptions();
      if (patch.ageRange != null && !options.ageRanges.some((a) => a.id === patch.ageRange)) {
        throw new AppError(States.INVALID_AGE_RANGE);
      }
      const known = new Set(options.tags.map((t) => t.id));
      if (patch.tags?.some((tag) => !known.has(tag))) throw new AppError(States.INVALID_TAGS);
    }
    const changes = {
      nickname: patch.nickname?.trim(),
      avatar: patch.avatar,
      gender: patch.gender,
      age_range: patch.ageRange,
      tags: patch.tags ? JSON.stringify([...new Set(patch.tags)]) : undefined,
      signature: patch.signature?.trim(),
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length) {
      await this.db
        .updateTable('users')
        .set({ ...defined, updated_at: this.clock.now() })
        .where('id', '=', userId)
        .execute();
    }
    return this.info(userId);
  }

  async tagOptions(): Promise<TagOptions> {
    const rows = await this.db
      .selectFrom('tag_options')
      .select(['kind', 'code', 'name', 'group_name'])
      .orderBy('kind')
      .orderBy('sort')
      .execute();
    return {
      genders: [...GENDERS],
      ageRanges: rows.filter((r) => r.kind === 'age_range').map((r) => ({ id: r.code, name: r.name })),
      tags: rows
        .filter((r) => r.kind === 'interest')
        .map((r) => ({ id: r.code, name: r.name, group: r.group_name })),
    };
  }
}
