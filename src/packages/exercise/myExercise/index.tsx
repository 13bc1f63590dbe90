import PageShell from '@/components/PageShell'
import MyExercise from '@/features/exercise/components/MyExercise'

definePageConfig({ navigationBarTitleText: '练习记录', enableShareAppMessage: true, enableShareTimeline: true })

export default function MyExercisePage() {
  return <PageShell>{(page) => <MyExercise clientId={page.params.clientId ?? ''} />}</PageShell>
}
