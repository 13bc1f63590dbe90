// 选择书目 (login): search the courses by title or author and the topics (earlier parties' and the
// suggested ones); tapping a book or a topic writes it into 发起读书会's draft and goes back there.
// A typed keyword that is no listed topic can be used as the topic as it is.
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import SearchBar from '@/components/SearchBar'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { goBack } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { routeUrl } from '@/routes/match'
import { searchBookTopic, TOPIC_MAX } from '@/features/reading/api/reading'
import { pickBook, pickTopic } from '@/features/reading/utils/draft'
import './SearchBookTopic.scss'

const KEYWORD_MAX = 40

export default function SearchBookTopic() {
  const { loggedIn } = useCurrentUser()
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [topics, setTopics] = useState<string[]>([])
  const books = usePagedList(
    async (page) => {
      const result = await searchBookTopic(keyword, page)
      if (page === 1) setTopics(result.topics)
      return result.books
    },
    [keyword, loggedIn],
    loggedIn,
  )

  if (!loggedIn) return <LoginRequired message='登录后选择书目' />

  const back = () => goBack(routeUrl('reading-creat'))
  const chooseTopic = (topic: string) => {
    pickTopic(topic, Date.now())
    back()
  }
  const typed = keyword.trim()
  const typedIsNew = typed !== '' && Array.from(typed).length <= TOPIC_MAX && !topics.includes(typed)

  return (
    <View className='reading-search' data-testid='reading-search' data-keyword={keyword}>
      <SearchBar value={input} onChange={setInput} onSubmit={() => setKeyword(input.trim())} placeholder='搜索书名、作者或话题' maxLength={KEYWORD_MAX} testId='reading-search' />

      <Text className='reading-search__label'>话题</Text>
      <View className='reading-search__topics' data-testid='reading-search-topics' data-count={topics.length}>
        {typedIsNew ? (
          <Text className='reading-search__topic reading-search__topic--new' onClick={() => chooseTopic(typed)} data-testid='reading-topic-typed'>
            用“{typed}”作话题
          </Text>
        ) : null}
        {topics.map((t) => (
          <Text key={t} className='reading-search__topic' onClick={() => chooseTopic(t)} data-testid='reading-topic-option' data-topic={t}>
            #{t}
          </Text>
        ))}
        {!topics.length && !typedIsNew && !books.loading ? <Text className='reading-search__none'>没有相关话题</Text> : null}
      </View>

      <Text className='reading-search__label'>课程书目</Text>
      {books.loading ? <StateView status='loading' compact /> : null}
      {!books.loading && books.error ? <StateView status='error' compact message={books.error} actionText='重新加载' onAction={books.reload} /> : null}
      {!books.loading && !books.error && books.items.length === 0 ? (
        <StateView status='empty' compact message={typed ? `没有找到“${typed}”相关的书，可以直接在发起页填写书名` : '暂时没有可选的书'} />
      ) : null}
      <View className='reading-search__books' data-testid='reading-search-books' data-count={books.items.length}>
        {books.items.map((b) => (
          <View
            key={b.subjectId}
            className='reading-search__book'
            onClick={() => {
              pickBook({ subjectId: b.subjectId, title: b.title }, Date.now())
              back()
            }}
            data-testid='reading-book-option'
            data-subject-id={b.subjectId}
          >
            {b.cover ? <Image className='reading-search__cover' src={b.cover} mode='aspectFill' /> : <View className='reading-search__cover' />}
            <View className='reading-search__book-text'>
              <Text className='reading-search__book-title'>{b.title}</Text>
              {b.author ? <Text className='reading-search__author'>{b.author}</Text> : null}
            </View>
          </View>
        ))}
      </View>
      <ListFooter loadingMore={books.loadingMore} hasMore={books.hasMore} moreError={books.moreError} onMore={books.loadMore} count={books.items.length} />
    </View>
  )
}
