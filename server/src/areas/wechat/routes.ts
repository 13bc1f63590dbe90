import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { WechatCode } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { callWechat } from '../../shared/accounts/wechat-calls.js';

/** WeChat browser helpers: JS-SDK `wx.config` values and OAuth user info. Failures are -6009. */
export default async function wechatModule(app: App) {
  const { wechat, services } = app.ctx;

  app.get(
    '/wechat/mp/config',
    {
      schema: {
        querystring: Type.Object({
          url: Type.String({
            title: '页面地址',
            maxLength: 2048,
            pattern: '^https?://',
            'x-msg': { required: '缺少页面地址', default: '页面地址须为 http(s) 地址' },
          }),
        }),
        response: OkSchema(
          Type.Object({
            appId: Type.String(),
            timestamp: Type.Integer(),
            nonceStr: Type.String(),
            signature: Type.String(),
          }),
        ),
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
        querystring: Type.Object({ code: WechatCode }),
        response: OkSchema(Type.Object({ openid: Type.String(), nickname: Type.String(), avatar: Type.String() })),
      },
    },
    async (request) => {
      const user = await callWechat(request.log, 'userinfo', () => wechat.oauthUser(request.query.code));
      await services.identities.upsert('mp', user);
      return ok({ openid: user.openid, nickname: user.nickname, avatar: user.avatar });
    },
  );
}
