import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import {
  CountryCode,
  EcologyNameSchema,
  Empty,
  Mobile,
  StringEnum,
  VerificationCode,
} from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { IssuedTokenSchema } from '../../shared/accounts/tokens.js';
import { TagOptionsSchema, UserInfoSchema } from '../../shared/accounts/users.js';
import { CODE_PURPOSES, CodeSentSchema } from '../../shared/accounts/verification.js';

const Purpose = StringEnum(CODE_PURPOSES, { title: '验证码用途', 'x-msg': '验证码用途不正确' });

const ProfilePatch = Type.Object({
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

/** The logged-in user's profile, account switch, logout, and the shell's role query. */
export default async function userModule(app: App) {
  const { users, verification, login, tokens } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/user/user/getUserInfo',
    { config: auth, schema: { response: OkSchema(UserInfoSchema) } },
    async (request) => ok(await users.info(currentUser(request).userId)),
  );

  app.post(
    '/user/user/editUserInfo',
    { config: auth, schema: { body: ProfilePatch, response: OkSchema(UserInfoSchema) } },
    async (request) => ok(await users.updateProfile(currentUser(request).userId, request.body)),
  );

  app.get(
    '/user/tags/options',
    { schema: { response: OkSchema(TagOptionsSchema) } },
    async () => ok(await users.tagOptions()),
  );

  app.get(
    '/user/common/sendVerificationCode',
    {
      schema: {
        querystring: Type.Object({
          type: Purpose,
          countryCode: Type.Optional(CountryCode),
          mobile: Mobile,
          ecologyName: Type.Optional(EcologyNameSchema),
        }),
        response: OkSchema(CodeSentSchema),
      },
    },
    async (request) => ok(await verification.send(request.query.type, request.query.mobile, request.ip)),
  );

  app.post(
    '/user/common/verifyVerificationCode',
    {
      schema: {
        body: Type.Object({
          type: Purpose,
          countryCode: Type.Optional(CountryCode),
          mobile: Mobile,
          ecologyName: Type.Optional(EcologyNameSchema),
          verificationCode: VerificationCode,
        }),
        response: OkSchema(Type.Object({ valid: Type.Boolean() })),
      },
    },
    async (request) => {
      const { type, mobile, verificationCode } = request.body;
      await verification.verify(type, mobile, verificationCode, { consume: false });
      return ok({ valid: true });
    },
  );

  app.post(
    '/user/user/changeAccount',
    {
      config: auth,
      schema: {
        body: Type.Object({
          countryCode: Type.Optional(CountryCode),
          mobile: Mobile,
          ecologyName: EcologyNameSchema,
          verificationCode: VerificationCode,
        }),
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.changeAccount(currentUser(request), request.body)),
  );

  app.post(
    '/user/user/logout',
    { config: auth, schema: { response: OkSchema(Empty) } },
    async (request) => {
      await tokens.revoke(currentUser(request).tokenHash);
      return ok({});
    },
  );

  app.post(
    '/exercise/userRole/userInfo',
    {
      config: auth,
      schema: { response: OkSchema(Type.Object({ userId: Type.Integer(), roles: Type.Array(Type.String()) })) },
    },
    async (request) => {
      const info = await users.info(currentUser(request).userId);
      return ok({ userId: info.userId, roles: info.vip.isVip ? ['user', 'vip'] : ['user'] });
    },
  );
}
