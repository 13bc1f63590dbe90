/**
 * WeChat Pay API v3 (direct merchant): JSAPI prepay (official account mpXfs, mini-program
 * miniXfs), APP prepay (native app appXfs), close, refund, and callback verification. Written on
 * node:crypto and fetch (see docs/COMMERCE.md for why no SDK); the base address is
 * configurable (WECHATPAY_API_BASE) so tests talk to a local fake.
 */
import type { WechatPayConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { WechatPayApi } from './wechatpay-api.js';
import { beijingRfc3339, nonce, rsaSign, signMessage } from './wechatpay-sign.js';
import {
  PayProviderError,
  type Headers,
  type NotificationCheck,
  type PayProvider,
  type PrepayRequest,
  type PrepayResult,
  type RefundRequest,
} from './types.js';

export interface WechatPayApps {
  /** Official account AppID (WECHAT_MP_APPID): JSAPI in the WeChat browser. */
  mp: string | null;
  /** Mini-program AppID (WECHAT_MINI_APPID): JSAPI via wx.requestPayment. */
  mini: string | null;
  /** Mobile app AppID on the Open Platform (WECHATPAY_APP_APPID): APP pay. */
  app: string | null;
}

interface TransactionResource {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat' as const;
  private readonly api: WechatPayApi;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly apps: WechatPayApps,
    private readonly clock: Clock,
  ) {
    this.api = new WechatPayApi(config, clock);
  }

  private appIdFor(payScene: string): string | null {
    if (payScene === 'mpXfs') return this.apps.mp;
    if (payScene === 'miniXfs') return this.apps.mini;
    if (payScene === 'appXfs') return this.apps.app;
    return null;
  }

  supports(payScene: string): boolean {
    return this.appIdFor(payScene) !== null;
  }

  async prepay(request: PrepayRequest): Promise<PrepayResult> {
    const appid = this.appIdFor(request.payScene);
    if (!appid) throw new PayProviderError(`pay scene ${request.payScene} is not configured`);
    const app = request.payScene === 'appXfs';
    if (!app && !request.openid) throw new PayProviderError('JSAPI prepay needs the payer openid');
    const body = {
      appid,
      mchid: this.config.mchId,
      description: truncateBytes(request.description, 127),
      out_trade_no: request.orderNumber,
      time_expire: beijingRfc3339(request.expireAt),
      notify_url: this.config.notifyUrl,
      amount: { total: request.amountFen, currency: 'CNY' },
      ...(app ? {} : { payer: { openid: request.openid } }),
    };
    const answer = await this.api.call<{ prepay_id?: string }>('POST', `/v3/pay/transactions/${app ? 'app' : 'jsapi'}`, body);
    if (!answer?.prepay_id) throw new PayProviderError('prepay answer without prepay_id');
    const prepayId = answer.prepay_id;
    const timestamp = String(Math.floor(this.clock.now() / 1000));
    const nonceStr = nonce();
    if (app) {
      return {
        prepayId,
        signInfo: {
          appId: appid,
          partnerId: this.config.mchId,
          prepayId,
          packageVal: 'Sign=WXPay',
          nonceStr,
          timestamp,
          sign: rsaSign(this.api.privateKey, signMessage(appid, timestamp, nonceStr, prepayId)),
        },
      };
    }
    const packageVal = `prepay_id=${prepayId}`;
    return {
      prepayId,
      signInfo: {
        appId: appid,
        timeStamp: timestamp,
        nonceStr,
        packageVal,
        signType: 'RSA',
        paySign: rsaSign(this.api.privateKey, signMessage(appid, timestamp, nonceStr, packageVal)),
      },
    };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<NotificationCheck> {
    const opened = this.api.openNotification(headers, rawBody);
    if (!opened.ok) return opened;
    let resource: TransactionResource;
    try {
      resource = JSON.parse(opened.plaintext) as TransactionResource;
    } catch (err) {
      return { ok: false, verdict: 'bad_request', detail: `cannot read the notification: ${(err as Error).message}` };
    }
    if (resource.mchid !== this.config.mchId) {
      return { ok: false, verdict: 'bad_request', detail: `mchid ${resource.mchid} is not ours` };
    }
    const total = resource.amount?.total;
    if (!resource.out_trade_no || !resource.transaction_id || !Number.isInteger(total)) {
      return { ok: false, verdict: 'bad_request', detail: 'resource lacks out_trade_no, transaction_id or amount.total' };
    }
    const tradeState = resource.trade_state ?? '';
    const eventType = opened.eventType;
    const paidAt = resource.success_time ? Date.parse(resource.success_time) : NaN;
    return {
      ok: true,
      event: {
        provider: 'wechat',
        eventType,
        orderNumber: resource.out_trade_no,
        transactionId: resource.transaction_id,
        amountFen: total as number,
        success: eventType === 'TRANSACTION.SUCCESS' && tradeState === 'SUCCESS',
        tradeState,
        paidAt: Number.isFinite(paidAt) ? paidAt : null,
      },
    };
  }

  async close(orderNumber: string): Promise<void> {
    await this.api.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNumber)}/close`, {
      mchid: this.config.mchId,
    });
  }

  async refund(request: RefundRequest): Promise<{ refundId: string; status: string }> {
    const answer = await this.api.call<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.orderNumber,
      out_refund_no: request.refundNo,
      reason: truncateBytes(request.reason, 80),
      amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
    });
    if (!answer?.refund_id) throw new PayProviderError('refund answer without refund_id');
    return { refundId: answer.refund_id, status: answer.status ?? 'PROCESSING' };
  }
}

function truncateBytes(text: string, maxBytes: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}
