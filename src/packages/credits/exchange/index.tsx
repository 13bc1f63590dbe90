import PageShell from '@/components/PageShell'
import CreditsExchange from '@/features/credits/components/CreditsExchange'

definePageConfig({ navigationBarTitleText: '积分兑换', enableShareAppMessage: true, enableShareTimeline: true })

export default function CreditsExchangePage() {
  return (
    <PageShell>
      <CreditsExchange />
    </PageShell>
  )
}
