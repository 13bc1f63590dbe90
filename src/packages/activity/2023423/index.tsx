import PageShell from '@/components/PageShell'
import ActivityEnded from '@/features/activity/components/ActivityEnded'

definePageConfig({ navigationBarTitleText: '活动已结束', enableShareAppMessage: true, enableShareTimeline: true })

// Every sub-path of the 2023 campaign lands here: the campaign is over.
export default function Activity2023423Page() {
  return (
    <PageShell>
      <ActivityEnded />
    </PageShell>
  )
}
