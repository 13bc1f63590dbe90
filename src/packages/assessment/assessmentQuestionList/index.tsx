import { useState } from 'react'
import PageShell from '@/components/PageShell'
import TakeQuestions from '@/features/assessment/components/TakeQuestions'

// The table's title is a legacy one: the bar shows 心理测评 until the scale's own title arrives.
definePageConfig({ navigationBarTitleText: '测评答题', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentQuestionListPage() {
  const [title, setTitle] = useState('心理测评')
  return (
    <PageShell title={title}>
      {(page) => <TakeQuestions assessmentId={Number(page.params.id)} sessionId={Number(page.params.sessionId) || 0} onTitle={setTitle} />}
    </PageShell>
  )
}
