import PageShell from '@/components/PageShell'
import EarningsLedger from '@/features/earnings/components/EarningsLedger'

definePageConfig({ navigationBarTitleText: '收支明细', enablePullDownRefresh: true })

export default function DistributionIncomeExpenditurePage() {
  return (
    <PageShell>
      <EarningsLedger />
    </PageShell>
  )
}
