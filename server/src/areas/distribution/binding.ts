import { sql, type Kysely } from 'kysely';
import { beijingDay } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import { sha256Hex } from '../../core/crypto.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { person } from './people.js';
import type { BindOutcome, BindResult, VisitResult } from './schemas.js';
import { DAY_MS, type DistributionSettings } from './settings.js';

/** An account made this long before binding counts as a sign-up through the link. */
const SIGN_UP_WINDOW_MS = DAY_MS;
/** How far a cycle check walks (people), far beyond any real chain. */
const CHAIN_WALK_LIMIT = 500;
/** The PostgreSQL advisory lock that serialises binding changes (they are rare; cycles need a global view). */
const BINDING_LOCK = 5_201_012;

/**
 * Whether following `from`'s promoters — who brought them in (promoters.parent_id) and whom they
 * are bound to now — ever reaches `target`. Binding `target` to `from` would then close a cycle.
 */
export async function leadsTo(db: Kysely<DB>, from: number, target: number, now: number): Promise<boolean> {
  const seen = new Set<number>([from]);
  let frontier = [from];
  while (frontier.length > 0 && seen.size < CHAIN_WALK_LIMIT) {
    if (frontier.includes(target)) return true;
    const [parents, bindings] = await Promise.all([
      db.selectFrom('promoters').select('parent_id as next').where('user_id', 'in', frontier).where('parent_id', 'is not', null).execute(),
      db.selectFrom('distribution_bindings').select('promoter_id as next').where('user_id', 'in', frontier).where('expires_at', '>', now).execute(),
    ]);
    frontier = [];
    for (const { next } of [...parents, ...bindings]) {
      if (next !== null && !seen.has(next)) {
        seen.add(next);
        frontier.push(next);
      }
    }
  }
  return false;
}

/**
 * Buyers' bindings to promoters (docs/DISTRIBUTION.md "Binding"): the first promoter whose link
 * a buyer opens holds them until the binding expires; the same promoter's link again renews it;
 * never oneself, never a cycle; a binding to a promoter who is no longer active, or expired, gives
 * way to the next touch. Link visits are counted once per visitor, promoter and Beijing day.
 */
export class BindingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly settings: DistributionSettings,
  ) {}

  /** The active promoter of a code (a user's invitation code). */
  async promoterOfCode(code: string, db: Kysely<DB> = this.db) {
    return db
      .selectFrom('users as u')
      .innerJoin('promoters as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.nickname', 'u.mobile', 'u.avatar', 'u.created_at'])
      .where('u.invitation_code', '=', code.trim().toUpperCase())
      .where('p.status', '=', 'active')
      .executeTakeFirst();
  }

  /** The buyer's promoter now: their binding, unexpired, to a promoter who is active. */
  async currentPromoter(db: Kysely<DB>, buyerId: number, now: number): Promise<number | null> {
    const row = await db
      .selectFrom('distribution_bindings as b')
      .innerJoin('promoters as p', 'p.user_id', 'b.promoter_id')
      .select('b.promoter_id')
      .where('b.user_id', '=', buyerId)
      .where('b.expires_at', '>', now)
      .where('p.status', '=', 'active')
      .executeTakeFirst();
    return row?.promoter_id ?? null;
  }

  async bind(buyerId: number, code: string): Promise<BindResult> {
    const refused = (outcome: BindOutcome): BindResult => ({ bound: false, outcome, promoter: null, expiresAt: null });
    const settings = await this.settings.get();
    if (settings.enabled !== 1) return refused('closed');
    const promoter = await this.promoterOfCode(code);
    if (!promoter) return refused('not_promoter');
    if (promoter.id === buyerId) return refused('self');
    const shown = person(promoter);

    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${BINDING_LOCK})`.execute(trx);
      const now = this.clock.now();
      const expiresAt = now + settings.bind_days * DAY_MS;
      const existing = await trx.selectFrom('distribution_bindings').selectAll().where('user_id', '=', buyerId).executeTakeFirst();
      if (existing && existing.expires_at > now) {
        if (existing.promoter_id === promoter.id) {
          await trx.updateTable('distribution_bindings').set({ expires_at: expiresAt }).where('user_id', '=', buyerId).execute();
          return { bound: true, outcome: 'renewed' as const, promoter: shown, expiresAt };
        }
        if ((await this.currentPromoter(trx, buyerId, now)) !== null) return refused('already_bound');
      }
      if (await leadsTo(trx, promoter.id, buyerId, now)) return refused('cycle');
      const buyer = await trx.selectFrom('users').select('created_at').where('id', '=', buyerId).executeTakeFirstOrThrow();
      const values = { promoter_id: promoter.id, bound_at: now, expires_at: expiresAt, new_user: buyer.created_at >= now - SIGN_UP_WINDOW_MS ? 1 : 0 };
      await trx
        .insertInto('distribution_bindings')
        .values({ user_id: buyerId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return { bound: true, outcome: 'bound' as const, promoter: shown, expiresAt };
    });
  }

  /** A visit of a promoter's link; with a logged-in visitor it binds as well. */
  async visit(input: { code: string; page?: string; visitorId?: string; userId: number | null; ip: string }): Promise<VisitResult> {
    const binding = input.userId === null ? null : await this.bind(input.userId, input.code);
    const promoter = await this.promoterOfCode(input.code);
    if (!promoter || promoter.id === input.userId) return { counted: false, binding };
    const visitor =
      input.userId !== null ? `u${input.userId}` : input.visitorId ? `d${input.visitorId}` : `i${sha256Hex(input.ip).slice(0, 24)}`;
    const now = this.clock.now();
    const inserted = await this.db
      .insertInto('distribution_visits')
      .values({ promoter_id: promoter.id, day: beijingDay(now), visitor, page: (input.page ?? '').slice(0, 200), created_at: now })
      .onConflict((oc) => oc.columns(['promoter_id', 'day', 'visitor']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return { counted: inserted !== undefined, binding };
  }
}
