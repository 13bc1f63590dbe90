import PageShell from '@/components/PageShell'
import Introduce from '@/features/punch/components/Introduce'

definePageConfig({ navigationBarTitleText: '挑战介绍', enableShareAppMessage: true, enableShareTimeline: true })

export default function PunchIntroducePage() {
  return (
    <PageShell>
      <Introduce />
    </PageShell>
  )
}
