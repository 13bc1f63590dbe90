import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { TeamReadingServices } from './index.js';
import { IdParamsSchema, ShareSymbolBodySchema, ShareSymbolSchema } from './schemas.js';

/** Operator routes of team reading (behind the operator guard): the book-list share symbols. */
export default async function teamReadingAdminRoutes(app: App, { bookLists }: TeamReadingServices): Promise<void> {
  app.get('/admin/teamreading/shares', { schema: { response: OkSchema(Type.Array(ShareSymbolSchema)) } }, async () => ok(await bookLists.symbols()));

  app.post('/admin/teamreading/shares', { schema: { body: ShareSymbolBodySchema, response: OkSchema(ShareSymbolSchema) } }, async (request) => {
    const share = await bookLists.createSymbol(request.body);
    request.log.info({ shareId: share.id, symbol: share.symbol }, 'book list share symbol created by operator');
    return ok(share);
  });

  app.post('/admin/teamreading/shares/:id/deactivate', { schema: { params: IdParamsSchema, response: OkSchema(ShareSymbolSchema) } }, async (request) => {
    const share = await bookLists.deactivateSymbol(request.params.id);
    request.log.info({ shareId: share.id, symbol: share.symbol }, 'book list share symbol deactivated by operator');
    return ok(share);
  });
}
