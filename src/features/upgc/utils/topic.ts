// The circle of the post being written (session topicId / topicName, core/session/topic.ts):
// which circle 发布动态 starts with, and the way back to it from 选择圈子 and 发现圈子.
import type { Circle } from '@/features/upgc/api/upgc'
import { backToRoute, stepsBackTo } from '@/components/navigation/navigate'

export interface TopicInput {
  /** My circles (GET /upgc/circle/mine). */
  circles: Pick<Circle, 'id' | 'name'>[]
  /** ?circleId= of the page (发布 from 圈子主页). */
  param?: number | null
  /** The session's choice. */
  chosen?: number | null
  /** The circle kept in an older post draft. */
  draft?: number | null
}

/**
 * The circle 发布动态 opens with: the one asked for in the address, else the session's choice,
 * else the draft's, each only while I am a member (a choice kept in storage may be a circle I
 * left, or another account's); with none of them, my only circle when I joined exactly one;
 * else none (选择圈子).
 */
export function resolveTopic({ circles, param, chosen, draft }: TopicInput): { id: number; name: string } | null {
  for (const id of [param, chosen, draft]) {
    const circle = id ? circles.find((c) => c.id === id) : undefined
    if (circle) return { id: circle.id, name: circle.name }
  }
  return circles.length === 1 ? { id: circles[0].id, name: circles[0].name } : null
}

/** How many pages to go back to the nearest 发布动态 below the current page (see stepsBackTo). */
export const stepsBackToPublish = (stack: string[]): number | null => stepsBackTo(stack, 'upgc-publish')

/** Returns to 发布动态 below (kept alive, with its text), or opens it in place of this page. */
export const backToPublish = (): void => backToRoute('upgc-publish')
