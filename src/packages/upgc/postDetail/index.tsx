import PageShell from '@/components/PageShell'
import PostDetail from '@/features/upgc/components/PostDetail'

definePageConfig({ navigationBarTitleText: '动态详情', enableShareAppMessage: true, enableShareTimeline: true })

export default function PostDetailPage() {
  return (
    <PageShell>
      <PostDetail />
    </PageShell>
  )
}
