/**
 * The sandbox provider (PAY_PROVIDER=sandbox, the default): no money moves. Prepay answers the
 * platform's parameter shape (spec 3.5) plus `sandbox: true` and a cashier path, so the client
 * shows a sandbox cashier; `POST /api/pay/sandbox/complete` then builds a notification signed
 * with this process's secret and hands it to the same callback handler as WeChat's, so
 * verification, amount checks and idempotency run exactly as in production.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { safeEqual } from '../../core/crypto.js';
import { nonce } from './wechatpay-sign.js';
import {
  header,
  type Headers,
  type NotificationCheck,
  type PayProvider,
  type PrepayRequest,
  type PrepayResult,
  type RefundRequest,
} from './types.js';

const SCENES = ['mpXfs', 'miniXfs', 'appXfs', 'h5'];
const MAX_SKEW_MS = 300_000;

interface SandboxNotification {
  eventType: 'TRANSACTION.SUCCESS' | 'TRANSACTION.CANCELLED';
  orderNumber: string;
  transactionId: string;
  amountFen: number;
  paidAt: number;
}

export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox' as const;
  private readonly secret = randomBytes(32);

  constructor(private readonly clock: Clock) {}

  supports(payScene: string): boolean {
    return SCENES.includes(payScene);
  }

  async prepay(request: PrepayRequest): Promise<PrepayResult> {
    const prepayId = `sandbox_${request.orderNumber}_${randomBytes(4).toString('hex')}`;
    const timestamp = String(Math.floor(this.clock.now() / 1000));
    const nonceStr = nonce();
    const sign = (...parts: string[]) => this.mac(parts.join('\n'));
    const common = {
      sandbox: true,
      orderNumber: request.orderNumber,
      payableFen: request.amountFen,
      cashier: `/common/orderPay?orderNumber=${encodeURIComponent(request.orderNumber)}&sandbox=1`,
    };
    if (request.payScene === 'appXfs') {
      return {
        prepayId,
        signInfo: { appId: 'sandbox', partnerId: 'sandbox', prepayId, packageVal: 'Sign=WXPay', nonceStr, timestamp, sign: sign(timestamp, nonceStr, prepayId), ...common },
      };
    }
    if (request.payScene === 'mpXfs' || request.payScene === 'miniXfs') {
      const packageVal = `prepay_id=${prepayId}`;
      return {
        prepayId,
        signInfo: { appId: 'sandbox', timeStamp: timestamp, nonceStr, packageVal, signType: 'RSA', paySign: sign(timestamp, nonceStr, packageVal), ...common },
      };
    }
    return { prepayId, signInfo: common };
  }

  /** A signed notification, as if the sandbox cashier had reported the outcome. */
  notification(event: Omit<SandboxNotification, 'paidAt'>): { headers: Headers; body: string } {
    const now = this.clock.now();
    const body = JSON.stringify({ ...event, paidAt: now } satisfies SandboxNotification);
    const timestamp = String(now);
    return {
      headers: { 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': this.mac(`${timestamp}\n${body}`) },
      body,
    };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<NotificationCheck> {
    const timestamp = header(headers, 'x-sandbox-timestamp') ?? '';
    const signature = header(headers, 'x-sandbox-signature') ?? '';
    if (!safeEqual(signature, this.mac(`${timestamp}\n${rawBody}`))) {
      return { ok: false, verdict: 'bad_signature', detail: 'sandbox signature does not verify' };
    }
    if (Math.abs(this.clock.now() - Number(timestamp)) > MAX_SKEW_MS) {
      return { ok: false, verdict: 'stale', detail: 'sandbox notification too old' };
    }
    const n = JSON.parse(rawBody) as SandboxNotification;
    return {
      ok: true,
      event: {
        provider: 'sandbox',
        eventType: n.eventType,
        orderNumber: n.orderNumber,
        transactionId: n.transactionId,
        amountFen: n.amountFen,
        success: n.eventType === 'TRANSACTION.SUCCESS',
        tradeState: n.eventType === 'TRANSACTION.SUCCESS' ? 'SUCCESS' : 'PAYERROR',
        paidAt: n.paidAt,
      },
    };
  }

  async close(): Promise<void> {}

  async refund(request: RefundRequest): Promise<{ refundId: string; status: string }> {
    return { refundId: `sandbox_refund_${request.refundNo}`, status: 'SUCCESS' };
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64');
  }
}
