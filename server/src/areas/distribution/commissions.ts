import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB, OrderRow } from '../../db/schema.js';
import type { CommissionRow, CommissionStatus } from '../../db/tables/distribution.js';
import type { OrderListener } from '../../shared/commerce/order-events.js';
import type { EarningsLedger } from '../../shared/earnings/ledger.js';
import type { BindingService } from './binding.js';
import type { CatalogueService } from './catalogue.js';
import type { LevelService } from './levels.js';
import { peopleById } from './people.js';
import { commissionsOf } from './rules.js';
import {
  COMMISSION_STATUS_TEXT,
  type AdminCommission,
  type AdminCommissionQuery,
  type Clearing,
  type CommissionItem,
  type CommissionListQuery,
  type CommissionTotals,
  type Person,
} from './schemas.js';
import { DAY_MS, type DistributionSettings } from './settings.js';

/** Due commissions settled per transaction batch of the job. */
const SETTLE_BATCH = 200;
const UNKNOWN: Person = { userId: 0, nickname: '心栈用户', avatar: '' };

/**
 * Commissions (docs/DISTRIBUTION.md "Money"): attributed when an order is placed (who the
 * promoters are and what they earn is fixed then), accrued into the promoters' pending earnings
 * when it is paid, settled into available by the job once the refund window has passed, voided
 * when the order closes unpaid, reversed when it is refunded — before or after settlement. Every
 * change is a conditional update from the state it expects, and its money moves through the
 * earnings ledger in the same transaction, so replays and races change things once.
 */
