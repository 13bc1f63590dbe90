import PageShell from '@/components/PageShell'
import ExerciseShare from '@/features/exercise/components/ExerciseShare'

definePageConfig({ navigationBarTitleText: '练习分享', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseSharePage() {
  return <PageShell>{(page) => <ExerciseShare id={Number(page.params.id)} />}</PageShell>
}
