/**
 * The sandbox provider (PAY_PROVIDER=sandbox, the default): no money moves. Prepay answers the
 * platform's parameter shape (spec 3.5) plus `sandbox: true` and a cashier path, so the client
 * shows a sandbox cashier; `POST /api/pay/sandbox/complete` then builds a notification signed
 * with this process's secret and hands it to the same callback handler as WeChat's, so
 * verification, amount checks and idempotency run exactly as in production.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { SandboxSigner } from '../sandbox-signer.js';
import { nonce } from './wechatpay-sign.js';
import {
  type Headers,
  type NotificationCheck,
  type PayProvider,
  type PrepayRequest,
  type PrepayResult,
  type RefundRequest,
} from './types.js';

const SCENES = ['mpXfs', 'miniXfs', 'appXfs', 'h5'];

interface SandboxNotification {
  eventType: 'TRANSACTION.SUCCESS' | 'TRANSACTION.CANCELLED';
  orderNumber: string;
  transactionId: string;
  amountFen: number;
  paidAt: number;
}

export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox' as const;
  private readonly signer: SandboxSigner;

  constructor(private readonly clock: Clock) {
    this.signer = new SandboxSigner(clock);
  }

  supports(payScene: string): boolean {
    return SCENES.includes(payScene);
  }

  async prepay(request: PrepayRequest): Promise<PrepayResult> {
    const prepayId = `sandbox_${request.orderNumber}_${randomBytes(4).toString('hex')}`;
    const timestamp = String(Math.floor(this.clock.now() / 1000));
    const nonceStr = nonce();
    const sign = (...parts: string[]) => this.signer.mac(parts.join('\n'));
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
    const body = JSON.stringify({ ...event, paidAt: this.clock.now() } satisfies SandboxNotification);
    return { headers: this.signer.sign(body), body };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<NotificationCheck> {
    const check = this.signer.verify(headers, rawBody);
    if (!check.ok) return check;
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
}
