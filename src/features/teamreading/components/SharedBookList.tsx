// A shared book list, public (booklistShare?bookListId=, bookListNewYear/:symbol,
// goddessFestivals/:symbol): the list's headline, intro and courses (each opens its course
// detail) and a button into team reading with this list. An unknown or offline list or symbol
// shows an empty state in Chinese.
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import CourseCard from '@/components/CourseCard'
import StateView from '@/components/StateView'
import { routeShareLink } from '@/components/Poster/link'
import { openRoute } from '@/components/navigation/navigate'
import { useRequest } from '@/components/hooks/useRequest'
import { configureShare } from '@/core/share/share'
import { sharedBookList, sharedBySymbol, type SharedBookList as Shared, type ShareTheme } from '@/features/teamreading/api/teamreading'
import { openChooseBookList, openCourse } from '@/features/teamreading/utils/nav'
import './SharedBookList.scss'

export type SharedSource = { kind: 'list'; bookListId: number } | { kind: 'symbol'; symbol: string; theme: ShareTheme }

const BANNER: Record<ShareTheme | 'plain', string> = { newyear: '新年书单', goddess: '女神节书单', plain: '书单分享' }

function valid(source: SharedSource): boolean {
  return source.kind === 'list' ? Number.isInteger(source.bookListId) && source.bookListId > 0 : /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(source.symbol)
}

function load(source: SharedSource): Promise<Shared> {
  return source.kind === 'list' ? sharedBookList(source.bookListId) : sharedBySymbol(source.symbol, source.theme)
}

/** The page this list is shared from, for the share menu. */
function shareLink(source: SharedSource): string {
  if (source.kind === 'list') return routeShareLink('teamreading-booklistShare', { bookListId: source.bookListId })
  return routeShareLink(source.theme === 'newyear' ? 'teamreading-bookListNewYear' : 'teamreading-goddessFestivals', { symbol: source.symbol })
}

export default function SharedBookList({ source }: { source: SharedSource }) {
  const ok = valid(source)
  const key = source.kind === 'list' ? `list:${source.bookListId}` : `${source.theme}:${source.symbol}`
  const request = useRequest(() => load(source), [key], ok)
  const data = request.data
  const theme = source.kind === 'symbol' ? source.theme : 'plain'

  useEffect(() => {
    if (data) void configureShare({ title: data.headline, desc: data.bookList.summary || data.bookList.subtitle, link: shareLink(source) })
  }, [data])

  const gone = (
    <StateView status='empty' message='这份书单不存在或已下线，去看看其他书单吧' actionText='看看其他书单' onAction={() => void openRoute('course-bookList')} />
  )
  if (!ok) return gone
  if (request.loading && !data) return <StateView status='loading' />
  if (!data) return request.refused ? gone : <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  const list = data.bookList

  return (
    <View className={`shared-list shared-list--${theme}`} data-testid='shared-booklist' data-book-list-id={list.id} data-theme={theme}>
      <View className='shared-list__banner'>
        <Text className='shared-list__badge'>{BANNER[theme]}</Text>
        <Text className='shared-list__headline' data-testid='shared-headline'>
          {data.headline}
        </Text>
        {data.headline !== list.title ? <Text className='shared-list__title'>《{list.title}》</Text> : null}
        {list.subtitle ? <Text className='shared-list__subtitle'>{list.subtitle}</Text> : null}
        <Text className='shared-list__meta'>
          {list.curator ? `${list.curator} 推荐 · ` : ''}共{list.count}门课 · {data.readers}人正在组队共读
        </Text>
      </View>
      {list.summary ? <Text className='shared-list__summary'>{list.summary}</Text> : null}
      <View className='shared-list__list'>
        {list.items.length === 0 ? <StateView status='empty' compact message='这份书单暂时没有课程' /> : null}
        {list.items.map(({ note, subject }) => (
          <CourseCard key={subject.id} subject={subject} onClick={(s) => openCourse(s.id)} extra={note ? <Text className='shared-list__note'>“{note}”</Text> : null} />
        ))}
      </View>
      <View className='shared-list__bar'>
        <Button type='primary' block onClick={() => openChooseBookList(list.id)} data-testid='shared-team-up'>
          约上好友，组队共读
        </Button>
      </View>
    </View>
  )
}
