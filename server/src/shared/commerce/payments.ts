import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BackgroundTasks } from '../../core/background.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { serializeError } from '../../core/log.js';
import { States } from '../../core/states.js';
import type { DB, OrderRow } from '../../db/schema.js';
import type { PayProviders } from '../../providers/pay/index.js';
import { PayProviderError, type Headers, type PaymentEvent } from '../../providers/pay/types.js';
import type { KeyValueStore } from '../../store/types.js';
import type { CreditService } from './credits.js';
import type { MembershipChanges } from './memberships.js';
import type { OrderClosing } from './order-closing.js';
import type { OrderEvents } from './order-events.js';
import type { OrderFulfilment } from './order-fulfilment.js';
import type { OrderPlacement } from './order-placement.js';
import type { OrderService } from './orders.js';
import type { AddOrderAnswer, Order, OrderExt, SandboxResult } from './schemas.js';
import type { SinglePurchases } from './single-purchase.js';
import { OPEN_STATUSES, canTransition, transition } from './state.js';
import { orderView } from './views.js';

const DAY_MS = 86_400_000;

/** What happened to one callback (stored in payment_callbacks.verdict). */
export type CallbackVerdict =
  | 'applied'
  | 'duplicate'
  | 'not_success'
  | 'bad_signature'
  | 'stale'
  | 'bad_request'
  | 'not_configured'
  | 'unknown_order'
  | 'no_attempt'
  | 'amount_mismatch'
  | 'late_paid'
  | 'error';

/** Verdicts the provider is told "received" for (it stops retrying); others answer a failure. */
const ACKNOWLEDGED: readonly CallbackVerdict[] = ['applied', 'duplicate', 'not_success', 'late_paid'];
/** Callbacks that failed verification are stored at most this often per IP per minute (no table flooding). */
const UNVERIFIED_STORED_PER_MINUTE = 60;
const UNVERIFIED: readonly CallbackVerdict[] = ['bad_signature', 'stale', 'bad_request', 'not_configured'];

export interface PayInput {
  commodityId: number;
  quantity: number;
  sceneId: number | null;
  channel: string | null;
  openId: string | null;
  payScene: string;
  payMode: string | null;
  ext: OrderExt;
}

