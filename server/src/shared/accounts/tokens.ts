import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken, sha256Hex } from '../../core/crypto.js';
import type { DB } from '../../db/schema.js';
import type { IssuedToken } from './schemas.js';

/** Inside WeChat (browser or mini-program) a login lasts an hour; elsewhere a day (spec 4.2, 9). */
export function tokenLifeSeconds(ecologyName: string): number {
  return ecologyName === 'mpXfs' || ecologyName === 'miniXfs' ? 3600 : 86400;
}

export interface AuthUser {
  userId: number;
  tokenHash: string;
  ecologyName: string;
}

/** Bearer tokens: 32 random bytes handed out once, kept only as their sha256. */
export class TokenService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number, ecologyName: string, db: Kysely<DB> = this.db): Promise<IssuedToken> {
    const token = randomToken();
    const expiresIn = tokenLifeSeconds(ecologyName);
    const now = this.clock.now();
    await db
      .insertInto('tokens')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        ecology_name: ecologyName,
        created_at: now,
        expires_at: now + expiresIn * 1000,
        revoked_at: null,
      })
      .execute();
    return { token, expiresIn };
  }

  /** The user of a live token, or null when it is unknown, expired or revoked. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const tokenHash = sha256Hex(token);
    const row = await this.db
      .selectFrom('tokens')
      .select(['user_id', 'ecology_name', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= this.clock.now()) return null;
    return { userId: row.user_id, tokenHash, ecologyName: row.ecology_name };
  }

  async revoke(tokenHash: string, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('tokens')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
