import PageShell from '@/components/PageShell'
import AssessmentShell from '@/features/assessment/components/AssessmentShell'
import CategoryBrowser from '@/features/assessment/components/CategoryBrowser'

definePageConfig({ navigationBarTitleText: '测评分类', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentCategoryPage() {
  return (
    <PageShell>
      <AssessmentShell tab='category'>
        <CategoryBrowser />
      </AssessmentShell>
    </PageShell>
  )
}
