import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { maskMobile } from '../../core/mask.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { PromoterRow, PromoterStatus } from '../../db/tables/distribution.js';
import { leadsTo, type BindingService } from './binding.js';
import { standing, type LevelService } from './levels.js';
import { peopleById, person } from './people.js';
import { PROMOTER_STATUS_TEXT, type AdminPromoter, type ApplyBody, type MyPromoter, type PromoterAction } from './schemas.js';
import type { DistributionSettings } from './settings.js';

/** What each operator action needs and makes. */
const ACTIONS: Record<PromoterAction, { from: PromoterStatus; to: PromoterStatus; text: string }> = {
  approve: { from: 'pending', to: 'active', text: '通过申请' },
  reject: { from: 'pending', to: 'rejected', text: '驳回申请' },
  suspend: { from: 'active', to: 'suspended', text: '暂停推广' },
  reinstate: { from: 'suspended', to: 'active', text: '恢复推广' },
};

/**
 * Promoters: applying (agreeing to the current agreement), the operator's review, suspension.
 * Every status change is a conditional update from the status it expects.
 */
export class PromoterService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: DistributionSettings,
    private readonly levels: LevelService,
    private readonly binding: BindingService,
  ) {}

  async find(userId: number, db: Kysely<DB> = this.db): Promise<PromoterRow | undefined> {
    return db.selectFrom('promoters').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The caller as an active promoter, or the state telling them why not. */
  async requireActive(userId: number): Promise<PromoterRow> {
    const row = await this.find(userId);
    if (row?.status === 'active') return row;
    if (row?.status === 'pending') throw new AppError(States.PROMOTER_PENDING);
    if (row?.status === 'suspended') throw new AppError(States.PROMOTER_SUSPENDED);
    throw new AppError(States.PROMOTER_REQUIRED);
  }

  /**
   * Applies (partnerAgreementAdd) with the current agreement's version. The promoter the
   * applicant is bound to now becomes their upline (tier 2 of their sales) for good. With
   * approval switched off the applicant is a promoter at once.
   */
  async apply(userId: number, body: ApplyBody): Promise<MyPromoter> {
    const settings = await this.settings.get();
    if (settings.enabled !== 1) throw new AppError(States.DISTRIBUTION_CLOSED);
    if (body.agreementVersion !== settings.agreement_version) throw new AppError(States.AGREEMENT_OUTDATED);
    const existing = await this.find(userId);
    if (existing && existing.status !== 'rejected') throw this.notAgain(existing.status);
    const now = this.clock.now();
    let parentId = await this.binding.currentPromoter(this.db, userId, now);
    if (parentId !== null && (await leadsTo(this.db, parentId, userId, now))) parentId = null;
    const active = settings.approval_required !== 1;
    const values = {
      status: (active ? 'active' : 'pending') as PromoterStatus,
      real_name: body.realName.trim(),
      mobile: body.mobile,
      reason: body.reason.trim(),
      agreed_version: body.agreementVersion,
      parent_id: parentId,
      review_note: '',
      applied_at: now,
      reviewed_at: null,
      activated_at: active ? now : null,
      updated_at: now,
    };
    const written = existing
      ? await this.db.updateTable('promoters').set(values).where('user_id', '=', userId).where('status', '=', 'rejected').returning('user_id').executeTakeFirst()
      : await this.db
          .insertInto('promoters')
          .values({ user_id: userId, ...values })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id')
          .executeTakeFirst();
    if (!written) {
      // A concurrent application of the same user won.
      const now = await this.find(userId);
      throw this.notAgain(now?.status ?? 'pending');
    }
    return (await this.mine(userId))!;
  }

  private notAgain(status: PromoterStatus): AppError {
    if (status === 'pending') return new AppError(States.PROMOTER_PENDING);
    if (status === 'suspended') return new AppError(States.PROMOTER_SUSPENDED);
    return new AppError(States.PROMOTER_ALREADY);
  }

  /** The caller as a promoter, whatever their status; null when they never applied. */
  async mine(userId: number): Promise<MyPromoter | null> {
    const row = await this.find(userId);
    if (!row) return null;
    const [user, levels, uplines] = await Promise.all([
      this.db.selectFrom('users').select('invitation_code').where('id', '=', userId).executeTakeFirstOrThrow(),
      this.levels.list(),
      peopleById(this.db, row.parent_id === null ? [] : [row.parent_id]),
    ]);
    const { level, nextLevel } = standing(levels, row.settled_sales_fen);
    return {
      status: row.status,
      statusText: PROMOTER_STATUS_TEXT[row.status],
      realName: row.real_name,
      mobile: maskMobile(row.mobile),
      reason: row.reason,
      reviewNote: row.review_note,
      appliedAt: row.applied_at,
      activatedAt: row.activated_at,
      code: user.invitation_code,
      level,
      nextLevel,
      settledSalesFen: row.settled_sales_fen,
      upline: row.parent_id === null ? null : (uplines.get(row.parent_id) ?? null),
    };
  }

  // ---- operator ----

  async adminList(status: PromoterStatus | undefined, request: PageRequest): Promise<Page<AdminPromoter>> {
    let query = this.db.selectFrom('promoters as p').innerJoin('users as u', 'u.id', 'p.user_id');
    if (status) query = query.where('p.status', '=', status);
    const [rows, total] = await Promise.all([
      query
        .selectAll('p')
        .select(['u.id', 'u.nickname', 'u.mobile as user_mobile', 'u.avatar'])
        .orderBy('p.applied_at', 'desc')
        .orderBy('p.user_id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(
      rows.map((r) => this.adminView(r, person({ id: r.id, nickname: r.nickname, mobile: r.user_mobile, avatar: r.avatar }))),
      Number(total.n),
      request,
    );
  }

  async act(userId: number, action: PromoterAction, note: string): Promise<AdminPromoter> {
    const rule = ACTIONS[action];
    const now = this.clock.now();
    const changed = await this.db
      .updateTable('promoters')
      .set((eb) => ({
        status: rule.to,
        review_note: action === 'reject' || action === 'suspend' ? note.trim() : '',
        reviewed_at: now,
        updated_at: now,
        activated_at: rule.to === 'active' ? eb.fn.coalesce('activated_at', eb.val(now)) : eb.ref('activated_at'),
      }))
      .where('user_id', '=', userId)
      .where('status', '=', rule.from)
      .returningAll()
      .executeTakeFirst();
    if (!changed) {
      const row = await this.find(userId);
      if (!row) throw new AppError(States.PROMOTER_NOT_FOUND);
      throw new AppError(States.PROMOTER_REVIEW_CONFLICT, { status: PROMOTER_STATUS_TEXT[row.status], action: rule.text });
    }
    const user = await this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', '=', userId).executeTakeFirstOrThrow();
    return this.adminView(changed, person(user));
  }

  private adminView(r: PromoterRow, who: ReturnType<typeof person>): AdminPromoter {
    return {
      ...who,
      status: r.status,
      realName: r.real_name,
      mobile: r.mobile,
      reason: r.reason,
      reviewNote: r.review_note,
      agreedVersion: r.agreed_version,
      parentId: r.parent_id,
      settledSalesFen: r.settled_sales_fen,
      appliedAt: r.applied_at,
      reviewedAt: r.reviewed_at,
      activatedAt: r.activated_at,
    };
  }
}
