import PageShell from '@/components/PageShell'
import PersonHome from '@/features/upgc/components/PersonHome'

definePageConfig({ navigationBarTitleText: '个人主页', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function PersonHomePage() {
  return (
    <PageShell>
      <PersonHome />
    </PageShell>
  )
}
