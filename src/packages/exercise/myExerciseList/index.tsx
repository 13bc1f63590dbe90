import PageShell from '@/components/PageShell'
import MyExerciseList from '@/features/exercise/components/MyExerciseList'

definePageConfig({ navigationBarTitleText: '我的练习', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function MyExerciseListPage() {
  return (
    <PageShell>
      <MyExerciseList />
    </PageShell>
  )
}
