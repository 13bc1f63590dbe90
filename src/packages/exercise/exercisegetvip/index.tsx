import PageShell from '@/components/PageShell'
import ExerciseGetVip from '@/features/exercise/components/ExerciseGetVip'

definePageConfig({ navigationBarTitleText: '开通练习会员', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExerciseGetVipPage() {
  return (
    <PageShell>
      <ExerciseGetVip />
    </PageShell>
  )
}
