import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import { AdminSignupSchema, AdminSignupsQuerySchema } from './schemas.js';
import type { CredentialService } from './service.js';

/** Operator routes of the credential programmes (behind the operator guard): the sign-ups. */
export async function credentialsAdminRoutes(app: App, credentials: CredentialService) {
  app.get(
    '/admin/credentials/signups',
    { schema: { querystring: AdminSignupsQuerySchema, response: OkSchema(PageSchema(AdminSignupSchema)) } },
    async (request) => ok(await credentials.adminList(request.query.programme, pageOf(request.query))),
  );
}
