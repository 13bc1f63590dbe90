/**
 * WeChat client: official-account OAuth (snsapi_userinfo), mini-program code2session,
 * the JS-SDK signature (access_token → jsapi_ticket, both cached until 5 minutes before
 * they expire), mini-program subscription messages, and the mini-program's content security (msgSecCheck and mediaCheckAsync,
 * version 2, with the mini-program's own access_token; the asynchronous results come back
 * through the message push, signed as `pushSignature` computes), mini-program codes
 * (getUnlimited, for promoters' posters). Base addresses are
 * configurable so tests can point them at a local fake.
 */
import type { WechatAppConfig } from '../config.js';
import type { Clock } from '../core/clock.js';
import { randomFrom, sha1Hex } from '../core/crypto.js';
import { UpstreamError, fetchJson } from '../core/http.js';
import type { KeyValueStore } from '../store/types.js';

/** One subscription message of the mini-program (punch-in reminders). */
export interface SubscribeMessage {
  openid: string;
  templateId: string;
  /** The mini-program page the message opens, with its query. */
  page: string;
  /** The template's keys (thing1, time2, …) and their values. */
  data: Record<string, string>;
  /** developer | trial | formal (WeChat's default). */
  state?: 'developer' | 'trial' | 'formal';
}

/** What a mini-program code (getUnlimited) opens. */
export interface MiniCodeInput {
  /** The page's `scene` query: at most 32 visible characters (letters, digits, !#$&'()*+,/:;=?@-._~). */
  scene: string;
  /** A page of the published mini-program, without a leading slash, e.g. pages/index/index. */
  page: string;
  /** false (default): WeChat does not check that the page is published. */
  checkPath?: boolean;
  envVersion?: 'release' | 'trial' | 'develop';
  /** Pixels, 280..1280 (default 430). */
  width?: number;
}

/** An answer of WeChat carrying a non-zero `errcode`. */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly endpoint: string,
  ) {
    super(`WeChat ${endpoint} errcode ${errcode}: ${errmsg}`);
    this.name = 'WechatError';
  }
}

/** The app (official account or mini-program) has no APPID/SECRET configured. */
export class WechatNotConfiguredError extends Error {
  constructor(readonly app: 'mp' | 'mini') {
    super(`WeChat ${app} app is not configured`);
    this.name = 'WechatNotConfiguredError';
  }
}

export interface WechatUser {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

export interface JsSdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}

/** WeChat's verdict on content: pass, review (a person should look), risky (refuse). */
export type SecSuggest = 'pass' | 'review' | 'risky';

/** Where the content appears, as WeChat's content security numbers it. */
export const SEC_SCENE = { profile: 1, comment: 2, forum: 3, socialLog: 4 } as const;

export interface SecCheckInput {
  openid: string;
  scene: (typeof SEC_SCENE)[keyof typeof SEC_SCENE];
}

/** One `wxa_media_check` event of the message push (JSON format), version 2. */
export interface MediaCheckEvent {
  Event: string;
  trace_id?: string;
  version?: number;
  result?: { suggest?: string; label?: number };
}

/** The signature WeChat puts on a message push: sha1 of token, timestamp and nonce sorted and joined. */
export function pushSignature(token: string, timestamp: string, nonce: string): string {
  return sha1Hex([token, timestamp, nonce].sort().join(''));
}

export interface WechatClientOptions {
  apiBase: string;
  openBase: string;
  mp: WechatAppConfig | null;
  mini: WechatAppConfig | null;
  store: KeyValueStore;
  clock: Clock;
}

const REFRESH_MARGIN_MS = 5 * 60_000;
/** errcodes meaning "the access_token you sent is invalid or expired". */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

/** A suggest WeChat answered; anything unknown is treated as `review` (a person looks). */
export function secSuggest(value: string | undefined): SecSuggest {
  return value === 'pass' || value === 'risky' ? value : 'review';
}

