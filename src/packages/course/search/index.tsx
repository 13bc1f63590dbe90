import PageShell from '@/components/PageShell'
import Search from '@/features/course/components/Search'

definePageConfig({ navigationBarTitleText: '搜索', enableShareAppMessage: true, enableShareTimeline: true })

export default function SearchPage() {
  return (
    <PageShell>
      <Search />
    </PageShell>
  )
}
