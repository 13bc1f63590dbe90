import PageShell from '@/components/PageShell'
import ReportLegacy from '@/features/assessment/components/ReportLegacy'

definePageConfig({ navigationBarTitleText: '测评报告', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentLegacyReportPage() {
  return <PageShell>{(page) => <ReportLegacy id={page.params.id || ''} shareToken={page.params.shareToken || ''} />}</PageShell>
}
