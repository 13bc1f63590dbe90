// Pure helpers of 个人主页, 我的关注 and 我的粉丝: the follow button's words, which people of a
// list still need their relation asked (GET /upgc/relations takes up to 50 at once), and the
// profile after a follow, unfollow, block or unblock.
import type { CommunityProfile, FollowState, Relation } from '@/features/upgc/api/upgc'

export type RelationState = Pick<Relation, 'followed' | 'followsMe'>

/** 互相关注 / 已关注 (I follow them), 回关 (they follow me), 关注. */
export function followLabel({ followed, followsMe }: RelationState): string {
  if (followed) return followsMe ? '互相关注' : '已关注'
  return followsMe ? '回关' : '关注'
}

/** Most ids one relations request asks about (the server's RELATIONS_MAX). */
export const RELATIONS_BATCH = 50

/**
 * The ids of a list whose relation is not known yet, without me, each once, in batches the
 * server takes.
 */
export function relationBatches(ids: number[], known: Record<number, unknown>, me: number | null): number[][] {
  const missing = [...new Set(ids)].filter((id) => id !== me && !(id in known))
  const batches: number[][] = []
  for (let i = 0; i < missing.length; i += RELATIONS_BATCH) batches.push(missing.slice(i, i + RELATIONS_BATCH))
  return batches
}

/** The profile after a follow or unfollow: the server's fan count and my follow. */
export function withFollow(profile: CommunityProfile, state: FollowState): CommunityProfile {
  return { ...profile, followed: state.followed, fans: state.fans }
}

/** Whom `userId` (a query value) names: that user, or me when it is absent; null when it is not a user id. */
export function homeUserId(param: string | undefined, me: number | null): number | null {
  if (param === undefined || param === '') return me
  const id = Number(param)
  return Number.isInteger(id) && id > 0 ? id : null
}
