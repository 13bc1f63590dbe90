// Sharing an exercise: friends open the public share page (exerciseShare) with the sharer's
// invitation code (core/share adds it).
import { configureShare } from '@/core/share/share'
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import type { ExerciseCard } from '@/features/exercise/api/exercise'

function target(exercise: ExerciseCard) {
  return { title: exercise.title, desc: exercise.subtitle || exercise.summary, link: routeShareLink('exercise-exerciseShare', { id: exercise.id }) }
}

/** What the share menu sends from an exercise page. */
export function configureExerciseShare(exercise: ExerciseCard): void {
  void configureShare(target(exercise))
}

export function shareExercise(exercise: ExerciseCard): void {
  void shareWithToast(target(exercise), '链接已复制，快去分享给好友吧')
}
