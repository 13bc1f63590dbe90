// Scene, relation and event endpoints of docs/API.md (background calls: no loading view). The
// answers and bodies are the API contract's types.
import type { RelationBound } from '@contract/accounts'
import type { EventRecord, EventsAccepted } from '@contract/events'
import type { BindRelationBody, BindRelationForPageBody } from '@contract/relation'
import type { SceneInfoQuery } from '@contract/scene'
import type { Scene } from '@contract/scenes'
import { get, post } from '@/core/request/client'

export type { EventRecord, RelationBound, Scene }

/** Scene status 3: the activity has ended (→ /activity/end). */
export const SCENE_STATUS_ENDED = 3

export function getSceneInfo(sceneId: SceneInfoQuery['sceneId']): Promise<Scene> {
  return get<Scene>('/sceneInfo', { sceneId }, { skipLoading: true, silent: true })
}

/** Binds the visitor to the inviter of a page link; only when logged in with an invitation code. */
export function bindRelationForPage(payload: Omit<BindRelationForPageBody, 'platform'>): Promise<RelationBound> {
  const body: BindRelationForPageBody = { ...payload, platform: 0 }
  return post<RelationBound>('/basics/relation/bindRelation/dataSend/forPage', body, { skipLoading: true, silent: true })
}

export function bindRelation(payload: BindRelationBody): Promise<RelationBound> {
  return post<RelationBound>('/basics/relation/bindRelation/dataSend', payload, { skipLoading: true, silent: true })
}

export function reportEvents(records: EventRecord[]): Promise<EventsAccepted> {
  return post<EventsAccepted>('/collect/event/report', records, { skipLoading: true, silent: true })
}
