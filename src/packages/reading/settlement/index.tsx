import PageShell from '@/components/PageShell'
import Settlement from '@/features/reading/components/Settlement'

definePageConfig({ navigationBarTitleText: '活动结算', enablePullDownRefresh: true })

export default function ReadingSettlementPage() {
  return (
    <PageShell>
      <Settlement />
    </PageShell>
  )
}
