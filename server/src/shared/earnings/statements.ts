import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { chinaDayKey } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { EarningSource } from '../../db/tables/earnings.js';
import type { TransferProviders } from '../../providers/transfer/index.js';
import { EARNING_REASONS, type EarningBalances, type EarningsLedger } from './ledger.js';
import type { EarningsAccount, LedgerRow } from './schemas.js';
import type { WithdrawalRules } from './withdrawal-rules.js';
import { usedOn } from './withdrawal-state.js';
import type { WithdrawalService } from './withdrawals.js';

/** What the earnings pages read (the account and its ledger) and the operator's adjustment. */
export class EarningsStatements {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly ledger: EarningsLedger,
    private readonly rules: WithdrawalRules,
    private readonly withdrawals: WithdrawalService,
    private readonly providers: TransferProviders,
  ) {}

  async account(userId: number): Promise<EarningsAccount> {
    const [balances, rules, today, receivers] = await Promise.all([
      this.ledger.balances(userId),
      this.rules.get(),
      usedOn(this.db, userId, chinaDayKey(this.clock.now())),
      this.withdrawals.receivers(userId),
    ]);
    const most = today.count >= rules.dailyCount ? 0 : Math.min(balances.availableFen, rules.maxFen, rules.dailyAmountFen - today.amountFen);
    return {
      balances,
      rules,
      today,
      withdrawableFen: most >= rules.minFen ? most : 0,
      provider: this.providers.active.name,
      wechatApps: [...new Set(receivers.flatMap((r) => (r.app ? [r.app] : [])))],
    };
  }

  async ledgerPage(userId: number, request: PageRequest, source?: EarningSource): Promise<Page<LedgerRow>> {
    let query = this.db.selectFrom('earning_ledger').where('user_id', '=', userId);
    if (source) query = query.where('source', '=', source);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(
      rows.map((r) => ({
        id: r.id,
        source: r.source,
        reason: r.reason,
        reasonText: EARNING_REASONS[r.reason as keyof typeof EARNING_REASONS] ?? r.reason,
        ref: r.ref,
        delta: { pendingFen: r.pending_delta, availableFen: r.available_delta, frozenFen: r.frozen_delta, withdrawnFen: r.withdrawn_delta },
        after: { pendingFen: r.pending_after, availableFen: r.available_after, frozenFen: r.frozen_after, withdrawnFen: r.withdrawn_after },
        createdAt: r.created_at,
      })),
      Number(total.n),
      request,
    );
  }

  /** An operator's correction of a user's available earnings (a deduction may not take it below 0). */
  async adjust(userId: number, amountFen: number, note: string): Promise<EarningBalances> {
    if (amountFen === 0) throw new AppError(States.EARNINGS_ADJUST_ZERO);
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    const balances = await this.db.transaction().execute((trx) =>
      this.ledger.move(trx, userId, { available: amountFen }, { source: 'admin', reason: 'admin_adjust', ref: note }, States.EARNINGS_ADJUST_SHORT),
    );
    this.log.info({ userId, amountFen, note }, 'earnings adjusted by operator');
    return balances;
  }
}
