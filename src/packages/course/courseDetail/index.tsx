import PageShell from '@/components/PageShell'
import CourseDetail from '@/features/course/components/CourseDetail'

definePageConfig({ navigationBarTitleText: '课程详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function CourseDetailPage() {
  // The full player is on the page: no mini bar.
  return (
    <PageShell miniPlayer={false}>{(page) => <CourseDetail subjectId={Number(page.params.subjectId)} />}</PageShell>
  )
}
