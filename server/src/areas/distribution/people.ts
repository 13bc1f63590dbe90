import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import type { Person } from './schemas.js';

/** How promoters see other users: their display name and avatar, never their mobile. */
export function person(user: { id: number; nickname: string; mobile: string; avatar: string }): Person {
  return { userId: user.id, nickname: displayName(user.nickname, user.mobile), avatar: user.avatar };
}

/** People by id (unknown ids are left out). */
export async function peopleById(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', 'in', unique).execute();
  return new Map(rows.map((u) => [u.id, person(u)]));
}
