import PageShell from '@/components/PageShell'
import ShareCourse from '@/features/course/components/ShareCourse'

definePageConfig({ navigationBarTitleText: '课程分享', enableShareAppMessage: true, enableShareTimeline: true })

export default function ShareCourseDetailPage() {
  return (
    <PageShell>{(page) => <ShareCourse subjectId={Number(page.params.subjectId)} />}</PageShell>
  )
}
