import PageShell from '@/components/PageShell'
import SearchResult from '@/features/course/components/SearchResult'

definePageConfig({ navigationBarTitleText: '搜索结果', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function SearchResultPage() {
  return (
    <PageShell>{(page) => <SearchResult initialQuery={page.params.q ?? ''} />}</PageShell>
  )
}
