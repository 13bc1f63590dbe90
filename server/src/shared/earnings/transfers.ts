import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { serializeError } from '../../core/log.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { Headers } from '../../providers/pay/types.js';
import type { TransferProviders } from '../../providers/transfer/index.js';
import { TransferProviderError, type BillState, type TransferApp, type TransferBill, type TransferProvider } from '../../providers/transfer/types.js';
import type { KeyValueStore } from '../../store/types.js';
import type { EarningsLedger } from './ledger.js';
import { findWithdrawal, finishWithdrawal, type FinalStatus, type WithdrawalRow } from './withdrawal-state.js';

/** What happened to one transfer notification (stored in transfer_notifications.verdict). */
export type TransferVerdict =
  | 'applied'
  | 'duplicate'
  | 'progress'
  | 'late'
  | 'conflict'
  | 'unknown_bill'
  | 'amount_mismatch'
  | 'bad_signature'
  | 'stale'
  | 'bad_request'
  | 'not_configured'
  | 'error';

/** Verdicts the provider is told "received" for (it stops notifying); others answer a failure. */
const ACKNOWLEDGED: readonly TransferVerdict[] = ['applied', 'duplicate', 'progress', 'late', 'conflict'];
const UNVERIFIED: readonly TransferVerdict[] = ['bad_signature', 'stale', 'bad_request', 'not_configured'];
/** Notifications that failed verification are stored at most this often per IP per minute (no table flooding). */
const UNVERIFIED_STORED_PER_MINUTE = 60;

/** A withdrawal changed this recently is left to the request changing it (it may be creating the bill right now). */
export const RECONCILE_GRACE_MS = 60_000;
const RECONCILE_BATCH = 100;

const FINAL: Partial<Record<BillState, FinalStatus>> = { SUCCESS: 'succeeded', FAIL: 'failed', CANCELLED: 'cancelled' };

/** The remark the user sees with the transfer (WeChat: at most 32 characters). */
const REMARKS: Record<WithdrawalRow['from_area'], string> = {
  distribution: '心栈推广佣金提现',
  reading: '心栈读书会收入提现',
};

/**
 * The transfer of a withdrawal (docs/EARNINGS.md): its bill is created under our bill number,
 * stored before any call, so every retry — the user's refresh, the reconcile job after a crash
 * or an unknown answer — repeats the SAME bill; its outcome arrives by notification, query or
 * cancel answer, and all three go through `applyBill`, which changes the withdrawal once.
 */
