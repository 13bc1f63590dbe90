import PageShell from '@/components/PageShell'
import YearReport from '@/features/yearBill/components/YearReport'

definePageConfig({ navigationBarTitleText: '2023年度听书报告', enableShareAppMessage: true, enableShareTimeline: true, disableScroll: true })

export default function YearBill2023Page() {
  return (
    <PageShell>
      <YearReport year={2023} />
    </PageShell>
  )
}
