import PageShell from '@/components/PageShell'
import CourseBrowser from '@/features/course/components/CourseBrowser'

definePageConfig({ navigationBarTitleText: '幸福课', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function HappinessPage() {
  return (
    <PageShell>{(page) => <CourseBrowser kind='happiness' access={page.params.access} sort={page.params.sort} />}</PageShell>
  )
}
