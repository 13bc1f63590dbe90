import PageShell from '@/components/PageShell'
import ChallengeIndex from '@/features/punch/components/ChallengeIndex'

definePageConfig({ navigationBarTitleText: '打卡挑战', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function PunchIndexPage() {
  return (
    <PageShell>
      <ChallengeIndex />
    </PageShell>
  )
}
