import PageShell from '@/components/PageShell'
import VipPoster from '@/features/vip/components/VipPoster'

definePageConfig({ navigationBarTitleText: '分享海报', enableShareAppMessage: true, enableShareTimeline: true })

export default function PosterPage() {
  return (
    <PageShell>
      <VipPoster />
    </PageShell>
  )
}
