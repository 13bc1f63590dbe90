// Scene, relation and event endpoints of docs/API.md (background calls: no loading view).
import { get, post } from '@/core/request/client'

export interface SceneInfo {
  sceneId: number
  name: string
  /** 0 draft, 1 running, 2 paused, 3 ended (→ /activity/end). */
  status: number
}

export const SCENE_STATUS_ENDED = 3

export function getSceneInfo(sceneId: number | string): Promise<SceneInfo> {
  return get<SceneInfo>('/sceneInfo', { sceneId }, { skipLoading: true, silent: true })
}

/** Binds the visitor to the inviter of a page link; only when logged in with an invitation code. */
export function bindRelationForPage(payload: { inviteCode: string; pagePath: string }): Promise<{ inviterId: number }> {
  return post('/basics/relation/bindRelation/dataSend/forPage', { ...payload, platform: 0 }, { skipLoading: true, silent: true })
}

export function bindRelation(payload: { inviteCode: string; sceneId?: number | string; channel?: string }): Promise<{ inviterId: number }> {
  return post('/basics/relation/bindRelation/dataSend', payload, { skipLoading: true, silent: true })
}

export interface EventRecord {
  platform: 0
  eventType: string
  browseUUID: string
  /** Unix seconds. */
  requestTime: number
  /** JSON text. */
  eventProperties: string
  userId: number | string
  version: string
  ecology: string
  system: string
  ecologyName: string
  channel: string
}

export function reportEvents(records: EventRecord[]): Promise<{ accepted: number }> {
  return post('/collect/event/report', records, { skipLoading: true, silent: true })
}
