import PageShell from '@/components/PageShell'
import EmptyCourse from '@/features/course/components/EmptyCourse'

definePageConfig({ navigationBarTitleText: '暂无内容', enableShareAppMessage: true, enableShareTimeline: true })

export default function CourseEmptyPage() {
  return (
    <PageShell>
      <EmptyCourse />
    </PageShell>
  )
}
