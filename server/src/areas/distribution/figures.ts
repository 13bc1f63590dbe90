import type { Kysely } from 'kysely';
import { beijingDay, dayStartMs } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB } from '../../db/schema.js';
import type { EarningsLedger } from '../../shared/earnings/ledger.js';
import type { CatalogueService } from './catalogue.js';
import type { CommissionBook } from './commissions.js';
import type { LevelService } from './levels.js';
import { person } from './people.js';
import type { PromoterService } from './promoters.js';
import type { Center, Customer, Guide, LinkToday, SubPromoter } from './schemas.js';
import type { DistributionSettings } from './settings.js';

/** Commissions that count as earned (accrued and not taken back). */
const EARNED = ['pending', 'settled'] as const;

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** The promoter's figures: the overview, today's link figures, customers and sub-promoters, and the public guide. */
export class FigureService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly earnings: EarningsLedger,
    private readonly settings: DistributionSettings,
    private readonly levels: LevelService,
    private readonly promoters: PromoterService,
    private readonly commissions: CommissionBook,
    private readonly catalogue: CatalogueService,
  ) {}

  /** talentCenter / promotionpage: my standing as a promoter (any status) and my money. */
  async center(userId: number): Promise<Center> {
    const now = this.clock.now();
    const [settings, promoter, commission, balances, today, customers, subPromoters] = await Promise.all([
      this.settings.get(),
      this.promoters.mine(userId),
      this.commissions.totals(userId),
      this.earnings.balances(userId),
      this.today(userId),
      this.db.selectFrom('distribution_bindings').select((eb) => eb.fn.countAll<number>().as('n')).where('promoter_id', '=', userId).where('expires_at', '>', now).executeTakeFirst(),
      this.db.selectFrom('promoters').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', userId).executeTakeFirst(),
    ]);
    return {
      enabled: settings.enabled === 1,
      approvalRequired: settings.approval_required === 1,
      promoter,
      commission,
      account: { availableFen: balances.availableFen, frozenFen: balances.frozenFen, withdrawnFen: balances.withdrawnFen },
      customers: count(customers),
      subPromoters: count(subPromoters),
      today,
    };
  }

  /** linkcounttoday: today's (Beijing) figures of my links. */
  async today(promoterId: number): Promise<LinkToday> {
    const day = beijingDay(this.clock.now());
    const start = dayStartMs(day);
    const commissions = this.db.selectFrom('distribution_commissions').where('promoter_id', '=', promoterId);
    const [visits, bindings, placed, paid] = await Promise.all([
      this.db.selectFrom('distribution_visits').select((eb) => eb.fn.countAll<number>().as('n')).where('promoter_id', '=', promoterId).where('day', '=', day).executeTakeFirst(),
      this.db
        .selectFrom('distribution_bindings')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('new_user').as('fresh')])
        .where('promoter_id', '=', promoterId)
        .where('bound_at', '>=', start)
        .executeTakeFirst(),
      commissions.select((eb) => eb.fn.countAll<number>().as('n')).where('tier', '=', 1).where('created_at', '>=', start).executeTakeFirst(),
      commissions
        .select((eb) => [eb.fn.sum<number>(eb.case().when('tier', '=', 1).then(1).else(0).end()).as('n'), eb.fn.sum<number>('amount_fen').as('fen')])
        .where('accrued_at', '>=', start)
        .where('status', 'in', EARNED)
        .executeTakeFirst(),
    ]);
    return {
      day,
      visits: count(visits),
      bindings: count(bindings),
      signUps: Number(bindings?.fresh ?? 0),
      ordersPlaced: count(placed),
      ordersPaid: count(paid),
      commissionFen: Number(paid?.fen ?? 0),
    };
  }

  /** inviteFriends: buyers bound to me now, latest first, with what their orders earned me. */
  async customers(promoterId: number, request: PageRequest): Promise<Page<Customer>> {
    const now = this.clock.now();
    const query = this.db
      .selectFrom('distribution_bindings as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .where('b.promoter_id', '=', promoterId)
      .where('b.expires_at', '>', now);
    const [rows, total] = await Promise.all([
      query
        .select(['u.id', 'u.nickname', 'u.mobile', 'u.avatar', 'b.bound_at', 'b.expires_at', 'b.new_user'])
        .orderBy('b.bound_at', 'desc')
        .orderBy('b.user_id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const earned = rows.length
      ? await this.db
          .selectFrom('distribution_commissions')
          .select(['buyer_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
          .where('promoter_id', '=', promoterId)
          .where('tier', '=', 1)
          .where('status', 'in', EARNED)
          .where('buyer_id', 'in', rows.map((r) => r.id))
          .groupBy('buyer_id')
          .execute()
      : [];
    const byBuyer = new Map(earned.map((e) => [e.buyer_id, e]));
    return page(
      rows.map((r) => ({
        ...person(r),
        boundAt: r.bound_at,
        expiresAt: r.expires_at,
        newUser: r.new_user === 1,
        orders: Number(byBuyer.get(r.id)?.n ?? 0),
        commissionFen: Number(byBuyer.get(r.id)?.fen ?? 0),
      })),
      count(total),
      request,
    );
  }

  /** inviteFriends: the promoters I brought in, with their customers and what I earned through them. */
  async team(promoterId: number, request: PageRequest): Promise<Page<SubPromoter>> {
    const now = this.clock.now();
    const query = this.db.selectFrom('promoters as p').innerJoin('users as u', 'u.id', 'p.user_id').where('p.parent_id', '=', promoterId);
    const [rows, total] = await Promise.all([
      query
        .select(['u.id', 'u.nickname', 'u.mobile', 'u.avatar', 'p.status', 'p.activated_at'])
        .orderBy('p.applied_at', 'desc')
        .orderBy('p.user_id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((r) => r.id);
    const [customers, earned] = ids.length
      ? await Promise.all([
          this.db
            .selectFrom('distribution_bindings')
            .select(['promoter_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('promoter_id', 'in', ids)
            .where('expires_at', '>', now)
            .groupBy('promoter_id')
            .execute(),
          this.db
            .selectFrom('distribution_commissions')
            .select(['via_id', (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
            .where('promoter_id', '=', promoterId)
            .where('tier', '=', 2)
            .where('status', 'in', EARNED)
            .where('via_id', 'in', ids)
            .groupBy('via_id')
            .execute(),
        ])
      : [[], []];
    const customersOf = new Map(customers.map((c) => [c.promoter_id, Number(c.n)]));
    const earnedVia = new Map(earned.map((e) => [e.via_id, Number(e.fen)]));
    return page(
      rows.map((r) => ({
        ...person(r),
        status: r.status,
        activatedAt: r.activated_at,
        customers: customersOf.get(r.id) ?? 0,
        commissionFen: earnedVia.get(r.id) ?? 0,
      })),
      count(total),
      request,
    );
  }

  /** distributionGuide (public): the programme as its settings, levels and products make it. */
  async guide(): Promise<Guide> {
    const [settings, levels, products] = await Promise.all([this.settings.get(), this.levels.list(), this.catalogue.programmeFigures()]);
    return {
      enabled: settings.enabled === 1,
      approvalRequired: settings.approval_required === 1,
      bindDays: settings.bind_days,
      refundWindowDays: settings.refund_window_days,
      tiers: 2,
      levels,
      ...products,
      agreementVersion: settings.agreement_version,
    };
  }
}
