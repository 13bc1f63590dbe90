/**
 * The WeChat Pay API v3 merchant client both WeChat Pay providers use (payments in ./wechat.ts,
 * transfers in ../transfer/wechat.ts): one signed call whose answer's signature is verified
 * before its body is trusted, and the opening of a signed, encrypted notification.
 */
import type { KeyObject } from 'node:crypto';
import type { WechatPayConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { PayProviderError, header, type Headers, type NotificationVerdict } from './types.js';
import { authorization, decryptResource, loadPrivateKey, loadPublicKey, nonce, rsaVerify, signMessage, type EncryptedResource } from './wechatpay-sign.js';

/** Notifications signed more than 5 minutes away from our clock are refused (replayed captures). */
export const NOTIFY_MAX_SKEW_SECONDS = 300;

export type OpenedNotification =
  | { ok: true; eventType: string; plaintext: string }
  | { ok: false; verdict: NotificationVerdict; detail: string };

export class WechatPayApi {
  readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly clock: Clock,
  ) {
    this.privateKey = loadPrivateKey(config.privateKey);
    this.platformKey = loadPublicKey(config.platformCert);
  }

  /**
   * One signed v3 call. Throws PayProviderError: without `status` when WeChat Pay could not be
   * reached or its answer cannot be trusted, with the HTTP status and WeChat's `code` when it
   * answered an error.
   */
  async call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T | null> {
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

  /** Checks a notification's signature and freshness and decrypts its resource; never throws for bad input. */
  openNotification(headers: Headers, rawBody: string): OpenedNotification {
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
    try {
      const notification = JSON.parse(rawBody) as { event_type?: string; resource?: EncryptedResource };
      if (!notification.resource?.ciphertext || !notification.resource.nonce) throw new Error('no resource');
      return { ok: true, eventType: notification.event_type ?? '', plaintext: decryptResource(this.config.apiV3Key, notification.resource) };
    } catch (err) {
      return { ok: false, verdict: 'bad_request', detail: `cannot read the notification: ${(err as Error).message}` };
    }
  }
}
