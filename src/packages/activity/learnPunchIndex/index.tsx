import PageShell from '@/components/PageShell'
import ListenPunch from '@/features/punch/components/ListenPunch'

definePageConfig({ navigationBarTitleText: '听书打卡', enableShareAppMessage: true, enableShareTimeline: true })

export default function LearnPunchIndexPage() {
  return (
    <PageShell>
      <ListenPunch />
    </PageShell>
  )
}
