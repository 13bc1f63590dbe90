// The session's circle choice for the post being written, as React state (core/session/topic.ts).
import { useAtomValue } from 'jotai'
import { sessionStore, topicIdAtom, topicNameAtom } from '@/core/session/atoms'
import { topicOf, type TopicChoice } from '@/core/session/topic'

export function useTopic(): TopicChoice {
  const id = useAtomValue(topicIdAtom, { store: sessionStore })
  const name = useAtomValue(topicNameAtom, { store: sessionStore })
  return topicOf(id, name)
}
