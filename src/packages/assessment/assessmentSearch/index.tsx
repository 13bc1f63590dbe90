import PageShell from '@/components/PageShell'
import AssessmentSearch from '@/features/assessment/components/AssessmentSearch'

definePageConfig({ navigationBarTitleText: '搜索测评', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentSearchPage() {
  return <PageShell>{(page) => <AssessmentSearch initial={page.params.q} />}</PageShell>
}
