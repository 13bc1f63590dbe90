import PageShell from '@/components/PageShell'
import WithdrawalRecords from '@/features/earnings/components/WithdrawalRecords'

definePageConfig({ navigationBarTitleText: '提现记录', enablePullDownRefresh: true })

export default function DistributionRecordWithdrawalPage() {
  return (
    <PageShell>
      <WithdrawalRecords />
    </PageShell>
  )
}
