import { useState } from 'react'
import PageShell from '@/components/PageShell'
import ReportView from '@/features/assessment/components/ReportView'

definePageConfig({ navigationBarTitleText: '测评报告', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentReportPage() {
  const [title, setTitle] = useState('')
  return (
    <PageShell title={title}>
      {(page) => <ReportView query={{ id: Number(page.params.id) || 0, shareToken: page.params.shareToken || '' }} onTitle={setTitle} />}
    </PageShell>
  )
}
