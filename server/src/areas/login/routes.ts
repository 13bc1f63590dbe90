import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import {
  Channel,
  CountryCode,
  EcologyNameSchema,
  InvitationCode,
  Mobile,
  SceneIdParam,
  StringEnum,
  Ticket,
  VerificationCode,
  WechatCode,
} from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { TicketAnswerSchema } from '../../shared/accounts/tickets.js';
import { IssuedTokenSchema } from '../../shared/accounts/tokens.js';
import { CodeSentSchema } from '../../shared/accounts/verification.js';
import { callWechat } from '../../shared/accounts/wechat-calls.js';

const PageUrl = Type.String({
  title: '回跳地址',
  maxLength: 2048,
  pattern: '^https?://',
  'x-msg': { required: '缺少回跳地址', default: '回跳地址须为 http(s) 地址' },
});

/** Login: SMS code, WeChat OAuth → ticket, mini-program code → ticket, ticket → token. */
export default async function authModule(app: App) {
  const { services, wechat } = app.ctx;
  const { login, verification } = services;

  app.get(
    '/user/login/sendVerificationCode',
    {
      schema: {
        querystring: Type.Object({
          countryCode: Type.Optional(CountryCode),
          mobile: Mobile,
          ecologyName: Type.Optional(EcologyNameSchema),
        }),
        response: OkSchema(CodeSentSchema),
      },
    },
    async (request) => ok(await verification.send('login', request.query.mobile, request.ip)),
  );

  app.post(
    '/user/login/getTokenByMobileAndVerificationCode',
    {
      schema: {
        body: Type.Object({
          countryCode: Type.Optional(CountryCode),
          mobile: Mobile,
          verificationCode: VerificationCode,
          ecologyName: EcologyNameSchema,
          ticket: Type.Optional(Type.String({ title: '登录凭证', maxLength: 128 })),
          channel: Type.Optional(Channel),
          sceneId: Type.Optional(SceneIdParam),
          invitationCode: Type.Optional(InvitationCode),
        }),
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.withCode(request.body)),
  );

  app.get(
    '/user/login/getAuthorizationUrl',
    {
      schema: {
        querystring: Type.Object({ ecologyName: EcologyNameSchema, url: PageUrl }),
        response: OkSchema(Type.String()),
      },
    },
    async (request) => {
      const { url, ecologyName } = request.query;
      return ok(await callWechat(request.log, 'authorize url', async () => wechat.authorizeUrl(url, ecologyName)));
    },
  );

  app.get(
    '/user/login/getTicket',
    {
      schema: {
        querystring: Type.Object({ ecologyName: Type.Optional(EcologyNameSchema), code: WechatCode }),
        response: OkSchema(TicketAnswerSchema),
      },
    },
    async (request) => {
      const user = await callWechat(request.log, 'oauth', () => wechat.oauthUser(request.query.code));
      return ok(await login.ticketFor('mp', user));
    },
  );

  app.get(
    '/user/login/getTokenByTicket',
    {
      schema: {
        querystring: Type.Object({ ticket: Ticket, invitationCode: Type.Optional(InvitationCode) }),
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.withTicket(request.query.ticket, request.query.invitationCode)),
  );

  app.post(
    '/login',
    {
      schema: {
        body: Type.Object({
          code: WechatCode,
          ecologyName: Type.Optional(StringEnum(['miniXfs'], { title: '客户端类型（ecologyName）' })),
        }),
        response: OkSchema(TicketAnswerSchema),
      },
    },
    async (request) => {
      const session = await callWechat(request.log, 'jscode2session', () => wechat.miniSession(request.body.code));
      return ok(await login.ticketFor('mini', { ...session, nickname: '', avatar: '' }));
    },
  );
}
