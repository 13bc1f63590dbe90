import PageShell from '@/components/PageShell'
import ExerciseList from '@/features/exercise/components/ExerciseList'

definePageConfig({ navigationBarTitleText: '自助练习', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseListPage() {
  return (
    <PageShell>
      <ExerciseList />
    </PageShell>
  )
}
