import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import {
  CodeSentSchema,
  IssuedTokenSchema,
  SmsLoginBodySchema,
  TicketAnswerSchema,
} from '../../shared/accounts/schemas.js';
import { callWechat } from '../../shared/accounts/wechat-calls.js';
import {
  AuthorizationUrlQuerySchema,
  AuthorizationUrlSchema,
  MiniLoginBodySchema,
  SendLoginCodeQuerySchema,
  TicketQuerySchema,
  TokenByTicketQuerySchema,
} from './schemas.js';

/** Login: SMS code, WeChat OAuth → ticket, mini-program code → ticket, ticket → token. */
export default async function authModule(app: App) {
  const { services, wechat } = app.ctx;
  const { login, verification } = services;

  app.get(
    '/user/login/sendVerificationCode',
    {
      schema: {
        querystring: SendLoginCodeQuerySchema,
        response: OkSchema(CodeSentSchema),
      },
    },
    async (request) => ok(await verification.send('login', request.query.mobile, request.ip)),
  );

  app.post(
    '/user/login/getTokenByMobileAndVerificationCode',
    {
      schema: {
        body: SmsLoginBodySchema,
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.withCode(request.body)),
  );

  app.get(
    '/user/login/getAuthorizationUrl',
    {
      schema: {
        querystring: AuthorizationUrlQuerySchema,
        response: OkSchema(AuthorizationUrlSchema),
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
        querystring: TicketQuerySchema,
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
        querystring: TokenByTicketQuerySchema,
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.withTicket(request.query.ticket, request.query.invitationCode)),
  );

  app.post(
    '/login',
    {
      schema: {
        body: MiniLoginBodySchema,
        response: OkSchema(TicketAnswerSchema),
      },
    },
    async (request) => {
      const session = await callWechat(request.log, 'jscode2session', () => wechat.miniSession(request.body.code));
      return ok(await login.ticketFor('mini', { ...session, nickname: '', avatar: '' }));
    },
  );
}
