/**
 * The scenes part of the API contract: a scene as GET /sceneInfo and the operator routes answer
 * it, and the operator's change. Imported by the scene area's routes and as types by the client
 * (`@contract/scenes`).
 */
import { Type, type Static } from '@sinclair/typebox';

/** Scene status values (docs/API.md): 0 draft, 1 running, 2 paused, 3 ended. */
export const SCENE_STATUSES = [0, 1, 2, 3] as const;

export const SceneSchema = Type.Object({
  sceneId: Type.Integer(),
  name: Type.String(),
  /** 0 draft, 1 running, 2 paused, 3 ended (→ /activity/end). */
  status: Type.Integer(),
});
export type Scene = Static<typeof SceneSchema>;

/** Body of PUT /admin/scenes/:sceneId: the new status, and a name (needed to create a new scene). */
export const SceneChangeSchema = Type.Object({
  status: Type.Integer({ title: '状态', minimum: 0, maximum: 3, 'x-msg': '状态须为 0（未开始）、1（进行中）、2（暂停）或 3（已结束）' }),
  name: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 40 })),
});
export type SceneChange = Static<typeof SceneChangeSchema>;
