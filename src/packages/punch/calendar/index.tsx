import PageShell from '@/components/PageShell'
import PunchCalendar from '@/features/punch/components/PunchCalendar'

definePageConfig({ navigationBarTitleText: '打卡日历' })

export default function PunchCalendarPage() {
  return (
    <PageShell>
      <PunchCalendar />
    </PageShell>
  )
}
