import PageShell from '@/components/PageShell'
import ClassSchedule from '@/features/course/components/ClassSchedule'

definePageConfig({ navigationBarTitleText: '全国课程表', enableShareAppMessage: true, enableShareTimeline: true })

export default function ClassSchedulePage() {
  return (
    <PageShell>
      <ClassSchedule />
    </PageShell>
  )
}
