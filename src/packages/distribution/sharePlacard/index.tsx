import PageShell from '@/components/PageShell'
import SharePlacard from '@/features/distribution/components/SharePlacard'

definePageConfig({ navigationBarTitleText: '推广海报', enableShareAppMessage: true, enableShareTimeline: true })

export default function SharePlacardPage() {
  return (
    <PageShell>
      <SharePlacard />
    </PageShell>
  )
}
