import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { AdminSignupSchema, CREDENTIAL_PROGRAMMES, type CredentialService } from './service.js';

/** Operator routes of the credential programmes (behind the operator guard): the sign-ups. */
export async function credentialsAdminRoutes(app: App, credentials: CredentialService) {
  app.get(
    '/admin/credentials/signups',
    {
      schema: {
        querystring: Type.Object({ ...PageQuery, programme: Type.Optional(StringEnum(CREDENTIAL_PROGRAMMES, { title: '报名项目' })) }),
        response: OkSchema(PageSchema(AdminSignupSchema)),
      },
    },
    async (request) => ok(await credentials.adminList(request.query.programme, pageOf(request.query))),
  );
}
