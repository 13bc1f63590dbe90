/**
 * The login area's part of the API contract (`@contract/login`): the queries and bodies of the
 * login calls. What they answer (a token, a ticket, a code sent) and the SMS login body are the
 * shared account services' part: `shared/accounts/schemas.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CountryCode,
  EcologyNameSchema,
  InvitationCode,
  Mobile,
  StringEnum,
  Ticket,
  WechatCode,
} from '../../core/schemas.js';

/** Query of GET /user/login/sendVerificationCode. */
export const SendLoginCodeQuerySchema = Type.Object({
  countryCode: Type.Optional(CountryCode),
  mobile: Mobile,
  ecologyName: Type.Optional(EcologyNameSchema),
});
export type SendLoginCodeQuery = Static<typeof SendLoginCodeQuerySchema>;

/** Query of GET /user/login/getAuthorizationUrl: the page WeChat OAuth returns to. */
export const AuthorizationUrlQuerySchema = Type.Object({
  ecologyName: EcologyNameSchema,
  url: Type.String({
    title: '回跳地址',
    maxLength: 2048,
    pattern: '^https?://',
    'x-msg': { required: '缺少回跳地址', default: '回跳地址须为 http(s) 地址' },
  }),
});
export type AuthorizationUrlQuery = Static<typeof AuthorizationUrlQuerySchema>;

/** The WeChat OAuth address that comes back to `url` with ?code=&state=. */
export const AuthorizationUrlSchema = Type.String();
export type AuthorizationUrl = Static<typeof AuthorizationUrlSchema>;

/** Query of GET /user/login/getTicket: the OAuth code. */
export const TicketQuerySchema = Type.Object({ ecologyName: Type.Optional(EcologyNameSchema), code: WechatCode });
export type TicketQuery = Static<typeof TicketQuerySchema>;

/** Query of GET /user/login/getTokenByTicket. */
export const TokenByTicketQuerySchema = Type.Object({ ticket: Ticket, invitationCode: Type.Optional(InvitationCode) });
export type TokenByTicketQuery = Static<typeof TokenByTicketQuerySchema>;

/** Body of POST /login (mini-program): the wx.login code. */
export const MiniLoginBodySchema = Type.Object({
  code: WechatCode,
  ecologyName: Type.Optional(StringEnum(['miniXfs'], { title: '客户端类型（ecologyName）' })),
});
export type MiniLoginBody = Static<typeof MiniLoginBodySchema>;
