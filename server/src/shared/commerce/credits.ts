import { sql, type Kysely } from 'kysely';
import { chinaDayKey, type Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { CreditRuleRow, DB } from '../../db/schema.js';
import type { CreditAction, CreditRule, CreditRuleBody, LedgerEntry } from './schemas.js';

/** Why a ledger row exists (`reason`), with the Chinese text the records page shows. */
export const CREDIT_REASONS = {
  daily_signin: '每日签到',
  first_purchase: '首次购买奖励',
  order_reserve: '下单抵扣',
  order_release: '订单关闭，积分退回',
  order_refund: '订单退款，积分退回',
  first_purchase_revoked: '订单退款，扣回首购奖励',
  exchange: '积分兑换',
  admin_adjust: '系统调整',
} as const;
export type CreditReason = keyof typeof CREDIT_REASONS;

export function ruleView(r: CreditRuleRow): CreditRule {
  return {
    action: r.action,
    name: r.name,
    points: r.points,
    dailyCap: r.daily_cap,
    totalCap: r.total_cap,
    description: r.description,
    active: r.active === 1,
  };
}

/**
 * Credits (积分). The balance lives in `credit_accounts` (a CHECK keeps it ≥ 0) and every change
 * is one `credit_ledger` row written by `change()` in the caller's transaction, so the balance
 * always equals the sum of the ledger. Spending is a conditional update (`balance >= n`).
 */
export class CreditService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async balance(userId: number, db: Kysely<DB> = this.db): Promise<number> {
    const row = await db
      .selectFrom('credit_accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.balance ?? 0;
  }

  /**
   * Adds `delta` (negative: spends) and writes its ledger row, inside `trx`. Returns the new
   * balance; spending more than the balance throws CREDITS_INSUFFICIENT and changes nothing.
   */
  async change(trx: Kysely<DB>, userId: number, delta: number, reason: CreditReason, ref: string | null): Promise<number> {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`credit change must be a non-zero integer, got ${delta}`);
    const now = this.clock.now();
    let balance: number;
    if (delta > 0) {
      const row = await trx
        .insertInto('credit_accounts')
        .values({ user_id: userId, balance: delta, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ balance: sql<number>`credit_accounts.balance + ${delta}`, updated_at: now }),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      balance = row.balance;
    } else {
      const row = await trx
        .updateTable('credit_accounts')
        .set({ balance: sql<number>`balance - ${-delta}`, updated_at: now })
        .where('user_id', '=', userId)
        .where('balance', '>=', -delta)
        .returning('balance')
        .executeTakeFirst();
      if (!row) throw new AppError(States.CREDITS_INSUFFICIENT);
      balance = row.balance;
    }
    await trx
      .insertInto('credit_ledger')
      .values({ user_id: userId, delta, reason, ref, balance_after: balance, created_at: now })
      .execute();
    return balance;
  }

  /**
   * Takes back up to `max` points (never below 0), e.g. a first-purchase reward on refund.
   * Compare-and-set on the balance read, retried if it moved meanwhile. Returns the points taken.
   */
  async takeUpTo(trx: Kysely<DB>, userId: number, max: number, reason: CreditReason, ref: string | null): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const balance = await this.balance(userId, trx);
      const take = Math.min(balance, max);
      if (take <= 0) return 0;
      const now = this.clock.now();
      const row = await trx
        .updateTable('credit_accounts')
        .set({ balance: balance - take, updated_at: now })
        .where('user_id', '=', userId)
        .where('balance', '=', balance)
        .returning('balance')
        .executeTakeFirst();
      if (!row) continue;
      await trx
        .insertInto('credit_ledger')
        .values({ user_id: userId, delta: -take, reason, ref, balance_after: row.balance, created_at: now })
        .execute();
      return take;
    }
    throw new Error('credit balance kept changing; try again');
  }

  async ledger(userId: number, request: PageRequest): Promise<Page<LedgerEntry>> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      this.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return page(
      rows.map((r) => ({
        id: r.id,
        delta: r.delta,
        reason: r.reason,
        reasonText: CREDIT_REASONS[r.reason as CreditReason] ?? r.reason,
        ref: r.ref,
        balanceAfter: r.balance_after,
        createdAt: r.created_at,
      })),
      total.n,
      request,
    );
  }

  async rules(options: { all?: boolean } = {}): Promise<CreditRule[]> {
    let query = this.db.selectFrom('credit_rules').selectAll().orderBy('sort').orderBy('id');
    if (!options.all) query = query.where('active', '=', 1);
    return (await query.execute()).map(ruleView);
  }

  async rule(action: string, db: Kysely<DB> = this.db): Promise<CreditRuleRow | undefined> {
    return db.selectFrom('credit_rules').selectAll().where('action', '=', action).executeTakeFirst();
  }

  /**
   * Awards the points of `action` inside `trx` unless a cap is reached (answers the points
   * awarded, 0 when capped or the rule is off). Caps are slots in `credit_claims`, unique per
   * (user, action, period): `insert … on conflict do nothing` never aborts the transaction and
   * lets exactly one of two racing requests take a slot.
   */
  async award(trx: Kysely<DB>, userId: number, action: CreditAction, ref: string | null): Promise<number> {
    const rule = await this.rule(action, trx);
    if (!rule || rule.active !== 1 || rule.points <= 0) return 0;
    const now = this.clock.now();
    const claimed: number[] = [];
    const release = async () => {
      if (claimed.length) await trx.deleteFrom('credit_claims').where('id', 'in', claimed).execute();
    };
    if (rule.daily_cap !== null) {
      const slot = await this.claimSlot(trx, userId, action, `d:${chinaDayKey(now)}`, rule.daily_cap, now);
      if (slot === null) return 0;
      claimed.push(slot);
    }
    if (rule.total_cap !== null) {
      const slot = await this.claimSlot(trx, userId, action, 't', rule.total_cap, now);
      if (slot === null) {
        await release();
        return 0;
      }
      claimed.push(slot);
    }
    await this.change(trx, userId, rule.points, action, ref);
    return rule.points;
  }

  /** Takes the next free slot `${period}#k` (k ≤ cap); null when all are taken. */
  private async claimSlot(
    trx: Kysely<DB>,
    userId: number,
    action: string,
    period: string,
    cap: number,
    now: number,
  ): Promise<number | null> {
    const taken = await trx
      .selectFrom('credit_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('action', '=', action)
      .where('period_key', 'like', `${period}#%`)
      .executeTakeFirstOrThrow();
    for (let k = taken.n + 1; k <= cap; k += 1) {
      const row = await trx
        .insertInto('credit_claims')
        .values({ user_id: userId, action, period_key: `${period}#${k}`, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'action', 'period_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return row.id;
    }
    return null;
  }

  async signedToday(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('credit_claims')
      .select('id')
      .where('user_id', '=', userId)
      .where('action', '=', 'daily_signin')
      .where('period_key', 'like', `d:${chinaDayKey(this.clock.now())}#%`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Daily sign-in: the rule's points, at most `daily_cap` times per Beijing day. */
  async signIn(userId: number): Promise<{ points: number; balance: number }> {
    const rule = await this.rule('daily_signin');
    if (!rule || rule.active !== 1) throw new AppError(States.CREDITS_RULE_INACTIVE);
    const points = await this.db.transaction().execute((trx) => this.award(trx, userId, 'daily_signin', null));
    if (points === 0) throw new AppError(States.CREDITS_ALREADY_SIGNED);
    return { points, balance: await this.balance(userId) };
  }

  /** Operator correction: one ledger row (reason admin_adjust); cannot take the balance below 0. */
  async adjust(userId: number, delta: number, note: string | null): Promise<number> {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    return this.db.transaction().execute((trx) => this.change(trx, userId, delta, 'admin_adjust', note));
  }

  async upsertRule(
    action: CreditAction,
    input: CreditRuleBody,
  ): Promise<CreditRule> {
    const now = this.clock.now();
    const existing = await this.rule(action);
    const values = {
      name: input.name ?? existing?.name ?? action,
      points: input.points,
      daily_cap: input.dailyCap === undefined ? (existing?.daily_cap ?? null) : input.dailyCap,
      total_cap: input.totalCap === undefined ? (existing?.total_cap ?? null) : input.totalCap,
      description: input.description ?? existing?.description ?? '',
      active: input.active === undefined ? (existing?.active ?? 1) : input.active ? 1 : 0,
      updated_at: now,
    };
    await this.db
      .insertInto('credit_rules')
      .values({ action, sort: 0, ...values })
      .onConflict((oc) => oc.column('action').doUpdateSet(values))
      .execute();
    return ruleView((await this.rule(action))!);
  }
}
