import PageShell from '@/components/PageShell'
import WithdrawalResult from '@/features/earnings/components/WithdrawalResult'

definePageConfig({ navigationBarTitleText: '提现成功' })

export default function ReadingGetMoneySuccessPage() {
  return (
    <PageShell>
      <WithdrawalResult />
    </PageShell>
  )
}
