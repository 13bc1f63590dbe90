import PageShell from '@/components/PageShell'
import CourseHome from '@/features/course/components/CourseHome'

definePageConfig({ navigationBarTitleText: '听课', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function CourseIndexPage() {
  return (
    <PageShell>
      <CourseHome kind='course' />
    </PageShell>
  )
}
