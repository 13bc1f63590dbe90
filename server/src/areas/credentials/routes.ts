import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { ID_CARD_PATTERN } from '../../core/idcard.js';
import { Mobile, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { CREDENTIAL_PROGRAMMES, EDUCATION_LEVELS, ProgrammeSchema, SignupSchema, type CredentialService } from './service.js';

const Programme = StringEnum(CREDENTIAL_PROGRAMMES, { title: '报名项目', 'x-msg': '报名项目须为 counsellor 或 familyEducation' });

/**
 * Credential sign-up (spec 2.11: the psychology counsellor certificate, and the same pages
 * under familyEducation): programme intro with the assistant's QR content, my sign-up, sign up.
 */
export default async function credentialsRoutes(app: App, credentials: CredentialService) {

  app.get(
    '/credentials/programme',
    { schema: { querystring: Type.Object({ programme: Programme }), response: OkSchema(ProgrammeSchema) } },
    async (request) => ok(await credentials.programme(request.query.programme)),
  );

  app.get(
    '/credentials/signup',
    { config: { auth: true }, schema: { querystring: Type.Object({ programme: Programme }), response: OkSchema(Type.Union([SignupSchema, Type.Null()])) } },
    async (request) => ok(await credentials.mine(currentUser(request).userId, request.query.programme)),
  );

  app.post(
    '/credentials/signup',
    {
      config: { auth: true },
      schema: {
        body: Type.Object({
          programme: Programme,
          name: Type.String({
            title: '姓名',
            minLength: 1,
            pattern: '^\\s*[\\u4e00-\\u9fa5A-Za-z·][\\u4e00-\\u9fa5A-Za-z· ]{0,18}[\\u4e00-\\u9fa5A-Za-z·]\\s*$',
            'x-msg': { required: '请输入姓名', minLength: '请输入姓名', default: '请输入2到20个字的中文或英文姓名' },
          }),
          mobile: Mobile,
          idCard: Type.String({
            title: '身份证号',
            minLength: 1,
            pattern: ID_CARD_PATTERN,
            'x-msg': { required: '请输入身份证号', minLength: '请输入身份证号', default: '请输入正确的身份证号' },
          }),
          education: StringEnum(EDUCATION_LEVELS, { title: '学历', 'x-msg': { required: '请选择学历', default: '请选择学历' } }),
          inviteCode: Type.Optional(Type.String({ title: '邀请码', maxLength: 64 })),
          sourceName: Type.Optional(Type.String({ title: '来源', maxLength: 64 })),
        }),
        response: OkSchema(Type.Intersect([SignupSchema, Type.Object({ updated: Type.Boolean() })])),
      },
    },
    async (request) => ok(await credentials.signUp(currentUser(request).userId, request.body)),
  );
}
