import PageShell from '@/components/PageShell'
import NoTopic from '@/features/upgc/components/NoTopic'

definePageConfig({ navigationBarTitleText: '发现圈子' })

export default function NoTopicPage() {
  return (
    <PageShell>
      <NoTopic />
    </PageShell>
  )
}
