import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import {
  ChangeAccountBodySchema,
  CodeSentSchema,
  IssuedTokenSchema,
  ProfilePatchSchema,
  TagOptionsSchema,
  UserInfoSchema,
} from '../../shared/accounts/schemas.js';
import {
  CodeVerifiedSchema,
  LoggedOutSchema,
  SendCommonCodeQuerySchema,
  UserRoleSchema,
  VerifyCodeBodySchema,
} from './schemas.js';

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
    { config: auth, schema: { body: ProfilePatchSchema, response: OkSchema(UserInfoSchema) } },
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
        querystring: SendCommonCodeQuerySchema,
        response: OkSchema(CodeSentSchema),
      },
    },
    async (request) => ok(await verification.send(request.query.type, request.query.mobile, request.ip)),
  );

  app.post(
    '/user/common/verifyVerificationCode',
    {
      schema: {
        body: VerifyCodeBodySchema,
        response: OkSchema(CodeVerifiedSchema),
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
        body: ChangeAccountBodySchema,
        response: OkSchema(IssuedTokenSchema),
      },
    },
    async (request) => ok(await login.changeAccount(currentUser(request), request.body)),
  );

  app.post(
    '/user/user/logout',
    { config: auth, schema: { response: OkSchema(LoggedOutSchema) } },
    async (request) => {
      await tokens.revoke(currentUser(request).tokenHash);
      return ok({});
    },
  );

  app.post(
    '/exercise/userRole/userInfo',
    {
      config: auth,
      schema: { response: OkSchema(UserRoleSchema) },
    },
    async (request) => {
      const info = await users.info(currentUser(request).userId);
      return ok({ userId: info.userId, roles: info.vip.isVip ? ['user', 'vip'] : ['user'] });
    },
  );
}
