/**
 * The user area's part of the API contract (`@contract/user`): the common SMS code calls, and
 * the shell's role query. The user info, the profile patch, the tag options and the account
 * switch are answered and taken by the shared account services: `shared/accounts/schemas.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, EcologyNameSchema, Empty, Mobile, VerificationCode } from '../../core/schemas.js';
import { CodePurposeSchema } from '../../shared/accounts/schemas.js';

/** Query of GET /user/common/sendVerificationCode. */
export const SendCommonCodeQuerySchema = Type.Object({
  type: CodePurposeSchema,
  countryCode: Type.Optional(CountryCode),
  mobile: Mobile,
  ecologyName: Type.Optional(EcologyNameSchema),
});
export type SendCommonCodeQuery = Static<typeof SendCommonCodeQuerySchema>;

/** Body of POST /user/common/verifyVerificationCode (checks a code without consuming it). */
export const VerifyCodeBodySchema = Type.Object({
  type: CodePurposeSchema,
  countryCode: Type.Optional(CountryCode),
  mobile: Mobile,
  ecologyName: Type.Optional(EcologyNameSchema),
  verificationCode: VerificationCode,
});
export type VerifyCodeBody = Static<typeof VerifyCodeBodySchema>;

/** A right code (a wrong one is a refusal, never `valid: false`). */
export const CodeVerifiedSchema = Type.Object({ valid: Type.Boolean() });
export type CodeVerified = Static<typeof CodeVerifiedSchema>;

/** POST /exercise/userRole/userInfo: `['user']`, plus `'vip'` while the membership runs. */
export const UserRoleSchema = Type.Object({ userId: Type.Integer(), roles: Type.Array(Type.String()) });
export type UserRole = Static<typeof UserRoleSchema>;

/** POST /user/user/logout answers an empty object (the token is revoked). */
export const LoggedOutSchema = Empty;
export type LoggedOut = Static<typeof LoggedOutSchema>;
