import PageShell from '@/components/PageShell'
import YearReport from '@/features/yearBill/components/YearReport'

definePageConfig({ navigationBarTitleText: '2024年度学习报告', enableShareAppMessage: true, enableShareTimeline: true, disableScroll: true })

export default function YearBill2024Page() {
  return (
    <PageShell>
      <YearReport year={2024} />
    </PageShell>
  )
}
