import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { SceneSchema } from '../../shared/scenes/schemas.js';
import { SceneInfoQuerySchema } from './schemas.js';

/** GET /sceneInfo: a scene's status (3 = ended → the client goes to /activity/end). Hot path. */
export default async function sceneModule(app: App) {
  const { scenes } = app.ctx.services;
  app.get(
    '/sceneInfo',
    {
      schema: {
        querystring: SceneInfoQuerySchema,
        response: OkSchema(SceneSchema),
      },
    },
    async (request) => {
      const scene = await scenes.get(request.query.sceneId);
      if (!scene) throw new AppError(States.SCENE_NOT_FOUND);
      return ok(scene);
    },
  );
}
