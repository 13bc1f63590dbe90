/**
 * The scene area's part of the API contract (`@contract/scene`): the queries and params of its
 * routes. A scene itself and the operator's change are the shared scene service's part:
 * `shared/scenes/schemas.ts` (`@contract/scenes`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SceneIdParam } from '../../core/schemas.js';

/** Query of GET /sceneInfo. */
export const SceneInfoQuerySchema = Type.Object({ sceneId: SceneIdParam });
export type SceneInfoQuery = Static<typeof SceneInfoQuerySchema>;

/** Params of PUT /admin/scenes/:sceneId. */
export const SceneParamsSchema = Type.Object({
  sceneId: Type.Integer({ title: '场景编号', minimum: 1, maximum: 999999 }),
});
export type SceneParams = Static<typeof SceneParamsSchema>;
