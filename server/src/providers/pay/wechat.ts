/**
 * WeChat Pay API v3 (direct merchant): JSAPI prepay (official account mpXfs, mini-program
 * miniXfs), APP prepay (native app appXfs), close, refund, and callback verification. Written on
 * node:crypto and fetch (see docs/COMMERCE.md for why no SDK); the base address is
 * configurable (WECHATPAY_API_BASE) so tests talk to a local fake.
 */
import type { KeyObject } from 'node:crypto';
import type { WechatPayConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import {
  authorization,
  beijingRfc3339,
  decryptResource,
  loadPrivateKey,
  loadPublicKey,
  nonce,
  rsaSign,
  rsaVerify,
  signMessage,
  type EncryptedResource,
} from './wechatpay-sign.js';
import {
  PayProviderError,
  header,
  type Headers,
  type NotificationCheck,
  type PayProvider,
  type PrepayRequest,
  type PrepayResult,
  type RefundRequest,
} from './types.js';

/** Callbacks signed more than 5 minutes away from our clock are refused (replayed captures). */
export const NOTIFY_MAX_SKEW_SECONDS = 300;

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
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly apps: WechatPayApps,
    private readonly clock: Clock,
  ) {
    this.privateKey = loadPrivateKey(config.privateKey);
    this.platformKey = loadPublicKey(config.platformCert);
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
    const answer = await this.call<{ prepay_id?: string }>('POST', `/v3/pay/transactions/${app ? 'app' : 'jsapi'}`, body);
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
          sign: rsaSign(this.privateKey, signMessage(appid, timestamp, nonceStr, prepayId)),
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
        paySign: rsaSign(this.privateKey, signMessage(appid, timestamp, nonceStr, packageVal)),
      },
    };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<NotificationCheck> {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonceStr = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    if (!timestamp || !nonceStr || !signature) {
      return { ok: false, verdict: 'bad_signature', detail: 'missing Wechatpay-Timestamp, -Nonce or -Signature' };
    }
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.clock.now() / 1000 - Number(timestamp)) > NOTIFY_MAX_SKEW_SECONDS) {
      return { ok: false, verdict: 'stale', detail: `Wechatpay-Timestamp ${timestamp.slice(0, 16)} is outside ±${NOTIFY_MAX_SKEW_SECONDS}s` };
    }
    if (!rsaVerify(this.platformKey, signMessage(timestamp, nonceStr, rawBody), signature)) {
      return { ok: false, verdict: 'bad_signature', detail: 'Wechatpay-Signature does not verify with the platform key' };
    }
    let notification: { event_type?: string; resource?: EncryptedResource };
    let resource: TransactionResource;
    try {
      notification = JSON.parse(rawBody);
      if (!notification.resource?.ciphertext || !notification.resource.nonce) throw new Error('no resource');
      resource = JSON.parse(decryptResource(this.config.apiV3Key, notification.resource)) as TransactionResource;
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
    const eventType = notification.event_type ?? '';
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
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNumber)}/close`, {
      mchid: this.config.mchId,
    });
  }

  async refund(request: RefundRequest): Promise<{ refundId: string; status: string }> {
    const answer = await this.call<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.orderNumber,
      out_refund_no: request.refundNo,
      reason: truncateBytes(request.reason, 80),
      amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
    });
    if (!answer?.refund_id) throw new PayProviderError('refund answer without refund_id');
    return { refundId: answer.refund_id, status: answer.status ?? 'PROCESSING' };
  }

  /** One signed v3 call; the answer's signature is verified before its body is trusted. */
  private async call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T | null> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const auth = authorization({
      mchId: this.config.mchId,
      serial: this.config.serial,
      privateKey: this.privateKey,
      method,
      url,
      body,
      timestamp: Math.floor(this.clock.now() / 1000),
      nonceStr: nonce(),
    });
    let response: Response;
    try {
      response = await fetch(`${this.config.apiBase}${url}`, {
        method,
        headers: {
          Authorization: auth,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': 'xinzhan-server',
        },
        body: method === 'GET' ? undefined : body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new PayProviderError(`WeChat Pay unreachable: ${(err as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let code = '';
      let message = '';
      try {
        ({ code = '', message = '' } = JSON.parse(text) as { code?: string; message?: string });
      } catch {
        // not JSON
      }
      throw new PayProviderError(`WeChat Pay ${url} answered HTTP ${response.status} ${code} ${message}`.trim(), response.status, code);
    }
    const ts = response.headers.get('wechatpay-timestamp');
    const nonceStr = response.headers.get('wechatpay-nonce');
    const signature = response.headers.get('wechatpay-signature');
    if (!ts || !nonceStr || !signature || !rsaVerify(this.platformKey, signMessage(ts, nonceStr, text), signature)) {
      throw new PayProviderError(`WeChat Pay ${url}: answer signature does not verify`);
    }
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PayProviderError(`WeChat Pay ${url} answered non-JSON`);
    }
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
