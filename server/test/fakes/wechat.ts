/**
 * A fake WeChat API speaking WeChat's wire format: JSON bodies, HTTP 200 even for failures,
 * which carry `errcode`/`errmsg`. OAuth and mini-program codes are usable once. Content
 * security (msgSecCheck and mediaCheckAsync, version 2) answers by the words and image
 * addresses a test marks as risky or for review, and `mediaResultPush` builds the asynchronous
 * result the way WeChat's message push does (JSON, signed with the push token). Mini-program
 * codes (getUnlimited) answer a small JPEG naming their scene and page, or an errcode as WeChat does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FakeServer, type FakeAnswer, type FakeRequest } from './http.js';

export const MP = { appId: 'wx_mp_test', secret: 'mp-secret' };
export const MINI = { appId: 'wx_mini_test', secret: 'mini-secret' };

export interface FakeWechatUser {
  openid: string;
  nickname?: string;
  headimgurl?: string;
  unionid?: string;
}

const rand = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const error = (errcode: number, errmsg: string): FakeAnswer => ({ json: { errcode, errmsg: `${errmsg}, rid: ${rand('')}` } });

export class FakeWechat {
  private readonly oauthCodes = new Map<string, FakeWechatUser>();
  private readonly miniCodes = new Map<string, FakeWechatUser>();
  private readonly usedCodes = new Set<string>();
  private readonly userTokens = new Map<string, FakeWechatUser>();
  private readonly appTokens = new Set<string>();
  /** Which app each access_token belongs to (the mini-program's token is needed for its APIs). */
  private readonly tokenApps = new Map<string, string>();
  /** Accepts left per `${openid}|${templateId}` (acceptSubscription). */
  private readonly subscriptions = new Map<string, number>();
  /** Every subscription message sent, in order. */
  readonly subscribeMessages: { openid: string; templateId: string; page: string; data: Record<string, string>; msgid: number }[] = [];
  readonly server = new FakeServer((r) => this.route(r));
  /** Words that make msgSecCheck answer risky or review (anything else passes). */
  readonly riskyWords = new Set<string>();
  readonly reviewWords = new Set<string>();
  /** Every mediaCheckAsync request taken, in order, with the trace id answered. */
  readonly mediaChecks: { traceId: string; mediaUrl: string; openid: string; scene: number }[] = [];
  /** Every msgSecCheck request taken, in order. */
  readonly textChecks: { content: string; openid: string; scene: number }[] = [];
  /** Trace ids mediaCheckAsync answers next (else random ones). */
  readonly nextTraceIds: string[] = [];
  /** errcode msgSecCheck / mediaCheckAsync answer with instead (e.g. 40003 invalid openid); 0: none. */
  secErrcode = 0;
  /** Every getUnlimited request taken (scene, page, check_path), in order. */
  readonly wxaCodes: { scene: string; page: string; checkPath: boolean }[] = [];
  /** Published pages (a code with check_path true must name one). */
  readonly wxaPages = new Set<string>(['pages/index/index']);
  /** errcode getUnlimited answers with instead (e.g. 45009 over the daily limit); 0: none. */
  wxaCodeErrcode = 0;
  /** The jsapi_ticket handed out next. */
  jsapiTicket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

  async start(): Promise<this> {
    await this.server.start();
    return this;
  }

  get base(): string {
    return this.server.base;
  }

  /** A code that the official-account OAuth redirect would carry for this user. */
  oauthCode(user: FakeWechatUser): string {
    const code = rand('oc_');
    this.oauthCodes.set(code, user);
    return code;
  }

  /** A code that `wx.login` would give this mini-program user. */
  miniCode(user: FakeWechatUser): string {
    const code = rand('mc_');
    this.miniCodes.set(code, user);
    return code;
  }

  /** Makes every access_token handed out so far invalid (errcode 40001 on use). */
  expireAppTokens(): void {
    this.appTokens.clear();
  }

  private takeCode(codes: Map<string, FakeWechatUser>, code: string | null): FakeWechatUser | FakeAnswer {
    if (code && this.usedCodes.has(code)) return error(40163, 'code been used');
    const user = code ? codes.get(code) : undefined;
    if (!code || !user) return error(40029, 'invalid code');
    codes.delete(code);
    this.usedCodes.add(code);
    return user;
  }

  private route(r: FakeRequest): FakeAnswer {
    const q = r.query;
    switch (r.path) {
      case '/sns/oauth2/access_token': {
        if (q.get('appid') !== MP.appId || q.get('secret') !== MP.secret) return error(40125, 'invalid appsecret');
        if (q.get('grant_type') !== 'authorization_code') return error(40002, 'invalid grant_type');
        const user = this.takeCode(this.oauthCodes, q.get('code'));
        if ('json' in user) return user;
        const token = rand('uat_');
        this.userTokens.set(token, user);
        return {
          json: {
            access_token: token,
            expires_in: 7200,
            refresh_token: rand('rt_'),
            openid: user.openid,
            scope: 'snsapi_userinfo',
            ...(user.unionid ? { unionid: user.unionid } : {}),
          },
        };
      }
      case '/sns/userinfo': {
        const user = this.userTokens.get(q.get('access_token') ?? '');
        if (!user || user.openid !== q.get('openid')) return error(40001, 'invalid credential, access_token is invalid or not latest');
        return {
          json: {
            openid: user.openid,
            nickname: user.nickname ?? '',
            sex: 0,
            province: '',
            city: '',
            country: '',
            headimgurl: user.headimgurl ?? '',
            privilege: [],
            ...(user.unionid ? { unionid: user.unionid } : {}),
          },
        };
      }
      case '/sns/jscode2session': {
        if (q.get('appid') !== MINI.appId || q.get('secret') !== MINI.secret) return error(40125, 'invalid appsecret');
        const user = this.takeCode(this.miniCodes, q.get('js_code'));
        if ('json' in user) return user;
        return { json: { openid: user.openid, session_key: rand('sk_'), ...(user.unionid ? { unionid: user.unionid } : {}) } };
      }
      case '/cgi-bin/token': {
        const app = [MP, MINI].find((a) => a.appId === q.get('appid'));
        if (!app || q.get('secret') !== app.secret) return error(40125, 'invalid appsecret');
        const token = rand('at_');
        this.appTokens.add(token);
        this.tokenApps.set(token, app.appId);
        return { json: { access_token: token, expires_in: 7200 } };
      }
      case '/cgi-bin/ticket/getticket': {
        if (!this.appTokens.has(q.get('access_token') ?? '')) {
          return error(40001, 'invalid credential, access_token is invalid or not latest');
        }
        if (q.get('type') !== 'jsapi') return error(40097, 'invalid args');
        return { json: { errcode: 0, errmsg: 'ok', ticket: this.jsapiTicket, expires_in: 7200 } };
      }
      case '/wxa/msg_sec_check': {
        const { refused, body } = this.secBody(r);
        if (refused) return refused;
        const content = String(body.content ?? '');
        this.textChecks.push({ content, openid: String(body.openid), scene: Number(body.scene) });
        const risky = [...this.riskyWords].some((w) => content.includes(w));
        const review = [...this.reviewWords].some((w) => content.includes(w));
        const suggest = risky ? 'risky' : review ? 'review' : 'pass';
        const label = suggest === 'pass' ? 100 : 20001;
        return {
          json: {
            errcode: 0,
            errmsg: 'ok',
            result: { suggest, label },
            detail: [{ strategy: 'content_model', errcode: 0, suggest, label, prob: suggest === 'pass' ? 0 : 90 }],
            trace_id: rand(''),
          },
        };
      }
      case '/wxa/media_check_async': {
        const { refused, body } = this.secBody(r);
        if (refused) return refused;
        if (body.media_type !== 2 && body.media_type !== 1) return error(40097, 'invalid args');
        if (typeof body.media_url !== 'string' || !/^https?:\/\//.test(body.media_url)) return error(40097, 'invalid args');
        const traceId = this.nextTraceIds.shift() ?? rand('trace_');
        this.mediaChecks.push({ traceId, mediaUrl: body.media_url, openid: String(body.openid), scene: Number(body.scene) });
        return { json: { errcode: 0, errmsg: 'ok', trace_id: traceId } };
      }
      case '/cgi-bin/message/subscribe/send':
        return this.subscribeSend(r);
      case '/wxa/getwxacodeunlimit':
        return this.wxaCode(r);
      default:
        return { status: 404, json: { errcode: -1, errmsg: 'system error' } };
    }
  }

  // ---- subscription messages (punch-in reminders) ----

  /** What `wx.requestSubscribeMessage` leaves at WeChat when the user accepts: one message to send per accept. */
  acceptSubscription(openid: string, templateId: string, times = 1): void {
    const key = `${openid}|${templateId}`;
    this.subscriptions.set(key, (this.subscriptions.get(key) ?? 0) + times);
  }

  /** subscribeMessage.send: the mini-program's access_token, a JSON body; each message spends one accept (43101 without). */
  private subscribeSend(r: FakeRequest): FakeAnswer {
    if (r.method !== 'POST') return error(43002, 'require POST method');
    const token = r.query.get('access_token') ?? '';
    if (!this.appTokens.has(token) || this.tokenApps.get(token) !== MINI.appId) return error(40001, 'invalid credential, access_token is invalid or not latest');
    let body: { touser?: unknown; template_id?: unknown; page?: unknown; data?: unknown; miniprogram_state?: unknown; lang?: unknown };
    try {
      body = JSON.parse(r.body);
    } catch {
      return error(47001, 'data format error');
    }
    if (typeof body.touser !== 'string' || !body.touser) return error(40003, 'invalid openid');
    if (typeof body.template_id !== 'string' || !body.template_id) return error(40037, 'invalid template_id');
    const data = body.data as Record<string, { value?: unknown }> | undefined;
    if (!data || typeof data !== 'object' || Object.values(data).some((v) => typeof v?.value !== 'string' || !v.value)) return error(47003, 'argument invalid! data.value is empty');
    if (body.miniprogram_state !== undefined && !['developer', 'trial', 'formal'].includes(String(body.miniprogram_state))) return error(47003, 'argument invalid! miniprogram_state');
    const key = `${body.touser}|${body.template_id}`;
    const left = this.subscriptions.get(key) ?? 0;
    if (left <= 0) return error(43101, 'user refuse to accept the msg');
    this.subscriptions.set(key, left - 1);
    const msgid = Number(`${Date.now()}${this.subscribeMessages.length}`);
    this.subscribeMessages.push({
      openid: body.touser,
      templateId: body.template_id,
      page: typeof body.page === 'string' ? body.page : '',
      data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v.value)])),
      msgid,
    });
    return { json: { errcode: 0, errmsg: 'ok', msgid } };
  }

  /** getUnlimited: the mini-program's token, a scene of at most 32 allowed characters, a page without a leading slash. */
  private wxaCode(r: FakeRequest): FakeAnswer {
    if (r.method !== 'POST') return error(43002, 'require POST method');
    const token = r.query.get('access_token') ?? '';
    if (!this.appTokens.has(token) || this.tokenApps.get(token) !== MINI.appId) return error(40001, 'invalid credential, access_token is invalid or not latest');
    let body: { scene?: unknown; page?: unknown; check_path?: unknown };
    try {
      body = JSON.parse(r.body);
    } catch {
      return error(47001, 'data format error');
    }
    const scene = typeof body.scene === 'string' ? body.scene : '';
    if (!scene || scene.length > 32 || !/^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~]+$/.test(scene)) return error(40169, 'invalid length for scene, or the data is not json string');
    const page = typeof body.page === 'string' ? body.page : '';
    const checkPath = body.check_path !== false;
    if (page.startsWith('/') || (checkPath && !this.wxaPages.has(page))) return error(41030, 'invalid page');
    if (this.wxaCodeErrcode) return error(this.wxaCodeErrcode, 'refused by test');
    this.wxaCodes.push({ scene, page, checkPath });
    const image = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`${page}?scene=${scene}`), Buffer.from([0xff, 0xd9])]);
    return { json: null, bytes: image, headers: { 'Content-Type': 'image/jpeg' } };
  }

  /** The JSON body of a content-security call, after the checks WeChat makes (token, version 2, openid, scene). */
  private secBody(r: FakeRequest): { refused: FakeAnswer; body?: undefined } | { refused?: undefined; body: Record<string, unknown> } {
    const refuse = (errcode: number, errmsg: string) => ({ refused: error(errcode, errmsg) });
    if (r.method !== 'POST') return refuse(43002, 'require POST method');
    const token = r.query.get('access_token') ?? '';
    if (!this.appTokens.has(token) || this.tokenApps.get(token) !== MINI.appId) return refuse(40001, 'invalid credential, access_token is invalid or not latest');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(r.body) as Record<string, unknown>;
    } catch {
      return refuse(47001, 'data format error');
    }
    if (body.version !== 2) return refuse(40097, 'invalid args');
    if (typeof body.openid !== 'string' || !body.openid) return refuse(40003, 'invalid openid');
    if (![1, 2, 3, 4].includes(body.scene as number)) return refuse(40097, 'invalid args');
    if (this.secErrcode) return refuse(this.secErrcode, 'refused by test');
    return { body };
  }

  /**
   * What WeChat's message push sends for a finished image check (JSON format, version 2): the
   * query (`signature` over token, timestamp and nonce) and the JSON body, for the test to POST
   * to the push address. `timestamp` is in seconds (the server's clock decides if it is fresh).
   */
  mediaResultPush(
    token: string,
    traceId: string,
    suggest: 'pass' | 'review' | 'risky',
    timestamp: number,
  ): { query: { signature: string; timestamp: string; nonce: string }; body: Record<string, unknown> } {
    const ts = String(timestamp);
    const nonce = String(randomBytes(4).readUInt32BE());
    const signature = createHash('sha1').update([token, ts, nonce].sort().join('')).digest('hex');
    const label = suggest === 'pass' ? 100 : 20002;
    return {
      query: { signature, timestamp: ts, nonce },
      body: {
        ToUserName: 'gh_38cc1a0f2fd7',
        FromUserName: 'o4_t144jTUSEoxydysUA2E234_tc',
        CreateTime: timestamp,
        MsgType: 'event',
        Event: 'wxa_media_check',
        appid: MINI.appId,
        trace_id: traceId,
        version: 2,
        detail: [{ strategy: 'content_model', errcode: 0, suggest, label, prob: suggest === 'pass' ? 0 : 90 }],
        errcode: 0,
        errmsg: 'ok',
        result: { suggest, label },
      },
    };
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }
}
