/**
 * A fake WeChat API speaking WeChat's wire format: JSON bodies, HTTP 200 even for failures,
 * which carry `errcode`/`errmsg`. OAuth and mini-program codes are usable once.
 */
import { randomBytes } from 'node:crypto';
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
  readonly server = new FakeServer((r) => this.route(r));
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
        if (q.get('appid') !== MP.appId || q.get('secret') !== MP.secret) return error(40125, 'invalid appsecret');
        const token = rand('at_');
        this.appTokens.add(token);
        return { json: { access_token: token, expires_in: 7200 } };
      }
      case '/cgi-bin/ticket/getticket': {
        if (!this.appTokens.has(q.get('access_token') ?? '')) {
          return error(40001, 'invalid credential, access_token is invalid or not latest');
        }
        if (q.get('type') !== 'jsapi') return error(40097, 'invalid args');
        return { json: { errcode: 0, errmsg: 'ok', ticket: this.jsapiTicket, expires_in: 7200 } };
      }
      default:
        return { status: 404, json: { errcode: -1, errmsg: 'system error' } };
    }
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }
}
