import PageShell from '@/components/PageShell'
import CashOut from '@/features/earnings/components/CashOut'

definePageConfig({ navigationBarTitleText: '提现' })

export default function DistributionCashOutPage() {
  return (
    <PageShell>
      <CashOut from='distribution' />
    </PageShell>
  )
}
