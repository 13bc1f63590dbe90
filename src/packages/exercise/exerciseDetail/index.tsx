import PageShell from '@/components/PageShell'
import ExerciseDetail from '@/features/exercise/components/ExerciseDetail'

definePageConfig({ navigationBarTitleText: '练习详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseDetailPage() {
  // The practice plays its own audio: no mini bar over the guided steps.
  return <PageShell miniPlayer={false}>{(page) => <ExerciseDetail id={Number(page.params.id)} />}</PageShell>
}
