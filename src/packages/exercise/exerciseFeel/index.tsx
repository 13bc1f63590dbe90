import PageShell from '@/components/PageShell'
import ExerciseFeel from '@/features/exercise/components/ExerciseFeel'

definePageConfig({ navigationBarTitleText: '练习感受', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseFeelPage() {
  return <PageShell>{(page) => <ExerciseFeel clientId={page.params.clientId ?? ''} />}</PageShell>
}
