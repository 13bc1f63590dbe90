// Where exercise things open (route names of src/routes/table.ts).
import { openRoute, replaceRoute } from '@/components/navigation/navigate'

export function openExercise(id: number): void {
  void openRoute('exercise-exerciseDetail', { id })
}

export function openExerciseList(): void {
  void openRoute('exercise-exerciselist')
}

export function openPractice(clientId: string): void {
  void openRoute('exercise-myExercise', { clientId })
}

export function openFeel(clientId: string): void {
  void openRoute('exercise-exerciseFeel', { clientId })
}

export function openMyPractices(): void {
  void openRoute('exercise-myExerciseList')
}

export function openQuestions(): void {
  void openRoute('exercise-exercisequestion')
}

export function openGetVip(): void {
  void openRoute('exercise-exercisegetvip')
}

export function openVipOffer(): void {
  void openRoute('common-openVip')
}

/** After the last step: the practice page is replaced, so back does not return to the timer. */
export function toFeel(clientId: string): void {
  void replaceRoute('exercise-exerciseFeel', { clientId })
}

export function toPractice(clientId: string): void {
  void replaceRoute('exercise-myExercise', { clientId })
}
