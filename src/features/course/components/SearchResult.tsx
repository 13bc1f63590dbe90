// 搜索结果: paged matches of ?q= (15 a page, pull-up for more, pull-down to refresh), the query
// marked in titles, and hot terms when nothing matched.
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { searchValueAtom, sessionStore } from '@/core/session/atoms'
import CourseCard from '@/components/CourseCard'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { searchCourses } from '@/features/course/api/course'
import HotTerms from '@/features/course/components/HotTerms'
import SearchBox from '@/features/course/components/SearchBox'
import { useSearchHistory } from '@/features/course/hooks/useSearchHistory'
import { openCourse } from '@/features/course/utils/nav'
import './Search.scss'

export default function SearchResult({ initialQuery }: { initialQuery: string }) {
  const [q, setQ] = useState(initialQuery.trim())
  const { add } = useSearchHistory()
  const list = usePagedList((page) => searchCourses(page, q), [q], !!q)
  usePullDownReload(list.reload, list.loading)

  useEffect(() => {
    if (q) sessionStore.set(searchValueAtom, q)
  }, [q])

  const search = (next: string) => {
    add(next)
    setQ(next)
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }

  return (
    <View className='course-search' data-testid='search-result'>
      <SearchBox onSubmit={search} />
      {!q ? <StateView status='empty' message='输入想听的课程或作者试试' /> : null}
      {q && list.loading ? <StateView status='loading' /> : null}
      {q && !list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {q && !list.loading && !list.error && list.items.length === 0 ? (
        <>
          <StateView status='empty' message='没有找到相关课程' />
          <HotTerms
            onPick={(term) => {
              sessionStore.set(searchValueAtom, term)
              search(term)
            }}
          />
        </>
      ) : null}
      <View className='course-search__results'>
        {list.items.map((s) => (
          <CourseCard key={s.id} subject={s} highlight={q} onClick={openCourse} />
        ))}
      </View>
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
