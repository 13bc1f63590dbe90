import { useState } from 'react'
import PageShell from '@/components/PageShell'
import TakeQuestions from '@/features/assessment/components/TakeQuestions'

// The bar shows the route's title until the scale's own title arrives (never the spec's "MBTI").
definePageConfig({ navigationBarTitleText: '测评答题', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentQuestionListPage() {
  const [title, setTitle] = useState<string | undefined>(undefined)
  return (
    <PageShell title={title}>
      {(page) => <TakeQuestions assessmentId={Number(page.params.id)} sessionId={Number(page.params.sessionId) || 0} onTitle={setTitle} />}
    </PageShell>
  )
}
