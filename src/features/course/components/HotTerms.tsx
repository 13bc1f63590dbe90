// The most searched terms (GET /course/search/hot) as tappable chips.
import { Text, View } from '@tarojs/components'
import { useRequest } from '@/components/hooks/useRequest'
import { getHotTerms } from '@/features/course/api/course'
import './Search.scss'

export default function HotTerms({ onPick }: { onPick: (term: string) => void }) {
  const hot = useRequest(getHotTerms)
  if (!hot.data?.length) return null
  return (
    <View className='course-search__block' data-testid='search-hot'>
      <Text className='course-search__label'>热门搜索</Text>
      <View className='course-search__chips'>
        {hot.data.map((term, i) => (
          <Text key={term} className={`course-search__chip${i < 3 ? ' course-search__chip--hot' : ''}`} onClick={() => onPick(term)}>
            {term}
          </Text>
        ))}
      </View>
    </View>
  )
}
