// Sharing an exercise: friends open the public share page (exerciseShare) with the sharer's
// invitation code (core/share adds it).
import { configureShare } from '@/core/share/share'
import { toast } from '@/core/toast'
import { describeError } from '@/core/request/client'
import { routeShareLink } from '@/components/Poster/link'
import { sharePage } from '@/components/Poster/share'
import type { ExerciseCard } from '@/features/exercise/api/exercise'

function target(exercise: ExerciseCard) {
  return { title: exercise.title, desc: exercise.subtitle || exercise.summary, link: routeShareLink('exercise-exerciseShare', { id: exercise.id }) }
}

/** What the share menu sends from an exercise page. */
export function configureExerciseShare(exercise: ExerciseCard): void {
  void configureShare(target(exercise))
}

const OUTCOME_TOAST = { menu: '点击右上角「···」分享给好友', copied: '链接已复制，快去分享给好友吧', shared: '' } as const

export function shareExercise(exercise: ExerciseCard): void {
  sharePage(target(exercise))
    .then((outcome) => toast(OUTCOME_TOAST[outcome]))
    .catch((e) => toast(describeError(e)))
}
