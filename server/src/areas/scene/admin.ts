import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { SceneChangeSchema, SceneSchema } from '../../shared/scenes/schemas.js';
import { SceneParamsSchema } from './schemas.js';

/** Operator routes of scenes (behind the operator guard): list them, open, pause or end one. */
export async function sceneAdminRoutes(app: App) {
  const { scenes } = app.ctx.services;

  app.get('/admin/scenes', { schema: { response: OkSchema(Type.Array(SceneSchema)) } }, async () =>
    ok(await scenes.list()),
  );

  app.put(
    '/admin/scenes/:sceneId',
    {
      schema: {
        params: SceneParamsSchema,
        body: SceneChangeSchema,
        response: OkSchema(SceneSchema),
      },
    },
    async (request) => {
      const scene = await scenes.upsert(request.params.sceneId, request.body);
      request.log.info({ sceneId: scene.sceneId, status: scene.status }, 'scene changed by operator');
      return ok(scene);
    },
  );
}
