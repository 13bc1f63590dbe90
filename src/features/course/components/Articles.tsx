// 文章: with an id the article itself (title, author, date, reads, paragraphs, related course),
// without one the paged list, newest first.
import { Image, Text, View } from '@tarojs/components'
import { formatDate } from '@/core/format'
import CourseCard from '@/components/CourseCard'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { getArticle, listArticles } from '@/features/course/api/course'
import { openCourse } from '@/features/course/utils/nav'
import './Articles.scss'

export function ArticleList() {
  const list = usePagedList(listArticles)
  usePullDownReload(list.reload, list.loading)
  return (
    <View className='articles' data-testid='article-list'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='还没有文章' /> : null}
      {list.items.map((a) => (
        <View key={a.id} className='articles__item' onClick={() => void openRoute('article-index', { id: a.id })} data-testid={`article-${a.id}`}>
          <View className='articles__text'>
            <Text className='articles__title'>{a.title}</Text>
            <Text className='articles__summary'>{a.summary}</Text>
            <Text className='articles__meta'>
              {a.author ? `${a.author} · ` : ''}
              {formatDate(a.publishedAt)} · {a.reads}阅读
            </Text>
          </View>
          {a.cover ? <Image className='articles__thumb' src={a.cover} mode='aspectFill' lazyLoad /> : null}
        </View>
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

export function ArticleView({ id }: { id: number }) {
  const article = useRequest(() => getArticle(id), [id])
  if (article.loading) return <StateView status='loading' />
  if (article.error || !article.data) return <RequestError request={article} elsewhere={{ text: '看看其他文章', route: 'article-index' }} />
  const a = article.data
  return (
    <View className='article' data-testid='article-detail'>
      <Text className='article__title'>{a.title}</Text>
      <Text className='article__meta'>
        {a.author ? `${a.author} · ` : ''}
        {formatDate(a.publishedAt)} · {a.reads}阅读
      </Text>
      {a.paragraphs.map((p, i) => (
        <Text key={i} className='article__para'>
          {p}
        </Text>
      ))}
      {a.subject ? (
        <View className='article__related'>
          <Text className='article__related-label'>相关课程</Text>
          <CourseCard subject={a.subject} onClick={openCourse} />
        </View>
      ) : null}
    </View>
  )
}
