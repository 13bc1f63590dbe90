import PageShell from '@/components/PageShell'
import LearnShare from '@/features/learn/components/LearnShare'

definePageConfig({ navigationBarTitleText: '学习成就', enableShareAppMessage: true, enableShareTimeline: true })

export default function LearnSharePage() {
  return (
    <PageShell>
      <LearnShare />
    </PageShell>
  )
}