export class TransferService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly store: KeyValueStore,
    private readonly ledger: EarningsLedger,
    private readonly providers: TransferProviders,
  ) {}

  /** Creates the bill of a `transferring` withdrawal the provider has not answered yet. Provider failures are recorded, never thrown. */
  async createBill(w: WithdrawalRow): Promise<void> {
    const provider = this.providers.byName(w.provider);
    if (!provider) {
      this.log.error({ outBillNo: w.out_bill_no, provider: w.provider }, 'transfer provider of a withdrawal is not configured');
      return;
    }
    const claimed = await this.db
      .updateTable('earning_withdrawals')
      .set({ attempts: sql<number>`attempts + 1`, updated_at: this.clock.now() })
      .where('id', '=', w.id)
      .where('status', '=', 'transferring')
      .where('provider_state', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    try {
      const bill = await provider.createBill({
        outBillNo: w.out_bill_no,
        app: w.app as TransferApp | null,
        openid: w.openid,
        amountFen: w.net_fen,
        remark: REMARKS[w.from_area],
      });
      await this.applyBill(provider.name, bill);
    } catch (err) {
      if (err instanceof TransferProviderError && err.definite) return this.refused(w, provider, err);
      await this.noteError(w, err as Error);
    }
  }

  /**
   * The provider refused to create the bill. A refusal of a retry may hide a bill an earlier call
   * created (its answer lost), so the bill is looked up first; only without one does the
   * withdrawal fail and its money return.
   */
  private async refused(w: WithdrawalRow, provider: TransferProvider, err: TransferProviderError): Promise<void> {
    let existing: TransferBill | null;
    try {
      existing = await provider.queryBill(w.out_bill_no);
    } catch (queryErr) {
      return this.noteError(w, queryErr as Error);
    }
    if (existing) {
      await this.applyBill(provider.name, existing);
      return;
    }
    this.log.warn({ err: serializeError(err), outBillNo: w.out_bill_no }, 'transfer refused: withdrawal failed, amount released');
    await this.db.transaction().execute((trx) =>
      finishWithdrawal(trx, this.ledger, w, {
        from: 'transferring',
        to: 'failed',
        now: this.clock.now(),
        providerStateIsNull: true,
        set: { fail_reason: err.code || 'REFUSED', last_error: err.message.slice(0, 500) },
      }),
    );
  }

  private async noteError(w: WithdrawalRow, err: Error): Promise<void> {
    this.log.warn({ err: serializeError(err), outBillNo: w.out_bill_no }, 'transfer call without an answer: the reconcile job repeats it');
    await this.db
      .updateTable('earning_withdrawals')
      .set({ last_error: String(err.message).slice(0, 500), updated_at: this.clock.now() })
      .where('id', '=', w.id)
      .execute();
  }

  /**
   * A bill's state as the provider reports it, applied to its withdrawal: a final state finishes
   * the withdrawal once (the winner of the conditional update moves the money), any other state
   * is recorded while the withdrawal is transferring.
   */
  async applyBill(providerName: string, bill: TransferBill): Promise<{ verdict: TransferVerdict; detail: string }> {
    const w = await findWithdrawal(this.db, { outBillNo: bill.outBillNo });
    if (!w || w.provider !== providerName) return { verdict: 'unknown_bill', detail: 'no withdrawal of this bill number' };
    if (bill.amountFen !== null && bill.amountFen !== w.net_fen) {
      this.log.error({ outBillNo: w.out_bill_no, billFen: bill.amountFen, netFen: w.net_fen }, 'transfer amount differs from the withdrawal');
      return { verdict: 'amount_mismatch', detail: `bill of ${bill.amountFen} fen, withdrawal pays ${w.net_fen} fen` };
    }
    const now = this.clock.now();
    const common = { provider_state: bill.state, transfer_bill_no: bill.transferBillNo ?? w.transfer_bill_no, last_error: null };
    const to = FINAL[bill.state];
    if (to) {
      const won = await this.db.transaction().execute((trx) =>
        finishWithdrawal(trx, this.ledger, w, {
          from: 'transferring',
          to,
          now,
          set: { ...common, package_info: null, fail_reason: to === 'failed' ? (bill.failReason ?? 'FAIL') : bill.failReason },
        }),
      );
      if (won) return { verdict: 'applied', detail: bill.state };
      const current = (await findWithdrawal(this.db, { id: w.id }))!;
      if (current.status === to) return { verdict: 'duplicate', detail: bill.state };
      this.log.error({ outBillNo: w.out_bill_no, state: bill.state, status: current.status }, 'transfer outcome contradicts the withdrawal');
      return { verdict: 'conflict', detail: `bill ${bill.state}, withdrawal already ${current.status}` };
    }
    const moved = await this.db
      .updateTable('earning_withdrawals')
      .set({ ...common, ...(bill.packageInfo ? { package_info: bill.packageInfo } : {}), updated_at: now })
      .where('id', '=', w.id)
      .where('status', '=', 'transferring')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return { verdict: 'progress', detail: bill.state };
    return { verdict: 'late', detail: `bill ${bill.state} after the withdrawal ended (${w.status})` };
  }

  /**
   * Every transfer notification comes here (WeChat's notify route, the sandbox's confirm).
   * Verifies, applies at most once, stores it with its verdict, and says whether to acknowledge.
   */
  async handleNotification(
    providerName: string,
    headers: Headers,
    rawBody: string,
    from: { ip: string } = { ip: 'internal' },
  ): Promise<{ ack: boolean; verdict: TransferVerdict }> {
    const provider = this.providers.byName(providerName);
    let verdict: TransferVerdict;
    let detail: string;
    let bill: TransferBill | null = null;
    let eventType: string | null = null;
    if (!provider) {
      verdict = 'not_configured';
      detail = `${providerName} transfers are not configured`;
    } else {
      const check = await provider.verifyNotification(headers, rawBody);
      if (!check.ok) {
        ({ verdict, detail } = check);
      } else {
        ({ bill, eventType } = check);
        try {
          ({ verdict, detail } = await this.applyBill(provider.name, bill));
        } catch (err) {
          verdict = 'error';
          detail = String((err as Error).message).slice(0, 500);
          this.log.error({ err: serializeError(err as Error), outBillNo: bill.outBillNo }, 'transfer notification failed');
        }
      }
    }
    const ack = ACKNOWLEDGED.includes(verdict);
    if (UNVERIFIED.includes(verdict)) {
      const minute = Math.floor(this.clock.now() / 60_000);
      const seen = await this.store.incr(`transfer:cb:unverified:${from.ip}:${minute}`, 60_000);
      if (seen > UNVERIFIED_STORED_PER_MINUTE) {
        if (seen === UNVERIFIED_STORED_PER_MINUTE + 1) this.log.warn({ ip: from.ip, provider: providerName }, 'too many unverifiable transfer notifications: no longer storing them this minute');
        return { ack, verdict };
      }
    }
    const level = ACKNOWLEDGED.includes(verdict) && verdict !== 'conflict' ? 'info' : verdict === 'conflict' || verdict === 'amount_mismatch' ? 'error' : 'warn';
    this.log[level]({ provider: providerName, verdict, detail, outBillNo: bill?.outBillNo, ip: from.ip }, 'transfer notification');
    await this.db
      .insertInto('transfer_notifications')
      .values({
        provider: providerName,
        out_bill_no: bill?.outBillNo ?? null,
        transfer_bill_no: bill?.transferBillNo ?? null,
        event_type: eventType,
        state: bill?.state ?? null,
        verdict,
        detail,
        body: rawBody.slice(0, 8000),
        received_at: this.clock.now(),
      })
      .execute();
    return { ack, verdict };
  }

  /** The notifications received, latest first (operators' check). */
  async notifications(filter: { outBillNo?: string; limit: number }) {
    let query = this.db.selectFrom('transfer_notifications').selectAll();
    if (filter.outBillNo) query = query.where('out_bill_no', '=', filter.outBillNo);
    const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map((n) => ({
      id: n.id,
      provider: n.provider,
      outBillNo: n.out_bill_no,
      state: n.state,
      eventType: n.event_type,
      verdict: n.verdict,
      detail: n.detail,
      receivedAt: n.received_at,
    }));
  }

  /** Brings one transferring withdrawal up to date: creates its bill if unanswered, else asks for its state. */
  async refresh(w: WithdrawalRow): Promise<void> {
    if (w.status !== 'transferring') return;
    if (w.provider_state === null) return this.createBill(w);
    const provider = this.providers.byName(w.provider);
    if (!provider) return;
    try {
      const bill = await provider.queryBill(w.out_bill_no);
      if (bill) await this.applyBill(provider.name, bill);
      else await this.noteError(w, new Error('the provider has no bill of this number'));
    } catch (err) {
      await this.noteError(w, err as Error);
    }
  }

  /**
   * The reconcile job: finishes what a crash or an unknown answer interrupted. Transferring
   * withdrawals untouched for a minute get their bill created (same number) or queried, the
   * longest untouched first; returns how many changed.
   */
  async reconcile(): Promise<number> {
    const due = await this.db
      .selectFrom('earning_withdrawals')
      .selectAll()
      .where('status', '=', 'transferring')
      .where('updated_at', '<=', this.clock.now() - RECONCILE_GRACE_MS)
      .orderBy('updated_at')
      .orderBy('id')
      .limit(RECONCILE_BATCH)
      .execute();
    let changed = 0;
    for (const w of due) {
      await this.refresh(w);
      const after = (await findWithdrawal(this.db, { id: w.id }))!;
      if (after.status !== w.status || after.provider_state !== w.provider_state) changed += 1;
    }
    return changed;
  }

  /** Asks the provider to cancel a bill the user has not confirmed; the answer is applied like any other. */
  async cancelBill(w: WithdrawalRow): Promise<void> {
    const provider = this.providers.byName(w.provider);
    if (!provider) throw new AppError(States.TRANSFER_PROVIDER_FAILED);
    let bill: TransferBill;
    try {
      bill = await provider.cancelBill(w.out_bill_no);
    } catch (err) {
      this.log.warn({ err: serializeError(err as Error), outBillNo: w.out_bill_no }, 'cancelling the transfer failed');
      if (err instanceof TransferProviderError && err.definite) {
        // Refused (the user confirmed meanwhile, or WeChat already moved on): record the bill's real state.
        await this.refresh(w);
        throw new AppError(States.WITHDRAWAL_NOT_CANCELLABLE);
      }
      throw new AppError(States.TRANSFER_PROVIDER_FAILED);
    }
    await this.applyBill(provider.name, bill);
  }

  /** The sandbox's confirm page: the user's answer becomes a signed notification through the same handler as WeChat's. */
  async sandboxConfirm(w: WithdrawalRow, result: 'confirm' | 'reject'): Promise<void> {
    const sandbox = this.providers.sandbox;
    if (!sandbox || w.provider !== sandbox.name) throw new AppError(States.TRANSFER_SANDBOX_DISABLED);
    if (w.status !== 'transferring' || w.provider_state !== 'WAIT_USER_CONFIRM') throw new AppError(States.WITHDRAWAL_NOT_AWAITING_CONFIRM);
    const notification = sandbox.notification(
      result === 'confirm'
        ? { outBillNo: w.out_bill_no, state: 'SUCCESS', amountFen: w.net_fen }
        : { outBillNo: w.out_bill_no, state: 'FAIL', amountFen: w.net_fen, failReason: 'SANDBOX_USER_REJECTED' },
    );
    await this.handleNotification(sandbox.name, notification.headers, notification.body);
  }
}
