import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { RelationBound } from './schemas.js';
import type { UserService } from './users.js';

export interface RelationSource {
  source: 'page' | 'data' | 'register' | 'ticket';
  pagePath?: string | null;
  sceneId?: number | null;
  channel?: string | null;
}

/**
 * Invitation relations: each user has at most one inviter, set once. Refusals are state -103
 * (the client drops them silently): own code, unknown code, already bound, or a two-user cycle.
 */
export class RelationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly users: UserService,
  ) {}

  async bind(inviteeId: number, inviteCode: string, from: RelationSource): Promise<RelationBound> {
    const inviter = await this.users.findByInvitationCode(inviteCode);
    if (!inviter) throw new AppError(States.RELATION_UNKNOWN_CODE);
    if (inviter.id === inviteeId) throw new AppError(States.RELATION_OWN_CODE);
    if (inviter.inviter_id === inviteeId) throw new AppError(States.RELATION_CYCLE);
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('relations')
          .values({
            inviter_id: inviter.id,
            invitee_id: inviteeId,
            source: from.source,
            page_path: from.pagePath ?? null,
            scene_id: from.sceneId ?? null,
            channel: from.channel ?? null,
            created_at: this.clock.now(),
          })
          .execute();
        await trx
          .updateTable('users')
          .set({ inviter_id: inviter.id })
          .where('id', '=', inviteeId)
          .where('inviter_id', 'is', null)
          .execute();
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.RELATION_ALREADY_BOUND);
      throw err;
    }
    return { inviterId: inviter.id };
  }

  /** Binding as a side effect of login: a refusal is fine and only reported back. */
  async tryBind(inviteeId: number, inviteCode: string | undefined, from: RelationSource): Promise<boolean> {
    if (!inviteCode) return false;
    try {
      await this.bind(inviteeId, inviteCode, from);
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }
}
