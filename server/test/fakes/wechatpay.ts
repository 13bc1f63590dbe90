/**
 * A fake WeChat Pay API v3 speaking its wire format, with keys generated per fake:
 * - requests must carry a valid `WECHATPAY2-SHA256-RSA2048` Authorization (checked with the
 *   merchant public key: a wrong signature answers 401 SIGN_ERROR, like the real API);
 * - answers are signed with the platform key (Wechatpay-Timestamp/-Nonce/-Signature/-Serial);
 * - `notification()` builds a payment callback the way WeChat does: resource encrypted with
 *   AEAD_AES_256_GCM under the APIv3 key, the whole body signed with the platform key.
 * Its crypto is written here on purpose, separately from the server's.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { WechatPayConfig } from '../../src/config.js';
import { FakeServer, type FakeAnswer, type FakeRequest } from './http.js';

export const PAY_MCHID = '1900000109';
export const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092025010600000001';
export const PAY_APP_APPID = 'wx_app_test';
export const NOTIFY_URL = 'https://xinzhan.example.com/api/pay/wechat/notify';

export interface FakePrepay {
  kind: 'jsapi' | 'app';
  appid: string;
  description: string;
  outTradeNo: string;
  timeExpire: string;
  notifyUrl: string;
  total: number;
  openid: string | null;
  prepayId: string;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;
const b64sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64');

export class FakeWechatPay {
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly apiV3Key = randomBytes(16).toString('hex');
  readonly server = new FakeServer((r) => this.route(r));
  readonly prepays = new Map<string, FakePrepay>();
  readonly closed: string[] = [];
  readonly refunds: Array<{ outTradeNo: string; outRefundNo: string; refund: number; total: number }> = [];
  /** The next calls answer this error (consumed one per call). */
  failures: Array<{ status: number; code: string; message: string }> = [];

  constructor(protected readonly now: () => number) {}

  async start(): Promise<this> {
    await this.server.start();
    return this;
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }

  /** The server configuration that talks to this fake. */
  config(): WechatPayConfig {
    return {
      mchId: PAY_MCHID,
      serial: MERCHANT_SERIAL,
      privateKey: pem(this.merchant.privateKey, 'pkcs8'),
      apiV3Key: this.apiV3Key,
      platformCert: pem(this.platform.publicKey, 'spki'),
      notifyUrl: NOTIFY_URL,
      apiBase: this.server.base,
      appAppId: PAY_APP_APPID,
    };
  }

  protected signed(status: number, json?: unknown): FakeAnswer {
    const body = json === undefined ? '' : JSON.stringify(json);
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      status,
      json: null,
      body,
      headers: {
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': b64sign(this.platform.privateKey, `${timestamp}\n${nonce}\n${body}\n`),
        'Wechatpay-Serial': PLATFORM_SERIAL,
        'Request-ID': randomBytes(8).toString('hex'),
      },
    };
  }

  protected error(status: number, code: string, message: string): FakeAnswer {
    return this.signed(status, { code, message });
  }

  /** Checks the Authorization header the way WeChat Pay does; null when it is valid. */
  protected checkAuthorization(r: FakeRequest, url: string): FakeAnswer | null {
    const header = String(r.headers.authorization ?? '');
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
    if (!match) return this.error(401, 'SIGN_ERROR', 'Authorization 格式错误');
    const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== PAY_MCHID) return this.error(401, 'SIGN_ERROR', 'mchid 不匹配');
    if (fields.serial_no !== MERCHANT_SERIAL) return this.error(401, 'SIGN_ERROR', '证书序列号不匹配');
    const message = `${r.method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${r.body}\n`;
    const ok = createVerify('RSA-SHA256').update(message).verify(this.merchant.publicKey, fields.signature ?? '', 'base64');
    if (!ok) return this.error(401, 'SIGN_ERROR', '签名错误');
    return null;
  }

  protected route(r: FakeRequest): FakeAnswer {
    const url = r.path + (r.query.toString() ? `?${r.query.toString()}` : '');
    const denied = this.checkAuthorization(r, url);
    if (denied) return denied;
    const failure = this.failures.shift();
    if (failure) return this.error(failure.status, failure.code, failure.message);
    const body = r.body ? (JSON.parse(r.body) as Record<string, any>) : {};

    const prepay = /^\/v3\/pay\/transactions\/(jsapi|app)$/.exec(r.path);
    if (r.method === 'POST' && prepay) {
      const kind = prepay[1] as 'jsapi' | 'app';
      if (body.mchid !== PAY_MCHID) return this.error(400, 'PARAM_ERROR', 'mchid 与请求头不一致');
      for (const field of ['appid', 'description', 'out_trade_no', 'notify_url']) {
        if (typeof body[field] !== 'string' || !body[field]) return this.error(400, 'PARAM_ERROR', `缺少参数 ${field}`);
      }
      if (!/^[0-9A-Za-z_*|-]{6,32}$/.test(body.out_trade_no)) return this.error(400, 'PARAM_ERROR', 'out_trade_no 格式错误');
      if (!Number.isInteger(body.amount?.total) || body.amount.total <= 0 || body.amount.currency !== 'CNY') {
        return this.error(400, 'PARAM_ERROR', 'amount.total 须为正整数（分）');
      }
      if (kind === 'jsapi' && !body.payer?.openid) return this.error(400, 'PARAM_ERROR', '缺少参数 payer.openid');
      if (typeof body.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(body.time_expire)) {
        return this.error(400, 'PARAM_ERROR', 'time_expire 格式错误');
      }
      const existing = this.prepays.get(body.out_trade_no);
      if (existing && existing.total !== body.amount.total) return this.error(400, 'INVALID_REQUEST', '201 商户订单号重复');
      const prepayId = existing?.prepayId ?? `wx${Date.now()}${randomBytes(6).toString('hex')}`;
      this.prepays.set(body.out_trade_no, {
        kind,
        appid: body.appid,
        description: body.description,
        outTradeNo: body.out_trade_no,
        timeExpire: body.time_expire,
        notifyUrl: body.notify_url,
        total: body.amount.total,
        openid: body.payer?.openid ?? null,
        prepayId,
      });
      return this.signed(200, { prepay_id: prepayId });
    }

    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(r.path);
    if (r.method === 'POST' && close) {
      if (body.mchid !== PAY_MCHID) return this.error(400, 'PARAM_ERROR', 'mchid 错误');
      this.closed.push(decodeURIComponent(close[1]));
      return this.signed(204);
    }

    if (r.method === 'POST' && r.path === '/v3/refund/domestic/refunds') {
      const paid = this.prepays.get(body.out_trade_no);
      if (!paid) return this.error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (body.amount?.total !== paid.total || body.amount?.refund > paid.total) return this.error(400, 'PARAM_ERROR', '退款金额错误');
      const existing = this.refunds.find((x) => x.outRefundNo === body.out_refund_no);
      if (!existing) this.refunds.push({ outTradeNo: body.out_trade_no, outRefundNo: body.out_refund_no, refund: body.amount.refund, total: body.amount.total });
      return this.signed(200, {
        refund_id: `50000${Buffer.from(String(body.out_refund_no)).toString('hex').slice(0, 20)}`,
        out_refund_no: body.out_refund_no,
        out_trade_no: body.out_trade_no,
        status: 'PROCESSING',
        amount: { refund: body.amount.refund, total: body.amount.total, currency: 'CNY' },
      });
    }
    return this.error(404, 'NOT_FOUND', '接口不存在');
  }

  /** Verifies a client pay-sign the way the WeChat client would (merchant public key). */
  verifyClientSign(message: string, signature: string): boolean {
    return createVerify('RSA-SHA256').update(message).verify(this.merchant.publicKey, signature, 'base64');
  }

  /**
   * A TRANSACTION.SUCCESS callback for a prepaid order, as WeChat sends it. Options change the
   * amount, the transaction id, the state, or break it (`tamper`: body changed after signing,
   * `signer`: signed with another key, `skewSeconds`: signed that long ago).
   */
  notification(
    outTradeNo: string,
    options: {
      amountFen?: number;
      transactionId?: string;
      tradeState?: string;
      eventType?: string;
      mchid?: string;
      tamper?: boolean;
      signer?: KeyObject;
      skewSeconds?: number;
    } = {},
  ): { headers: Record<string, string>; body: string } {
    const prepay = this.prepays.get(outTradeNo);
    const total = options.amountFen ?? prepay?.total ?? 1;
    const successTime = new Date(this.now() + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
    const resource = {
      mchid: options.mchid ?? PAY_MCHID,
      appid: prepay?.appid ?? 'wx_unknown',
      out_trade_no: outTradeNo,
      transaction_id: options.transactionId ?? `4200002${outTradeNo.replace(/\D/g, '').slice(-20)}`,
      trade_type: prepay?.kind === 'app' ? 'APP' : 'JSAPI',
      trade_state: options.tradeState ?? 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: successTime,
      payer: { openid: prepay?.openid ?? 'o_app_payer' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    };
    return this.signedNotification(
      { id: `EV-2018022511223320873`, create_time: successTime, event_type: options.eventType ?? 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction' },
      resource,
      options,
    );
  }

  /**
   * A notification as WeChat Pay sends them: `resource` encrypted with AEAD_AES_256_GCM under the
   * APIv3 key, the body signed with the platform key. `tamper` changes the body after signing,
   * `signer` signs with another key, `skewSeconds` signs that long ago.
   */
  protected signedNotification(
    envelope: { id: string; create_time: string; event_type: string; summary: string; originalType: string },
    resource: unknown,
    options: { tamper?: boolean; signer?: KeyObject; skewSeconds?: number },
  ): { headers: Record<string, string>; body: string } {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = envelope.originalType;
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const payload = {
      id: envelope.id,
      create_time: envelope.create_time,
      resource_type: 'encrypt-resource',
      event_type: envelope.event_type,
      summary: envelope.summary,
      resource: { original_type: envelope.originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
    };
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.now() / 1000) - (options.skewSeconds ?? 0));
    const sigNonce = randomBytes(16).toString('hex');
    const signature = b64sign(options.signer ?? this.platform.privateKey, `${timestamp}\n${sigNonce}\n${body}\n`);
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': sigNonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': PLATFORM_SERIAL,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      body: options.tamper ? body.replace(`"summary":"${envelope.summary}"`, `"summary":"${envelope.summary} "`) : body,
    };
  }
}
