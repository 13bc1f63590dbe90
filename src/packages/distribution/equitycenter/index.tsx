import PageShell from '@/components/PageShell'
import EquityCenter from '@/features/distribution/components/EquityCenter'

definePageConfig({ navigationBarTitleText: '权益中心' })

export default function EquityCenterPage() {
  return (
    <PageShell>
      <EquityCenter />
    </PageShell>
  )
}
