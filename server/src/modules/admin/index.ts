import { Type } from '@sinclair/typebox';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { safeEqual } from '../../core/crypto.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { SceneSchema } from '../../services/scenes.js';
import { assessmentAdminRoutes } from '../assessment/admin.js';
import { catalogueAdminRoutes } from './catalogue.js';
import { commerceAdminRoutes } from './commerce.js';

const ErrorReportSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  ip: Type.String(),
  relayStatus: Type.String(),
  relayError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
  relayedAt: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * Operator API under /admin, guarded by `Authorization: Bearer $ADMIN_TOKEN`.
 * Without ADMIN_TOKEN every call answers 4030; a wrong or missing token answers 4031.
 */
export default async function adminModule(app: App) {
  const { config, db, services } = app.ctx;

  app.addHook('onRequest', async (request) => {
    if (!config.adminToken) throw new AppError(States.ADMIN_DISABLED);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !safeEqual(token, config.adminToken)) throw new AppError(States.FORBIDDEN);
  });

  app.get('/admin/scenes', { schema: { response: OkSchema(Type.Array(SceneSchema)) } }, async () =>
    ok(await services.scenes.list()),
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
      const scene = await services.scenes.upsert(request.params.sceneId, request.body);
      request.log.info({ sceneId: scene.sceneId, status: scene.status }, 'scene changed by operator');
      return ok(scene);
    },
  );

  app.get(
    '/admin/error-reports',
    {
      schema: {
        querystring: Type.Object({
          limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
        }),
        response: OkSchema(Type.Array(ErrorReportSchema)),
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('error_reports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit)
        .execute();
      return ok(
        rows.map((r) => ({
          id: r.id,
          content: r.content,
          ip: r.ip,
          relayStatus: r.relay_status,
          relayError: r.relay_error,
          createdAt: r.created_at,
          relayedAt: r.relayed_at,
        })),
      );
    },
  );

  await commerceAdminRoutes(app);
  await catalogueAdminRoutes(app);
  await assessmentAdminRoutes(app);
}
