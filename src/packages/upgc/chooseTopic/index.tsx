import PageShell from '@/components/PageShell'
import ChooseTopic from '@/features/upgc/components/ChooseTopic'

definePageConfig({ navigationBarTitleText: '选择圈子' })

export default function ChooseTopicPage() {
  return (
    <PageShell>
      <ChooseTopic />
    </PageShell>
  )
}
