import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { SceneSchema } from '../../shared/scenes/scenes.js';

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
        params: Type.Object({ sceneId: Type.Integer({ title: '场景编号', minimum: 1, maximum: 999999 }) }),
        body: Type.Object({
          status: Type.Integer({ title: '状态', minimum: 0, maximum: 3, 'x-msg': '状态须为 0（未开始）、1（进行中）、2（暂停）或 3（已结束）' }),
          name: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 40 })),
        }),
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
