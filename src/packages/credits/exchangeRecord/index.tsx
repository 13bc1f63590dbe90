import PageShell from '@/components/PageShell'
import ExchangeRecord from '@/features/credits/components/ExchangeRecord'

definePageConfig({ navigationBarTitleText: '兑换记录', enableShareAppMessage: true, enableShareTimeline: true })

export default function ExchangeRecordPage() {
  return (
    <PageShell>
      <ExchangeRecord />
    </PageShell>
  )
}
