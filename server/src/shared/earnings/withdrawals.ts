import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { chinaDayKey } from '../../core/clock.js';
import { randomDigits } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { WithdrawalFrom, WithdrawalStatus } from '../../db/tables/earnings.js';
import type { TransferProviders } from '../../providers/transfer/index.js';
import type { TransferApp, TransferProvider } from '../../providers/transfer/types.js';
import type { KeyValueStore } from '../../store/types.js';
import type { EarningsLedger } from './ledger.js';
import type { AdminWithdrawal, Withdrawal } from './schemas.js';
import type { TransferService } from './transfers.js';
import { adminWithdrawalView, CANCELLABLE_BILL_STATES, withdrawalView } from './views.js';
import { checkWithdrawalAmount, withdrawalFee, type WithdrawalRules } from './withdrawal-rules.js';
import { findWithdrawal, finishWithdrawal, takeDailyAllowance, type WithdrawalRow } from './withdrawal-state.js';

/** A user's refresh asks the provider at most once per withdrawal in this window (a tapping finger is no reason to call WeChat). */
const REFRESH_EVERY_MS = 5_000;

export interface ApplyInput {
  amountFen: number;
  from: WithdrawalFrom;
  /** The WeChat app to receive in (the one the client runs in); omitted: the user's latest. */
  app?: TransferApp;
}

/** Who receives a transfer: the user's openid of a WeChat app the provider can pay into. */
interface Receiver {
  app: TransferApp | null;
  appId: string;
  openid: string | null;
}

