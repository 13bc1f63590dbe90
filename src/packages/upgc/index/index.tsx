import PageShell from '@/components/PageShell'
import CommunityIndex from '@/features/upgc/components/CommunityIndex'

definePageConfig({ navigationBarTitleText: '社区', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function CommunityIndexPage() {
  return (
    <PageShell>
      <CommunityIndex />
    </PageShell>
  )
}
