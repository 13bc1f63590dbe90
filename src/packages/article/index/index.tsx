import PageShell from '@/components/PageShell'
import { ArticleList, ArticleView } from '@/features/course/components/Articles'

definePageConfig({ navigationBarTitleText: '文章', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function ArticlePage() {
  return (
    <PageShell>{(page) => (Number(page.params.id) > 0 ? <ArticleView id={Number(page.params.id)} /> : <ArticleList />)}</PageShell>
  )
}
