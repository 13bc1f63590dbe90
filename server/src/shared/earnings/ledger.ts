import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import type { StateDef } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { EarningSource } from '../../db/tables/earnings.js';

/** Why a ledger row exists (`reason`), with the Chinese text the ledger page shows. */
export const EARNING_REASONS = {
  commission_accrued: '推广佣金（待结算）',
  commission_settled: '推广佣金结算',
  commission_reversed: '订单退款，扣回佣金',
  party_settled: '读书会结算收入',
  party_refund_reversed: '读书会退款，扣回收入',
  withdrawal_applied: '申请提现',
  withdrawal_paid: '提现到账',
  withdrawal_released: '提现未成功，金额退回',
  admin_adjust: '系统调整',
} as const;
export type EarningReason = keyof typeof EARNING_REASONS;

/** A movement: how much each bucket changes (fen; omitted = 0). */
export interface EarningDeltas {
  pending?: number;
  available?: number;
  frozen?: number;
  withdrawn?: number;
}

export interface EarningCause {
  source: EarningSource;
  reason: EarningReason;
  /** An order number, a party id, a withdrawal's bill number. */
  ref: string;
}

export interface EarningBalances {
  pendingFen: number;
  availableFen: number;
  frozenFen: number;
  withdrawnFen: number;
}

const ZERO: EarningBalances = { pendingFen: 0, availableFen: 0, frozenFen: 0, withdrawnFen: 0 };

/**
 * The earnings ledger (docs/EARNINGS.md): every change of a user's earnings account is ONE call
 * of `move()` inside the transaction of its cause, which updates the account with a single
 * conditional statement and writes the ledger row with the balances after it, so each bucket
 * equals the sum of its ledger column at all times. Distribution, reading parties and
 * withdrawals all move money only through here.
 */
export class EarningsLedger {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async balances(userId: number, db: Kysely<DB> = this.db): Promise<EarningBalances> {
    const row = await db.selectFrom('earning_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return { ...ZERO };
    return { pendingFen: row.pending_fen, availableFen: row.available_fen, frozenFen: row.frozen_fen, withdrawnFen: row.withdrawn_fen };
  }

  /**
   * Applies `deltas` to the user's account and writes its ledger row, inside `trx`. Pending,
   * frozen and withdrawn never go below 0 (a programming error: it throws). Available may go
   * below 0 (a refund took back money already withdrawn) unless `refuseIfShort` is given: then a
   * movement that would take available below 0 throws that state and changes nothing.
   */
  async move(
    trx: Kysely<DB>,
    userId: number,
    deltas: EarningDeltas,
    cause: EarningCause,
    refuseIfShort?: StateDef,
  ): Promise<EarningBalances> {
    const d = { pending: deltas.pending ?? 0, available: deltas.available ?? 0, frozen: deltas.frozen ?? 0, withdrawn: deltas.withdrawn ?? 0 };
    for (const [bucket, value] of Object.entries(d)) {
      if (!Number.isSafeInteger(value)) throw new Error(`earnings ${bucket} change must be an integer of fen, got ${value}`);
    }
    if (d.pending === 0 && d.available === 0 && d.frozen === 0 && d.withdrawn === 0) throw new Error('an earnings movement must move something');
    const now = this.clock.now();
    await trx
      .insertInto('earning_accounts')
      .values({ user_id: userId, pending_fen: 0, available_fen: 0, frozen_fen: 0, withdrawn_fen: 0, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    let update = trx
      .updateTable('earning_accounts')
      .set({
        pending_fen: sql<number>`pending_fen + ${d.pending}`,
        available_fen: sql<number>`available_fen + ${d.available}`,
        frozen_fen: sql<number>`frozen_fen + ${d.frozen}`,
        withdrawn_fen: sql<number>`withdrawn_fen + ${d.withdrawn}`,
        updated_at: now,
      })
      .where('user_id', '=', userId);
    if (refuseIfShort && d.available < 0) update = update.where('available_fen', '>=', -d.available);
    const row = await update.returningAll().executeTakeFirst();
    if (!row) throw new AppError(refuseIfShort!);
    await trx
      .insertInto('earning_ledger')
      .values({
        user_id: userId,
        source: cause.source,
        reason: cause.reason,
        ref: cause.ref,
        pending_delta: d.pending,
        available_delta: d.available,
        frozen_delta: d.frozen,
        withdrawn_delta: d.withdrawn,
        pending_after: row.pending_fen,
        available_after: row.available_fen,
        frozen_after: row.frozen_fen,
        withdrawn_after: row.withdrawn_fen,
        created_at: now,
      })
      .execute();
    return { pendingFen: row.pending_fen, availableFen: row.available_fen, frozenFen: row.frozen_fen, withdrawnFen: row.withdrawn_fen };
  }

  /**
   * Users whose account differs from the sums of their ledger (the invariant every test and the
   * bench check; the operator API exposes it). Empty when all is well.
   */
  async mismatches(db: Kysely<DB> = this.db): Promise<{ userId: number; account: EarningBalances; ledger: EarningBalances }[]> {
    const sums = await db
      .selectFrom('earning_ledger')
      .select((eb) => [
        'user_id',
        eb.fn.sum<number>('pending_delta').as('pending'),
        eb.fn.sum<number>('available_delta').as('available'),
        eb.fn.sum<number>('frozen_delta').as('frozen'),
        eb.fn.sum<number>('withdrawn_delta').as('withdrawn'),
      ])
      .groupBy('user_id')
      .execute();
    const accounts = await db.selectFrom('earning_accounts').selectAll().execute();
    const byUser = new Map(sums.map((s) => [Number(s.user_id), s]));
    const out: { userId: number; account: EarningBalances; ledger: EarningBalances }[] = [];
    for (const a of accounts) {
      const s = byUser.get(a.user_id);
      const ledger = {
        pendingFen: Number(s?.pending ?? 0),
        availableFen: Number(s?.available ?? 0),
        frozenFen: Number(s?.frozen ?? 0),
        withdrawnFen: Number(s?.withdrawn ?? 0),
      };
      const account = { pendingFen: a.pending_fen, availableFen: a.available_fen, frozenFen: a.frozen_fen, withdrawnFen: a.withdrawn_fen };
      if (Object.keys(account).some((k) => account[k as keyof EarningBalances] !== ledger[k as keyof EarningBalances])) {
        out.push({ userId: a.user_id, account, ledger });
      }
      byUser.delete(a.user_id);
    }
    for (const [userId, s] of byUser) {
      out.push({ userId, account: { ...ZERO }, ledger: { pendingFen: Number(s.pending), availableFen: Number(s.available), frozenFen: Number(s.frozen), withdrawnFen: Number(s.withdrawn) } });
    }
    return out;
  }
}
