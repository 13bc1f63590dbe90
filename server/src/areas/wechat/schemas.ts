/**
 * The wechat area's part of the API contract (`@contract/wechat`): the JS-SDK configuration of
 * a page and the official-account user info of an OAuth code.
 */
import { Type, type Static } from '@sinclair/typebox';
import { WechatCode } from '../../core/schemas.js';

/** Query of GET /wechat/mp/config: the page address to sign (anything after # is dropped). */
export const JsSdkConfigQuerySchema = Type.Object({
  url: Type.String({
    title: '页面地址',
    maxLength: 2048,
    pattern: '^https?://',
    'x-msg': { required: '缺少页面地址', default: '页面地址须为 http(s) 地址' },
  }),
});
export type JsSdkConfigQuery = Static<typeof JsSdkConfigQuerySchema>;

/** The values of `wx.config` for that page. */
export const JsSdkConfigSchema = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type JsSdkConfig = Static<typeof JsSdkConfigSchema>;

/** Query of GET /wechat/mp/userinfo. */
export const WechatUserInfoQuerySchema = Type.Object({ code: WechatCode });
export type WechatUserInfoQuery = Static<typeof WechatUserInfoQuerySchema>;

export const WechatUserInfoSchema = Type.Object({ openid: Type.String(), nickname: Type.String(), avatar: Type.String() });
export type WechatUserInfo = Static<typeof WechatUserInfoSchema>;
