import PageShell from '@/components/PageShell'
import LearnRecord from '@/features/learn/components/LearnRecord'

definePageConfig({ navigationBarTitleText: '学习记录', enableShareAppMessage: true, enableShareTimeline: true, enablePullDownRefresh: true })

export default function LearnRecordPage() {
  return (
    <PageShell>
      <LearnRecord />
    </PageShell>
  )
}