export class CommissionBook {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly earnings: EarningsLedger,
    private readonly settings: DistributionSettings,
    private readonly levels: LevelService,
    private readonly catalogue: CatalogueService,
    private readonly binding: BindingService,
  ) {}

  /** The order listener (shared/commerce/order-events.ts) distribution subscribes. */
  listener(): OrderListener {
    return {
      name: 'distribution',
      placed: (trx, order) => this.attribute(trx, order),
      paid: (trx, order) => this.accrue(trx, order),
      closed: (trx, order) => this.voidUnpaid(trx, order),
      refunded: (trx, order) => this.reverse(trx, order),
    };
  }

  /** Placement: the buyer's promoter (tier 1) and theirs (tier 2), with what each earns, as of now. */
  private async attribute(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    if (order.kind !== 'purchase' || order.payable_fen <= 0) return;
    const rule = await this.catalogue.ruleFor(trx, order.commodity_id);
    if (!rule) return;
    const settings = await this.settings.get(trx);
    if (settings.enabled !== 1) return;
    const now = this.clock.now();
    const tier1 = await this.binding.currentPromoter(trx, order.user_id, now);
    if (tier1 === null || tier1 === order.user_id) return;
    const promoter = await trx.selectFrom('promoters').select(['parent_id', 'settled_sales_fen']).where('user_id', '=', tier1).executeTakeFirstOrThrow();
    let tier2 = promoter.parent_id;
    if (tier2 !== null && (tier2 === order.user_id || tier2 === tier1)) tier2 = null;
    if (tier2 !== null) {
      const upline = await trx.selectFrom('promoters').select('status').where('user_id', '=', tier2).executeTakeFirst();
      if (upline?.status !== 'active') tier2 = null;
    }
    const bonus = await this.levels.bonusBp(trx, promoter.settled_sales_fen);
    const rates = { mode: rule.mode, tier1Value: rule.tier1_value, tier2Value: tier2 === null ? 0 : rule.tier2_value };
    const [c1, c2] = commissionsOf(rates, order.payable_fen, order.quantity, bonus);
    const base = {
      order_id: order.id,
      order_number: order.order_number,
      buyer_id: order.user_id,
      commodity_name: order.commodity_name,
      base_fen: order.payable_fen,
      mode: rule.mode,
      status: 'unpaid' as const,
      created_at: now,
      updated_at: now,
    };
    const rows = [
      { ...base, promoter_id: tier1, tier: 1, via_id: null, rate_bp: c1.rateBp, amount_fen: c1.amountFen },
      ...(tier2 === null ? [] : [{ ...base, promoter_id: tier2, tier: 2, via_id: tier1, rate_bp: c2.rateBp, amount_fen: c2.amountFen }]),
    ].filter((r) => r.amount_fen > 0);
    if (rows.length > 0) await trx.insertInto('distribution_commissions').values(rows).execute();
  }

  /** Payment: unpaid → pending (settles after the refund window), into the promoters' pending earnings. */
  private async accrue(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    const now = this.clock.now();
    // One statement for every paid order (most earn no commission): the window read in place.
    const settleAt = sql<number>`cast(${now} as bigint) + (select refund_window_days from distribution_settings where id = 1) * cast(${DAY_MS} as bigint)`;
    const accrued = await trx
      .updateTable('distribution_commissions')
      .set({ status: 'pending', accrued_at: now, settle_at: settleAt, updated_at: now })
      .where('order_id', '=', order.id)
      .where('status', '=', 'unpaid')
      .returning(['promoter_id', 'amount_fen'])
      .execute();
    for (const c of accrued) {
      await this.earnings.move(trx, c.promoter_id, { pending: c.amount_fen }, { source: 'distribution', reason: 'commission_accrued', ref: order.order_number });
    }
  }

  /** Closed unpaid: nothing was earned. */
  private async voidUnpaid(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    const now = this.clock.now();
    await trx.updateTable('distribution_commissions').set({ status: 'void', updated_at: now }).where('order_id', '=', order.id).where('status', '=', 'unpaid').execute();
  }

  /** Refund: each commission taken back from where it is now (pending, or available once settled). */
  private async reverse(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    const now = this.clock.now();
    const reversed = { status: 'reversed' as const, reversed_at: now, updated_at: now };
    const cause = { source: 'distribution' as const, reason: 'commission_reversed' as const, ref: order.order_number };
    const rows = await trx.selectFrom('distribution_commissions').select('id').where('order_id', '=', order.id).where('status', 'in', ['pending', 'settled']).execute();
    for (const { id } of rows) {
      const fromPending = await trx
        .updateTable('distribution_commissions')
        .set(reversed)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (fromPending) {
        await this.earnings.move(trx, fromPending.promoter_id, { pending: -fromPending.amount_fen }, cause);
        continue;
      }
      const fromSettled = await trx
        .updateTable('distribution_commissions')
        .set(reversed)
        .where('id', '=', id)
        .where('status', '=', 'settled')
        .returningAll()
        .executeTakeFirst();
      if (!fromSettled) continue;
      // Available may go below 0 when the money was withdrawn already: later income repays it.
      await this.earnings.move(trx, fromSettled.promoter_id, { available: -fromSettled.amount_fen }, cause);
      if (fromSettled.tier === 1) await this.countSales(trx, fromSettled, -1);
    }
  }

  private async countSales(trx: Kysely<DB>, c: CommissionRow, sign: 1 | -1): Promise<void> {
    await trx
      .updateTable('promoters')
      .set({ settled_sales_fen: sql<number>`settled_sales_fen + ${sign * c.base_fen}`, updated_at: this.clock.now() })
      .where('user_id', '=', c.promoter_id)
      .execute();
  }

  /** The job: pending commissions past their settle time → available, each once. Answers how many settled. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.db
        .selectFrom('distribution_commissions')
        .select('id')
        .where('status', '=', 'pending')
        .where('settle_at', '<=', now)
        .orderBy('settle_at')
        .orderBy('id')
        .limit(SETTLE_BATCH)
        .execute();
      for (const { id } of due) {
        const done = await this.db.transaction().execute(async (trx) => {
          const c = await trx
            .updateTable('distribution_commissions')
            .set({ status: 'settled', settled_at: now, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .returningAll()
            .executeTakeFirst();
          if (!c) return false;
          await this.earnings.move(
            trx,
            c.promoter_id,
            { pending: -c.amount_fen, available: c.amount_fen },
            { source: 'distribution', reason: 'commission_settled', ref: c.order_number },
          );
          if (c.tier === 1) await this.countSales(trx, c, 1);
          return true;
        });
        if (done) settled += 1;
      }
      if (due.length < SETTLE_BATCH) return settled;
    }
  }

  // ---- reading ----

  async totals(promoterId: number, db: Kysely<DB> = this.db): Promise<CommissionTotals> {
    const rows = await db
      .selectFrom('distribution_commissions')
      .select(['status', (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
      .where('promoter_id', '=', promoterId)
      .groupBy('status')
      .execute();
    const of = (status: CommissionStatus) => Number(rows.find((r) => r.status === status)?.fen ?? 0);
    return { pendingFen: of('pending'), settledFen: of('settled'), reversedFen: of('reversed'), unpaidFen: of('unpaid') };
  }

  async clearing(promoterId: number): Promise<Clearing> {
    const [totals, balances, settings, next] = await Promise.all([
      this.totals(promoterId),
      this.earnings.balances(promoterId),
      this.settings.get(),
      this.db
        .selectFrom('distribution_commissions')
        .select((eb) => eb.fn.min<number>('settle_at').as('at'))
        .where('promoter_id', '=', promoterId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    ]);
    const nextAt = next?.at === null || next?.at === undefined ? null : Number(next.at);
    let nextFen = 0;
    if (nextAt !== null) {
      const soon = await this.db
        .selectFrom('distribution_commissions')
        .select((eb) => eb.fn.sum<number>('amount_fen').as('fen'))
        .where('promoter_id', '=', promoterId)
        .where('status', '=', 'pending')
        .where('settle_at', '<', nextAt + DAY_MS)
        .executeTakeFirst();
      nextFen = Number(soon?.fen ?? 0);
    }
    return {
      ...totals,
      availableFen: balances.availableFen,
      frozenFen: balances.frozenFen,
      withdrawnFen: balances.withdrawnFen,
      nextSettleAt: nextAt,
      nextSettleFen: nextFen,
      refundWindowDays: settings.refund_window_days,
    };
  }

  /** My commissions (orderforgoods: tier 1; distributorgoods: tier 2; clearingCenter: by status), newest first. */
  async list(promoterId: number, query: CommissionListQuery, request: PageRequest): Promise<Page<CommissionItem>> {
    return (await this.page({ promoterId, tier: query.tier, status: query.status }, request)).found;
  }

  async adminList(query: AdminCommissionQuery, request: PageRequest): Promise<Page<AdminCommission>> {
    const { rows, found } = await this.page({ promoterId: query.promoterId, status: query.status, orderNumber: query.orderNumber, withVoid: true }, request);
    const promoters = await peopleById(this.db, rows.map((r) => r.promoter_id));
    return { ...found, list: found.list.map((item, i) => ({ ...item, promoter: promoters.get(rows[i].promoter_id) ?? UNKNOWN })) };
  }

  private async page(
    filter: { promoterId?: number; tier?: number; status?: CommissionStatus; orderNumber?: string; withVoid?: boolean },
    request: PageRequest,
  ): Promise<{ found: Page<CommissionItem>; rows: CommissionRow[] }> {
    let query = this.db.selectFrom('distribution_commissions');
    if (filter.promoterId !== undefined) query = query.where('promoter_id', '=', filter.promoterId);
    if (filter.tier !== undefined) query = query.where('tier', '=', filter.tier);
    if (filter.orderNumber) query = query.where('order_number', '=', filter.orderNumber);
    if (filter.status) query = query.where('status', '=', filter.status);
    else if (!filter.withVoid) query = query.where('status', '!=', 'void');
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const people = await peopleById(this.db, rows.flatMap((r) => (r.via_id === null ? [r.buyer_id] : [r.buyer_id, r.via_id])));
    const list = rows.map(
      (r): CommissionItem => ({
        id: r.id,
        orderNumber: r.order_number,
        commodityName: r.commodity_name,
        tier: r.tier,
        buyer: people.get(r.buyer_id) ?? UNKNOWN,
        via: r.via_id === null ? null : (people.get(r.via_id) ?? UNKNOWN),
        baseFen: r.base_fen,
        mode: r.mode,
        rateBp: r.rate_bp,
        amountFen: r.amount_fen,
        status: r.status,
        statusText: COMMISSION_STATUS_TEXT[r.status],
        placedAt: r.created_at,
        paidAt: r.accrued_at,
        settleAt: r.settle_at,
        settledAt: r.settled_at,
        reversedAt: r.reversed_at,
      }),
    );
    return { found: page(list, Number(total.n), request), rows };
  }
}
