import PageShell from '@/components/PageShell'
import SharePoster from '@/features/reading/components/SharePoster'

definePageConfig({ navigationBarTitleText: '分享海报', enableShareAppMessage: true, enableShareTimeline: true })

export default function ReadingSharePosterPage() {
  return (
    <PageShell>
      <SharePoster />
    </PageShell>
  )
}
