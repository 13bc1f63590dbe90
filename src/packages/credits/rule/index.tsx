import PageShell from '@/components/PageShell'
import CreditsRule from '@/features/credits/components/CreditsRule'

definePageConfig({ navigationBarTitleText: '积分规则', enableShareAppMessage: true, enableShareTimeline: true })

export default function CreditsRulePage() {
  return (
    <PageShell>
      <CreditsRule />
    </PageShell>
  )
}
