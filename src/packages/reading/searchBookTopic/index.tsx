import PageShell from '@/components/PageShell'
import SearchBookTopic from '@/features/reading/components/SearchBookTopic'

definePageConfig({ navigationBarTitleText: '选择书目' })

export default function ReadingSearchBookTopicPage() {
  return (
    <PageShell>
      <SearchBookTopic />
    </PageShell>
  )
}
