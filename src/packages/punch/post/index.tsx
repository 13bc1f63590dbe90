import PageShell from '@/components/PageShell'
import PostPunch from '@/features/punch/components/PostPunch'

definePageConfig({ navigationBarTitleText: '发布打卡' })

export default function PunchPostPage() {
  return (
    <PageShell>
      <PostPunch />
    </PageShell>
  )
}
