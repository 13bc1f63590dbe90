/**
 * The accounts part of the API contract: what the shared account services answer (tokens,
 * tickets, codes sent, the user info, the profile choices, a bound relation) and the bodies they
 * take (the SMS login, the profile patch, the account switch). Imported by the routes of the
 * login, user and relation areas, and as types by the client (`@contract/accounts`).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  Channel,
  CountryCode,
  EcologyNameSchema,
  InvitationCode,
  Mobile,
  Nullable,
  SceneIdParam,
  StringEnum,
  VerificationCode,
} from '../../core/schemas.js';

// ---- tokens and tickets ----

/** A bearer token and its life in seconds (3600 inside WeChat, 86400 elsewhere). */
export const IssuedTokenSchema = Type.Object({ token: Type.String(), expiresIn: Type.Integer() });
export type IssuedToken = Static<typeof IssuedTokenSchema>;

/** What a WeChat login (OAuth or mini-program) answers: a one-time ticket for its openid. */
export const TicketAnswerSchema = Type.Object({
  ticket: Type.String(),
  expiresIn: Type.Integer(),
  openid: Type.String(),
});
export type TicketAnswer = Static<typeof TicketAnswerSchema>;

// ---- SMS verification codes ----

export const CODE_PURPOSES = ['login', 'changeAccount'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const CodePurposeSchema = StringEnum(CODE_PURPOSES, { title: '验证码用途', 'x-msg': '验证码用途不正确' });

/** A code was sent: it lives `expiresIn` seconds; the next one may be sent after `resendAfter` seconds. */
export const CodeSentSchema = Type.Object({ expiresIn: Type.Integer(), resendAfter: Type.Integer() });
export type CodeSent = Static<typeof CodeSentSchema>;

// ---- users ----

/** Membership at a moment: VIP while `expireAt` (epoch ms) lies ahead. */
export const MembershipSchema = Type.Object({ isVip: Type.Boolean(), expireAt: Nullable(Type.Integer()) });
export type Membership = Static<typeof MembershipSchema>;

export const UserInfoSchema = Type.Object({
  userId: Type.Integer(),
  invitationCode: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  /** Masked: 138****0000. */
  mobile: Type.String(),
  /** 0 unknown, 1 male, 2 female. */
  gender: Type.Integer(),
  ageRange: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  signature: Type.String(),
  vip: MembershipSchema,
  /** Gender, age range and at least one tag are set. */
  profileCompleted: Type.Boolean(),
  wxBound: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** Body of POST /user/user/editUserInfo: any of these fields. */
export const ProfilePatchSchema = Type.Object({
  nickname: Type.Optional(
    Type.String({
      title: '昵称',
      minLength: 1,
      maxLength: 20,
      pattern: '\\S',
      'x-msg': { minLength: '昵称不能为空', pattern: '昵称不能为空', maxLength: '昵称最多20个字' },
    }),
  ),
  avatar: Type.Optional(
    Type.String({
      title: '头像',
      maxLength: 512,
      pattern: '^(https?://|/api/files/)',
      'x-msg': '头像地址不正确，请重新上传',
    }),
  ),
  gender: Type.Optional(Type.Integer({ title: '性别', minimum: 0, maximum: 2, 'x-msg': '请选择性别' })),
  ageRange: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 16 })], { title: '年龄段' })),
  tags: Type.Optional(
    Type.Array(Type.String({ maxLength: 32 }), {
      title: '兴趣标签',
      maxItems: 10,
      'x-msg': { maxItems: '兴趣标签最多选择10个', default: '兴趣标签格式不正确' },
    }),
  ),
  signature: Type.Optional(
    Type.String({ title: '个性签名', maxLength: 60, 'x-msg': '个性签名最多60个字' }),
  ),
});
export type ProfilePatch = Static<typeof ProfilePatchSchema>;

/** The choices of the profile wizard (GET /user/tags/options). */
export const TagOptionsSchema = Type.Object({
  genders: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  ageRanges: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  tags: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), group: Type.String() })),
});
export type TagOptions = Static<typeof TagOptionsSchema>;

// ---- the login flows ----

/** Body of POST /user/login/getTokenByMobileAndVerificationCode (the SMS login). */
export const SmsLoginBodySchema = Type.Object({
  countryCode: Type.Optional(CountryCode),
  mobile: Mobile,
  verificationCode: VerificationCode,
  ecologyName: EcologyNameSchema,
  /** A WeChat ticket to bind to this user (consumed when still live, ignored when stale). */
  ticket: Type.Optional(Type.String({ title: '登录凭证', maxLength: 128 })),
  channel: Type.Optional(Channel),
  sceneId: Type.Optional(SceneIdParam),
  invitationCode: Type.Optional(InvitationCode),
});
export type SmsLoginBody = Static<typeof SmsLoginBodySchema>;

/** Body of POST /user/user/changeAccount (a code sent with type=changeAccount). */
export const ChangeAccountBodySchema = Type.Object({
  countryCode: Type.Optional(CountryCode),
  mobile: Mobile,
  ecologyName: EcologyNameSchema,
  verificationCode: VerificationCode,
});
export type ChangeAccountBody = Static<typeof ChangeAccountBodySchema>;

// ---- invitation relations ----

/** A relation was bound to this inviter. */
export const RelationBoundSchema = Type.Object({ inviterId: Type.Integer() });
export type RelationBound = Static<typeof RelationBoundSchema>;
