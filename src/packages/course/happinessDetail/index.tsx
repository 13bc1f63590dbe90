import PageShell from '@/components/PageShell'
import CourseDetail from '@/features/course/components/CourseDetail'

definePageConfig({ navigationBarTitleText: '幸福课详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function HappinessDetailPage() {
  // The happiness class uses the course page; the full player is on it: no mini bar.
  return (
    <PageShell miniPlayer={false}>{(page) => <CourseDetail subjectId={Number(page.params.subjectId)} />}</PageShell>
  )
}
