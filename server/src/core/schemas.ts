/** TypeBox field schemas shared by several modules; `title` is the Chinese field label. */
import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/** A paged answer (core/paging.ts), for the client as `@contract/core`. */
export type { Page } from './paging.js';

export const ECOLOGY_NAMES = ['mpXfs', 'appXfs', 'h5', 'other', 'miniXfs'] as const;
export type EcologyName = (typeof ECOLOGY_NAMES)[number];

export const Mobile = Type.String({
  title: '手机号',
  minLength: 1,
  pattern: '^1[3-9]\\d{9}$',
  'x-msg': { required: '请输入手机号', minLength: '请输入手机号', default: '请输入正确的手机号' },
});

export const CountryCode = Type.String({
  title: '国家区号',
  pattern: '^\\+?86$',
  'x-msg': '目前仅支持中国大陆手机号（+86）',
});

export const VerificationCode = Type.String({
  title: '验证码',
  minLength: 1,
  pattern: '^\\d{6}$',
  'x-msg': { required: '请输入验证码', minLength: '请输入验证码', default: '请输入6位数字验证码' },
});

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string enum as one `enum` keyword (not anyOf), so a failure names the field. */
export function StringEnum<T extends string>(values: readonly T[], options: SchemaOptions = {}) {
  return Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] });
}

export const EcologyNameSchema = StringEnum(ECOLOGY_NAMES, { title: '客户端类型（ecologyName）' });

/** Loose on purpose: an unknown or malformed code is a silent -103, not a toasted 4001. */
export const InvitationCode = Type.String({
  title: '邀请码',
  maxLength: 64,
  'x-msg': { required: '缺少邀请码', default: '邀请码格式不正确' },
});

export const Ticket = Type.String({
  title: '登录凭证',
  minLength: 1,
  maxLength: 128,
  'x-msg': { required: '缺少登录凭证', default: '登录凭证格式不正确' },
});

export const WechatCode = Type.String({
  title: '微信授权码',
  minLength: 1,
  maxLength: 256,
  'x-msg': { required: '缺少微信授权码', default: '微信授权码格式不正确' },
});

/** Channel and scene id arrive as numbers or strings; both are kept as text. */
export const Channel = Type.String({ title: '渠道', maxLength: 32 });
export const SceneIdParam = Type.Integer({ title: '场景编号', minimum: 0, maximum: 999999 });

export const Empty = Type.Object({});

/** The response of a route that answers a file (an image, audio) instead of the envelope, by media type. */
export function FileResponse(description: string, mediaTypes: readonly string[]) {
  const body = { schema: Type.Unsafe<string | Buffer | NodeJS.ReadableStream>({ type: 'string', format: 'binary' }) };
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, body])) };
}
