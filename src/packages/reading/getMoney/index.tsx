import PageShell from '@/components/PageShell'
import CashOut from '@/features/earnings/components/CashOut'

definePageConfig({ navigationBarTitleText: '提现' })

export default function ReadingGetMoneyPage() {
  return (
    <PageShell>
      <CashOut from='reading' />
    </PageShell>
  )
}