/**
 * Withdrawals (docs/EARNINGS.md): applying moves the amount available → frozen in the same
 * transaction as the withdrawal row and its bill number; small amounts go straight to the
 * transfer, large ones wait for an operator. Cancelling (by the user, before they confirm),
 * rejecting and a failed or cancelled transfer give the amount back exactly once.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly ledger: EarningsLedger,
    private readonly rules: WithdrawalRules,
    private readonly transfers: TransferService,
    private readonly providers: TransferProviders,
    private readonly store: KeyValueStore,
  ) {}

  /** The user's WeChat apps the active provider can pay into, latest first (none needed in the sandbox). */
  async receivers(userId: number, provider: TransferProvider = this.providers.active): Promise<Receiver[]> {
    if (!provider.needsOpenid) return [{ app: null, appId: provider.appIdFor(null) ?? '', openid: null }];
    const identities = await this.db
      .selectFrom('wechat_identities')
      .select(['app', 'openid'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return identities.flatMap((i) => {
      const appId = provider.appIdFor(i.app);
      return appId ? [{ app: i.app, appId, openid: i.openid }] : [];
    });
  }

  async apply(userId: number, input: ApplyInput): Promise<Withdrawal> {
    const rules = await this.rules.get();
    checkWithdrawalAmount(rules, input.amountFen);
    const provider = this.providers.active;
    const receiver = (await this.receivers(userId, provider)).find((r) => !input.app || r.app === input.app);
    if (!receiver) throw new AppError(States.WITHDRAW_WECHAT_REQUIRED);

    const now = this.clock.now();
    const amount = input.amountFen;
    const fee = withdrawalFee(rules, amount);
    const outBillNo = billNumber(now);
    const created = await this.db.transaction().execute(async (trx) => {
      await takeDailyAllowance(trx, userId, chinaDayKey(now), amount, rules);
      await this.ledger.move(
        trx,
        userId,
        { available: -amount, frozen: amount },
        { source: 'withdrawal', reason: 'withdrawal_applied', ref: outBillNo },
        States.WITHDRAW_INSUFFICIENT,
      );
      return trx
        .insertInto('earning_withdrawals')
        .values({
          user_id: userId,
          out_bill_no: outBillNo,
          from_area: input.from,
          amount_fen: amount,
          fee_fen: fee,
          net_fen: amount - fee,
          status: amount >= rules.reviewThresholdFen ? 'reviewing' : 'transferring',
          provider: provider.name,
          app: receiver.app,
          app_id: receiver.appId,
          openid: receiver.openid,
          provider_state: null,
          transfer_bill_no: null,
          package_info: null,
          fail_reason: null,
          reject_reason: null,
          day: chinaDayKey(now),
          attempts: 0,
          last_error: null,
          created_at: now,
          updated_at: now,
          reviewed_at: null,
          finished_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    this.log.info({ userId, outBillNo, amountFen: amount, status: created.status }, 'withdrawal applied');
    if (created.status === 'transferring') await this.transfers.createBill(created);
    return this.view((await findWithdrawal(this.db, { id: created.id }))!);
  }

  async list(userId: number, request: PageRequest, from?: WithdrawalFrom): Promise<Page<Withdrawal>> {
    let query = this.db.selectFrom('earning_withdrawals').where('user_id', '=', userId);
    if (from) query = query.where('from_area', '=', from);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(
      rows.map((w) => this.view(w)),
      Number(total.n),
      request,
    );
  }

  async detail(userId: number, id: number): Promise<Withdrawal> {
    return this.view(await this.owned(userId, id));
  }

  /** Cancelled by its user: while it waits for review (no bill yet), or while the bill waits for their confirm. */
  async cancel(userId: number, id: number): Promise<Withdrawal> {
    const w = await this.owned(userId, id);
    if (w.status === 'reviewing') {
      const won = await this.db.transaction().execute((trx) =>
        finishWithdrawal(trx, this.ledger, w, { from: 'reviewing', to: 'cancelled', now: this.clock.now() }),
      );
      if (!won) return this.cancelAgain(userId, id);
    } else if (w.status === 'transferring' && CANCELLABLE_BILL_STATES.includes(w.provider_state ?? '')) {
      await this.transfers.cancelBill(w);
    } else {
      return this.cancelAgain(userId, id);
    }
    this.log.info({ userId, outBillNo: w.out_bill_no }, 'withdrawal cancelled by its user');
    return this.detail(userId, id);
  }

  /** A second cancel of a cancelled withdrawal answers it as it is; anything else cannot be cancelled. */
  private async cancelAgain(userId: number, id: number): Promise<Withdrawal> {
    const current = await this.owned(userId, id);
    if (current.status === 'cancelled' || current.provider_state === 'CANCELING') return this.view(current);
    throw new AppError(States.WITHDRAWAL_NOT_CANCELLABLE);
  }

  /** Asks the provider now instead of waiting for its notification or the reconcile job (once per withdrawal every few seconds). */
  async refresh(userId: number, id: number): Promise<Withdrawal> {
    const w = await this.owned(userId, id);
    const window = Math.floor(this.clock.now() / REFRESH_EVERY_MS);
    if ((await this.store.incr(`earnings:refresh:${w.id}:${window}`, REFRESH_EVERY_MS)) === 1) await this.transfers.refresh(w);
    return this.detail(userId, id);
  }

  async sandboxConfirm(userId: number, id: number, result: 'confirm' | 'reject'): Promise<Withdrawal> {
    await this.transfers.sandboxConfirm(await this.owned(userId, id), result);
    return this.detail(userId, id);
  }

  // ---- operator ----

  async adminList(filter: { status?: WithdrawalStatus; userId?: number; limit: number }): Promise<AdminWithdrawal[]> {
    let query = this.db.selectFrom('earning_withdrawals').selectAll();
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.userId) query = query.where('user_id', '=', filter.userId);
    const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map((w) => adminWithdrawalView(w, this.providers));
  }

  /** Approves a reviewed withdrawal: it goes to the transfer (once, whoever approves first). */
  async approve(id: number): Promise<AdminWithdrawal> {
    const now = this.clock.now();
    const moved = await this.db
      .updateTable('earning_withdrawals')
      .set({ status: 'transferring', reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'reviewing')
      .executeTakeFirst();
    const w = await findWithdrawal(this.db, { id });
    if (!w) throw new AppError(States.WITHDRAWAL_NOT_FOUND);
    if (Number(moved.numUpdatedRows) === 0) throw new AppError(States.WITHDRAWAL_NOT_REVIEWING);
    this.log.info({ outBillNo: w.out_bill_no }, 'withdrawal approved by operator');
    await this.transfers.createBill(w);
    return adminWithdrawalView((await findWithdrawal(this.db, { id }))!, this.providers);
  }

  /** Rejects a reviewed withdrawal with a reason the user sees; the amount goes back to available. */
  async reject(id: number, reason: string): Promise<AdminWithdrawal> {
    const w = await findWithdrawal(this.db, { id });
    if (!w) throw new AppError(States.WITHDRAWAL_NOT_FOUND);
    const now = this.clock.now();
    const won = await this.db.transaction().execute((trx) =>
      finishWithdrawal(trx, this.ledger, w, { from: 'reviewing', to: 'rejected', now, set: { reject_reason: reason, reviewed_at: now } }),
    );
    if (!won) throw new AppError(States.WITHDRAWAL_NOT_REVIEWING);
    this.log.info({ outBillNo: w.out_bill_no }, 'withdrawal rejected by operator');
    return adminWithdrawalView((await findWithdrawal(this.db, { id }))!, this.providers);
  }

  private async owned(userId: number, id: number): Promise<WithdrawalRow> {
    const w = await findWithdrawal(this.db, { id });
    if (!w || w.user_id !== userId) throw new AppError(States.WITHDRAWAL_NOT_FOUND);
    return w;
  }

  private view(w: WithdrawalRow): Withdrawal {
    return withdrawalView(w, this.providers);
  }
}

/** Our bill number: 'XZW', the Beijing time to the second, 10 random digits (WeChat: [0-9A-Za-z], at most 32). */
function billNumber(now: number): string {
  return `XZW${new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${randomDigits(10)}`;
}
