import PageShell from '@/components/PageShell'
import YearBillShare from '@/features/yearBill/components/YearBillShare'

definePageConfig({ navigationBarTitleText: '年度报告分享', enableShareAppMessage: true, enableShareTimeline: true })

export default function YearBillSharePage() {
  return (
    <PageShell>
      <YearBillShare />
    </PageShell>
  )
}