/**
 * Payments: prepay through the active provider (pay/addorder), the provider callbacks (the one
 * handler both WeChat's notify route and the sandbox cashier feed), and operator refunds.
 * A success changes an order once: `transition(… 'paid' …)` only moves an open order, and the
 * provider transaction id is unique.
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly background: BackgroundTasks,
    private readonly store: KeyValueStore,
    private readonly providers: PayProviders,
    private readonly parts: {
      orders: OrderService;
      placement: OrderPlacement;
      closing: OrderClosing;
      fulfilment: OrderFulfilment;
      memberships: MembershipChanges;
      credits: CreditService;
      purchases: SinglePurchases;
      events: OrderEvents;
    },
  ) {
    parts.closing.onClosed = (order) => this.closeAtProvider(order);
  }

  get activeProvider(): string {
    return this.providers.active.name;
  }

  private async payerOpenid(userId: number, payScene: string, given: string | null): Promise<string | null> {
    if (this.providers.active.name !== 'wechat' || (payScene !== 'mpXfs' && payScene !== 'miniXfs')) return given;
    const identities = await this.db
      .selectFrom('wechat_identities')
      .select('openid')
      .where('user_id', '=', userId)
      .where('app', '=', payScene === 'mpXfs' ? 'mp' : 'mini')
      .orderBy('updated_at', 'desc')
      .execute();
    // Only an openid bound to this user may pay for this user's order.
    const openid = given ? identities.find((i) => i.openid === given)?.openid : identities[0]?.openid;
    if (!openid) throw new AppError(States.WECHAT_OPENID_REQUIRED);
    return openid;
  }

  /** pay/addorder: places the order (or takes `ext.orderNumber`) and prepays it with the active provider. */
  async pay(userId: number, input: PayInput): Promise<AddOrderAnswer> {
    const provider = this.providers.active;
    if (input.payMode && input.payMode !== 'wxPay') throw new AppError(States.PAY_MODE_UNSUPPORTED);
    if (!provider.supports(input.payScene)) throw new AppError(States.PAY_SCENE_UNSUPPORTED);
    const openid = await this.payerOpenid(userId, input.payScene, input.openId);

    let order: OrderRow;
    if (input.ext.orderNumber) {
      order = await this.parts.orders.owned(userId, input.ext.orderNumber);
      if (order.status === 'paid' || order.status === 'refunded') throw new AppError(States.ORDER_ALREADY_PAID);
      if (order.status === 'closed') throw new AppError(States.ORDER_CLOSED);
    } else {
      order = await this.parts.placement.place(userId, input);
      if (order.status === 'paid') {
        return { orderNumber: order.order_number, signInfo: JSON.stringify({ paid: true, orderNumber: order.order_number }), status: 'paid', payableFen: 0 };
      }
    }

    const now = this.clock.now();
    const paymentId = await this.db.transaction().execute(async (trx) => {
      const changes = { pay_scene: input.payScene, pay_mode: input.payMode ?? 'wxPay', provider: provider.name, updated_at: now };
      let moved = await transition(trx, order.id, 'paying', changes, ['created']);
      if (!moved) {
        // Already paying (a retry, or another platform): keep it paying, note the new attempt.
        const result = await trx
          .updateTable('orders')
          .set(changes)
          .where('id', '=', order.id)
          .where('status', '=', 'paying')
          .executeTakeFirst();
        moved = Number(result.numUpdatedRows) === 1;
      }
      if (!moved) return null;
      const row = await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          order_number: order.order_number,
          provider: provider.name,
          pay_scene: input.payScene,
          amount_fen: order.payable_fen,
          prepay_id: null,
          status: 'pending',
          transaction_id: null,
          error: null,
          created_at: now,
          updated_at: now,
          paid_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    if (paymentId === null) {
      const current = await this.parts.orders.findByNumber(order.order_number);
      throw new AppError(current?.status === 'closed' ? States.ORDER_CLOSED : States.ORDER_ALREADY_PAID);
    }

    try {
      const prepay = await provider.prepay({
        orderNumber: order.order_number,
        description: order.quantity > 1 ? `心栈-${order.commodity_name}×${order.quantity}` : `心栈-${order.commodity_name}`,
        amountFen: order.payable_fen,
        payScene: input.payScene,
        openid,
        expireAt: order.pay_deadline,
      });
      await this.db
        .updateTable('payments')
        .set({ prepay_id: prepay.prepayId, status: 'prepaid', updated_at: this.clock.now() })
        .where('id', '=', paymentId)
        .execute();
      return { orderNumber: order.order_number, signInfo: JSON.stringify(prepay.signInfo), status: 'paying', payableFen: order.payable_fen };
    } catch (err) {
      await this.db
        .updateTable('payments')
        .set({ status: 'failed', error: String((err as Error).message).slice(0, 500), updated_at: this.clock.now() })
        .where('id', '=', paymentId)
        .execute();
      if (err instanceof PayProviderError) {
        this.log.error({ err: serializeError(err), orderNumber: order.order_number, provider: provider.name }, 'prepay failed');
        throw new AppError(States.PAY_PROVIDER_FAILED);
      }
      throw err;
    }
  }

  /**
   * Every provider callback comes here (WeChat's notify route, the sandbox cashier). Verifies,
   * applies at most once, stores the callback with its verdict, and says whether to acknowledge.
   */
  async handleNotification(
    providerName: string,
    headers: Headers,
    rawBody: string,
    from: { ip: string } = { ip: 'internal' },
  ): Promise<{ ack: boolean; verdict: CallbackVerdict; event: PaymentEvent | null }> {
    const provider = this.providers.byName(providerName);
    let verdict: CallbackVerdict;
    let detail: string;
    let event: PaymentEvent | null = null;
    if (!provider) {
      verdict = 'not_configured';
      detail = `${providerName} pay is not configured`;
    } else {
      const check = await provider.verifyNotification(headers, rawBody);
      if (!check.ok) {
        verdict = check.verdict;
        detail = check.detail;
      } else {
        event = check.event;
        try {
          ({ verdict, detail } = await this.apply(event));
        } catch (err) {
          verdict = 'error';
          detail = String((err as Error).message).slice(0, 500);
          this.log.error({ err: serializeError(err as Error), orderNumber: event.orderNumber }, 'payment callback failed');
        }
      }
    }
    const ack = ACKNOWLEDGED.includes(verdict);
    if (UNVERIFIED.includes(verdict)) {
      const minute = Math.floor(this.clock.now() / 60_000);
      const seen = await this.store.incr(`pay:cb:unverified:${from.ip}:${minute}`, 60_000);
      if (seen > UNVERIFIED_STORED_PER_MINUTE) {
        if (seen === UNVERIFIED_STORED_PER_MINUTE + 1) this.log.warn({ ip: from.ip, provider: providerName }, 'too many unverifiable payment callbacks: no longer storing them this minute');
        return { ack, verdict, event };
      }
    }
    const level = verdict === 'applied' || verdict === 'duplicate' || verdict === 'not_success' ? 'info' : verdict === 'late_paid' || verdict === 'amount_mismatch' ? 'error' : 'warn';
    this.log[level]({ provider: providerName, verdict, detail, orderNumber: event?.orderNumber, ip: from.ip }, 'payment callback');
    await this.db
      .insertInto('payment_callbacks')
      .values({
        provider: providerName,
        order_number: event?.orderNumber ?? null,
        transaction_id: event?.transactionId ?? null,
        event_type: event?.eventType ?? null,
        amount_fen: event?.amountFen ?? null,
        verdict,
        detail,
        body: rawBody.slice(0, 8000),
        received_at: this.clock.now(),
      })
      .execute();
    return { ack, verdict, event };
  }

  private async apply(event: PaymentEvent): Promise<{ verdict: CallbackVerdict; detail: string }> {
    if (!event.success) return { verdict: 'not_success', detail: `trade state ${event.tradeState}` };
    const order = await this.parts.orders.findByNumber(event.orderNumber);
    if (!order) return { verdict: 'unknown_order', detail: 'no such order' };
    const attempt = await this.db
      .selectFrom('payments')
      .select(['id', 'amount_fen'])
      .where('order_id', '=', order.id)
      .where('provider', '=', event.provider)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!attempt) return { verdict: 'no_attempt', detail: `no ${event.provider} payment was started for this order` };
    if (event.amountFen !== order.payable_fen) {
      return { verdict: 'amount_mismatch', detail: `paid ${event.amountFen} fen, order payable ${order.payable_fen} fen` };
    }
    if (!OPEN_STATUSES.includes(order.status as never)) return this.classifyApplied(order, event);

    const now = this.clock.now();
    const applied = await this.db.transaction().execute(async (trx) => {
      const moved = await transition(
        trx,
        order.id,
        'paid',
        { paid_at: event.paidAt ?? now, transaction_id: event.transactionId, provider: event.provider, updated_at: now },
        OPEN_STATUSES,
      );
      if (!moved) return false;
      await trx
        .updateTable('payments')
        .set({ status: 'success', transaction_id: event.transactionId, paid_at: event.paidAt ?? now, updated_at: now })
        .where('id', '=', attempt.id)
        .execute();
      await this.parts.fulfilment.fulfil(trx, order);
      return true;
    });
    if (applied) return { verdict: 'applied', detail: '' };
    return this.classifyApplied((await this.parts.orders.findByNumber(event.orderNumber))!, event);
  }

  /** A success for an order that is no longer open: a replay, or money for a closed order. */
  private classifyApplied(order: OrderRow, event: PaymentEvent): { verdict: CallbackVerdict; detail: string } {
    if (order.status === 'closed') {
      return { verdict: 'late_paid', detail: `paid after the order closed (${order.close_reason}); refund ${event.transactionId} by hand` };
    }
    if (order.transaction_id === event.transactionId) return { verdict: 'duplicate', detail: '' };
    return { verdict: 'late_paid', detail: `order already settled by ${order.transaction_id}; second payment ${event.transactionId} needs a refund` };
  }

  /** The sandbox cashier's answer, fed through the same handler as a real callback. */
  async sandboxComplete(
    userId: number,
    orderNumber: string,
    result: 'success' | 'cancel',
    amountFen?: number,
  ): Promise<SandboxResult> {
    const sandbox = this.providers.sandbox;
    if (!sandbox) throw new AppError(States.SANDBOX_DISABLED);
    const order = await this.parts.orders.owned(userId, orderNumber);
    const attempt = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('provider', '=', 'sandbox')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!attempt) throw new AppError(States.PAYMENT_NOT_STARTED);
    let verdict = 'cancelled';
    if (result === 'cancel') {
      await this.db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: this.clock.now() })
        .where('id', '=', attempt.id)
        .where('status', 'in', ['pending', 'prepaid'])
        .execute();
    } else {
      const notification = sandbox.notification({
        eventType: 'TRANSACTION.SUCCESS',
        orderNumber,
        transactionId: `sandbox_${order.id}`,
        amountFen: amountFen ?? attempt.amount_fen,
      });
      ({ verdict } = await this.handleNotification('sandbox', notification.headers, notification.body));
    }
    const current = (await this.parts.orders.findByNumber(orderNumber))!;
    return { ...(await this.parts.orders.statusView(current)), verdict };
  }

  /** Best effort: tell the provider a closed order must not be paid any more. */
  private closeAtProvider(order: OrderRow): void {
    if (order.provider !== 'wechat' || !this.providers.wechat) return;
    const wechat = this.providers.wechat;
    this.background.run('close order at WeChat Pay', async () => {
      try {
        await wechat.close(order.order_number);
      } catch (err) {
        this.log.warn({ err: serializeError(err as Error), orderNumber: order.order_number }, 'closing the order at WeChat Pay failed');
      }
    });
  }

  /**
   * Operator refund of a paid purchase: the provider refunds first (idempotent by refund
   * number, so a retry after a failure is safe), then in one transaction the order becomes
   * refunded, the membership, course or assessment it granted is taken back, spent credits
   * return and first-purchase credits are taken back as far as the balance allows (ledger rows
   * for each).
   */
  async refund(orderNumber: string, reason: string): Promise<Order> {
    const order = await this.parts.orders.findByNumber(orderNumber);
    if (!order) throw new AppError(States.ORDER_NOT_FOUND);
    if (!canTransition(order.status, 'refunded') || order.kind !== 'purchase') throw new AppError(States.ORDER_NOT_REFUNDABLE);
    const refundNo = `R${order.order_number}`.slice(0, 64);
    if (order.payable_fen > 0) {
      const provider = this.providers.byName(order.provider);
      if (!provider) throw new AppError(States.PAY_PROVIDER_FAILED);
      try {
        await provider.refund({ orderNumber, refundNo, refundFen: order.payable_fen, totalFen: order.payable_fen, reason: reason || '订单退款' });
      } catch (err) {
        this.log.error({ err: serializeError(err as Error), orderNumber }, 'refund at the provider failed');
        throw new AppError(States.PAY_PROVIDER_FAILED);
      }
    }
    const now = this.clock.now();
    const done = await this.db.transaction().execute(async (trx) => {
      const moved = await transition(trx, order.id, 'refunded', { refunded_at: now, refund_no: refundNo, refund_reason: reason, updated_at: now }, ['paid']);
      if (!moved) return false;
      if (order.vip_from !== null && order.vip_until !== null) {
        await this.parts.memberships.shorten(trx, order.user_id, order.vip_until - order.vip_from);
      } else if (order.commodity_type === 'vip' && order.unit_duration_days > 0) {
        await this.parts.memberships.shorten(trx, order.user_id, order.unit_duration_days * order.quantity * DAY_MS);
      }
      await this.parts.purchases.revoke(trx, order);
      if (order.credits_used > 0) await this.parts.credits.change(trx, order.user_id, order.credits_used, 'order_refund', orderNumber);
      if (order.earned_credits > 0) await this.parts.credits.takeUpTo(trx, order.user_id, order.earned_credits, 'first_purchase_revoked', orderNumber);
      await this.parts.events.refunded(trx, order);
      return true;
    });
    if (!done) throw new AppError(States.ORDER_NOT_REFUNDABLE);
    this.log.info({ orderNumber, refundNo }, 'order refunded by operator');
    return orderView((await this.parts.orders.findByNumber(orderNumber))!);
  }
}
