import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { callWechat } from '../../shared/accounts/wechat-calls.js';
import {
  JsSdkConfigQuerySchema,
  JsSdkConfigSchema,
  WechatUserInfoQuerySchema,
  WechatUserInfoSchema,
} from './schemas.js';

/** WeChat browser helpers: JS-SDK `wx.config` values and OAuth user info. Failures are -6009. */
export default async function wechatModule(app: App) {
  const { wechat, services } = app.ctx;

  app.get(
    '/wechat/mp/config',
    {
      schema: {
        querystring: JsSdkConfigQuerySchema,
        response: OkSchema(JsSdkConfigSchema),
      },
    },
    async (request) => {
      const url = request.query.url.split('#')[0];
      return ok(await callWechat(request.log, 'js-sdk config', () => wechat.jsSdkConfig(url)));
    },
  );

  app.get(
    '/wechat/mp/userinfo',
    {
      schema: {
        querystring: WechatUserInfoQuerySchema,
        response: OkSchema(WechatUserInfoSchema),
      },
    },
    async (request) => {
      const user = await callWechat(request.log, 'userinfo', () => wechat.oauthUser(request.query.code));
      await services.identities.upsert('mp', user);
      return ok({ openid: user.openid, nickname: user.nickname, avatar: user.avatar });
    },
  );
}
