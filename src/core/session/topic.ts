// The session's circle choice for the post being written (spec 3.3 topicId / topicName): 选择圈子
// sets it, 发布动态 reads it, publishing clears it. Kept in storage (atoms.ts) like the post draft.
import { DEFAULT_TOPIC_NAME } from '@/core/config'
import { sessionStore, topicIdAtom, topicNameAtom } from '@/core/session/atoms'

export interface TopicChoice {
  /** null: no circle chosen yet (the name is then DEFAULT_TOPIC_NAME, 选择圈子). */
  id: number | null
  name: string
}

/** The choice as the atoms hold it; a stored id that is not a circle id counts as none. */
export function topicOf(id: unknown, name: string): TopicChoice {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { id, name: name || DEFAULT_TOPIC_NAME } : { id: null, name: DEFAULT_TOPIC_NAME }
}

export function getTopic(): TopicChoice {
  return topicOf(sessionStore.get(topicIdAtom), sessionStore.get(topicNameAtom))
}

export function setTopic(id: number, name: string): void {
  sessionStore.set(topicIdAtom, id)
  sessionStore.set(topicNameAtom, name)
}

/** Back to no choice: the id is removed, the name is 选择圈子 again. */
export function clearTopic(): void {
  sessionStore.set(topicIdAtom, '')
  sessionStore.set(topicNameAtom, DEFAULT_TOPIC_NAME)
}
