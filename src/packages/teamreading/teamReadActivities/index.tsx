// 共读活动 always redirects to 共读排行榜 (the route table's redirectTo): PageShell's guard
// replaces this page, its params kept, before anything renders.
import PageShell from '@/components/PageShell'

definePageConfig({ navigationBarTitleText: '共读活动', enableShareAppMessage: true, enableShareTimeline: true })

export default function TeamReadActivitiesPage() {
  return <PageShell>{null}</PageShell>
}
