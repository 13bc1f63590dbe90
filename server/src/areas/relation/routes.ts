import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { RelationBoundSchema } from '../../shared/accounts/schemas.js';
import { BindRelationBodySchema, BindRelationForPageBodySchema } from './schemas.js';

const Answer = OkSchema(RelationBoundSchema);

/** Invitation relations (login required); refusals are state -103, dropped silently by the client. */
export default async function relationModule(app: App) {
  const { relations } = app.ctx.services;

  app.post(
    '/basics/relation/bindRelation/dataSend/forPage',
    {
      config: { auth: true },
      schema: {
        body: BindRelationForPageBodySchema,
        response: Answer,
      },
    },
    async (request) => {
      const { inviteCode, pagePath } = request.body;
      return ok(await relations.bind(currentUser(request).userId, inviteCode, { source: 'page', pagePath }));
    },
  );

  app.post(
    '/basics/relation/bindRelation/dataSend',
    {
      config: { auth: true },
      schema: {
        body: BindRelationBodySchema,
        response: Answer,
      },
    },
    async (request) => {
      const { inviteCode, sceneId, channel } = request.body;
      return ok(
        await relations.bind(currentUser(request).userId, inviteCode, { source: 'data', sceneId, channel }),
      );
    },
  );
}
