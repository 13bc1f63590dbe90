import PageShell from '@/components/PageShell'
import PostLanding from '@/features/upgc/components/PostLanding'

definePageConfig({ navigationBarTitleText: '动态详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function PostDetailLoadPage() {
  return (
    <PageShell>
      <PostLanding />
    </PageShell>
  )
}
