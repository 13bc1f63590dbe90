import PageShell from '@/components/PageShell'
import ActivityEnded from '@/features/activity/components/ActivityEnded'

definePageConfig({ navigationBarTitleText: '活动已结束', enableShareAppMessage: true, enableShareTimeline: true })

export default function ActivityEndPage() {
  return <PageShell>{({ sceneId }) => <ActivityEnded sceneId={sceneId} />}</PageShell>
}
