import PageShell from '@/components/PageShell'
import CourseHome from '@/features/course/components/CourseHome'

definePageConfig({ navigationBarTitleText: '幸福课堂', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function HappinessIndexPage() {
  return (
    <PageShell>
      <CourseHome kind='happiness' />
    </PageShell>
  )
}
