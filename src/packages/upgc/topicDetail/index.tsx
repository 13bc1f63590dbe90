import PageShell from '@/components/PageShell'
import CircleHome from '@/features/upgc/components/CircleHome'

definePageConfig({ navigationBarTitleText: '圈子主页', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function CircleHomePage() {
  return (
    <PageShell>
      <CircleHome />
    </PageShell>
  )
}