/** The JS-SDK signature: sha1 over the four fields, in this order, as `k=v` joined by `&`. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return sha1Hex(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`);
}

export class WechatClient {
  constructor(private readonly options: WechatClientOptions) {}

  get mpAppId(): string | null {
    return this.options.mp?.appId ?? null;
  }

  private app(kind: 'mp' | 'mini'): WechatAppConfig {
    const app = this.options[kind];
    if (!app) throw new WechatNotConfiguredError(kind);
    return app;
  }

  private async call<T>(endpoint: string, query: Record<string, string>, body?: unknown): Promise<T> {
    const url = `${this.options.apiBase}/${endpoint}?${new URLSearchParams(query).toString()}`;
    const answer = await fetchJson<T & WechatAnswer>(
      url,
      body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    if (answer.errcode) throw new WechatError(answer.errcode, answer.errmsg ?? '', endpoint);
    return answer;
  }

  /** Whether the mini-program is configured (its content security can be asked). */
  get miniConfigured(): boolean {
    return this.options.mini !== null;
  }

  /** A POST to a mini-program API with its access_token; a stale token is fetched again once. */
  private async callMini<T>(endpoint: string, body: unknown): Promise<T> {
    return this.withMiniToken((token) => this.call<T>(endpoint, { access_token: token }, body));
  }

  /** Runs a call with the mini-program's access_token; a stale token is fetched again once. */
  private async withMiniToken<T>(run: (token: string) => Promise<T>): Promise<T> {
    const { appId } = this.app('mini');
    try {
      return await run(await this.accessToken('mini'));
    } catch (err) {
      if (!(err instanceof WechatError) || !STALE_TOKEN_CODES.has(err.errcode)) throw err;
      await this.options.store.del(`wx:access_token:${appId}`);
      return run(await this.accessToken('mini'));
    }
  }

  /**
   * A mini-program code of unlimited number (wxacode.getUnlimited, `POST /wxa/getwxacodeunlimit`):
   * scanning it opens `page` with `scene` (at most 32 visible characters) as its query. WeChat
   * answers the image itself, or JSON with an errcode (e.g. 41030 for a page it does not know).
   */
  async miniCode(input: MiniCodeInput): Promise<{ contentType: string; image: Buffer }> {
    const endpoint = 'wxa/getwxacodeunlimit';
    const body = {
      scene: input.scene,
      page: input.page,
      check_path: input.checkPath ?? false,
      env_version: input.envVersion ?? 'release',
      width: input.width ?? 430,
    };
    return this.withMiniToken(async (token) => {
      const url = `${this.options.apiBase}/${endpoint}?${new URLSearchParams({ access_token: token }).toString()}`;
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      } catch (err) {
        throw new UpstreamError(`request to ${new URL(url).host} failed: ${(err as Error).message}`);
      }
      if (!response.ok) throw new UpstreamError(`${new URL(url).host} answered HTTP ${response.status}`, response.status);
      const contentType = response.headers.get('content-type') ?? '';
      const bytes = Buffer.from(await response.arrayBuffer());
      if (contentType.startsWith('image/')) return { contentType: contentType.split(';')[0].trim(), image: bytes };
      let answer: WechatAnswer;
      try {
        answer = JSON.parse(bytes.toString('utf8')) as WechatAnswer;
      } catch {
        throw new UpstreamError(`${new URL(url).host} answered neither an image nor JSON`, response.status);
      }
      throw new WechatError(answer.errcode ?? -1, answer.errmsg ?? 'no image in the answer', endpoint);
    });
  }

  /** msgSecCheck v2: WeChat's verdict on a text written by the user `openid` (who used the mini-program lately). */
  async msgSecCheck(content: string, input: SecCheckInput): Promise<{ suggest: SecSuggest; label: number; traceId: string }> {
    const answer = await this.callMini<{ result?: { suggest?: string; label?: number }; trace_id?: string }>('wxa/msg_sec_check', {
      content,
      version: 2,
      scene: input.scene,
      openid: input.openid,
    });
    return { suggest: secSuggest(answer.result?.suggest), label: answer.result?.label ?? 0, traceId: answer.trace_id ?? '' };
  }

  /** mediaCheckAsync v2 of an image WeChat downloads from `mediaUrl`: the trace id its pushed result will carry. */
  async mediaCheckAsync(mediaUrl: string, input: SecCheckInput): Promise<string> {
    const answer = await this.callMini<{ trace_id?: string }>('wxa/media_check_async', {
      media_url: mediaUrl,
      media_type: 2,
      version: 2,
      scene: input.scene,
      openid: input.openid,
    });
    if (!answer.trace_id) throw new WechatError(-1, 'no trace_id in the answer', 'wxa/media_check_async');
    return answer.trace_id;
  }

  /**
   * Mini-program subscription message (`subscribeMessage.send`, docs/PUNCH.md): one message per
   * one-time grant the user gave in `wx.requestSubscribeMessage`; errcode 43101 means no grant
   * is left for this template. `data` maps the template's keys (thing1, …) to their values.
   */
  async sendSubscribeMessage(message: SubscribeMessage): Promise<{ msgid: string | null }> {
    const answer = await this.callMini<{ msgid?: number | string }>('cgi-bin/message/subscribe/send', {
      touser: message.openid,
      template_id: message.templateId,
      page: message.page,
      data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
      miniprogram_state: message.state ?? 'formal',
      lang: 'zh_CN',
    });
    return { msgid: answer.msgid === undefined ? null : String(answer.msgid) };
  }

  /** The address that asks the user to authorize and returns to `redirectUrl?code=&state=`. */
  authorizeUrl(redirectUrl: string, state: string): string {
    const { appId } = this.app('mp');
    const query = new URLSearchParams({
      appid: appId,
      redirect_uri: redirectUrl,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state,
    });
    return `${this.options.openBase}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
  }

  /** OAuth code (usable once) → openid and profile. */
  async oauthUser(code: string): Promise<WechatUser> {
    const { appId, secret } = this.app('mp');
    const token = await this.call<{ access_token: string; openid: string; unionid?: string }>(
      'sns/oauth2/access_token',
      { appid: appId, secret, code, grant_type: 'authorization_code' },
    );
    const info = await this.call<{ openid: string; nickname?: string; headimgurl?: string; unionid?: string }>(
      'sns/userinfo',
      { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' },
    );
    return {
      openid: token.openid,
      unionid: info.unionid ?? token.unionid ?? null,
      nickname: info.nickname ?? '',
      avatar: info.headimgurl ?? '',
    };
  }

  /** Mini-program `wx.login` code → openid. */
  async miniSession(code: string): Promise<{ openid: string; unionid: string | null }> {
    const { appId, secret } = this.app('mini');
    const session = await this.call<{ openid: string; unionid?: string }>('sns/jscode2session', {
      appid: appId,
      secret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    return { openid: session.openid, unionid: session.unionid ?? null };
  }

  /** JS-SDK `wx.config` values for a page URL (without its `#` part). */
  async jsSdkConfig(url: string): Promise<JsSdkConfig> {
    const { appId } = this.app('mp');
    const ticket = await this.jsapiTicket();
    const nonceStr = randomFrom('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789', 16);
    const timestamp = Math.floor(this.options.clock.now() / 1000);
    return { appId, timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) };
  }

  async jsapiTicket(): Promise<string> {
    const { appId } = this.app('mp');
    return this.cached(`wx:jsapi_ticket:${appId}`, async () => {
      try {
        return await this.fetchTicket(await this.accessToken());
      } catch (err) {
        if (!(err instanceof WechatError) || !STALE_TOKEN_CODES.has(err.errcode)) throw err;
        await this.options.store.del(`wx:access_token:${appId}`);
        return this.fetchTicket(await this.accessToken());
      }
    });
  }

  private async fetchTicket(accessToken: string): Promise<{ value: string; expiresIn: number }> {
    const answer = await this.call<{ ticket: string; expires_in: number }>('cgi-bin/ticket/getticket', {
      access_token: accessToken,
      type: 'jsapi',
    });
    return { value: answer.ticket, expiresIn: answer.expires_in };
  }

  private async accessToken(kind: 'mp' | 'mini' = 'mp'): Promise<string> {
    const { appId, secret } = this.app(kind);
    return this.cached(`wx:access_token:${appId}`, async () => {
      const answer = await this.call<{ access_token: string; expires_in: number }>('cgi-bin/token', {
        grant_type: 'client_credential',
        appid: appId,
        secret,
      });
      return { value: answer.access_token, expiresIn: answer.expires_in };
    });
  }

  /** A value kept in the store until 5 minutes before WeChat says it expires. */
  private async cached(
    key: string,
    load: () => Promise<{ value: string; expiresIn: number }>,
  ): Promise<string> {
    const { store, clock } = this.options;
    const raw = await store.get(key);
    if (raw) {
      const hit = JSON.parse(raw) as { value: string; refreshAt: number };
      if (hit.refreshAt > clock.now()) return hit.value;
    }
    const fresh = await load();
    const lifeMs = Math.max(0, fresh.expiresIn * 1000 - REFRESH_MARGIN_MS);
    if (lifeMs > 0) {
      await store.set(key, JSON.stringify({ value: fresh.value, refreshAt: clock.now() + lifeMs }), lifeMs);
    }
    return fresh.value;
  }
}
