import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { ReadingServices } from './index.js';
import { AdminCancelBodySchema, AdminPartyQuerySchema, AdminPartySchema, CancelResultSchema, PartyIdParamsSchema, ReadingSettingsSchema } from './schemas.js';

/** Operator routes of reading parties (behind the operator guard): the parties, cancelling one, the settings. */
export default async function readingAdminRoutes(app: App, { parties, organiser, settings }: ReadingServices): Promise<void> {
  app.get('/admin/reading/parties', { schema: { querystring: AdminPartyQuerySchema, response: OkSchema(PageSchema(AdminPartySchema)) } }, async (request) =>
    ok(await organiser.adminList(request.query, pageOf(request.query))),
  );

  app.post(
    '/admin/reading/parties/:id/cancel',
    { schema: { params: PartyIdParamsSchema, body: AdminCancelBodySchema, response: OkSchema(CancelResultSchema) } },
    async (request) => {
      const result = await organiser.cancel(await parties.require(request.params.id), 'operator', request.body.reason.trim());
      request.log.info(result, 'reading party cancelled by operator');
      return ok(result);
    },
  );

  app.get('/admin/reading/settings', { schema: { response: OkSchema(ReadingSettingsSchema) } }, async () => ok(await settings.get()));

  app.put('/admin/reading/settings', { schema: { body: ReadingSettingsSchema, response: OkSchema(ReadingSettingsSchema) } }, async (request) => {
    const saved = await settings.update(request.body);
    request.log.info(saved, 'reading settings changed by operator');
    return ok(saved);
  });
}
