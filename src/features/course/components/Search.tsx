// 搜索: the input, this device's history (clearable) and the hot terms.
import { Text, View } from '@tarojs/components'
import { searchValueAtom, sessionStore } from '@/core/session/atoms'
import { openRoute } from '@/components/navigation/navigate'
import HotTerms from '@/features/course/components/HotTerms'
import SearchBox from '@/features/course/components/SearchBox'
import { useSearchHistory } from '@/features/course/hooks/useSearchHistory'
import './Search.scss'

export default function Search() {
  const { history, add, clear } = useSearchHistory()
  const go = (q: string) => {
    sessionStore.set(searchValueAtom, q)
    add(q)
    void openRoute('course-searchResult', { q })
  }
  return (
    <View className='course-search' data-testid='course-search'>
      <SearchBox onSubmit={go} autoFocus />
      {history.length ? (
        <View className='course-search__block' data-testid='search-history'>
          <View className='course-search__row'>
            <Text className='course-search__label'>搜索历史</Text>
            <Text className='course-search__action' onClick={clear} data-testid='search-history-clear'>
              清空
            </Text>
          </View>
          <View className='course-search__chips'>
            {history.map((term) => (
              <Text key={term} className='course-search__chip' onClick={() => go(term)}>
                {term}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      <HotTerms onPick={go} />
    </View>
  )
}
