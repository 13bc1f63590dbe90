import PageShell from '@/components/PageShell'
import ExerciseQuestions from '@/features/exercise/components/ExerciseQuestions'

definePageConfig({ navigationBarTitleText: '练习题', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseQuestionPage() {
  return (
    <PageShell>
      <ExerciseQuestions />
    </PageShell>
  )
}
