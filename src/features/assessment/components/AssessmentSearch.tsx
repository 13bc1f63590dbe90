// 搜索测评: a search box and the paged titles that contain the text (GET /assessment/list?q=).
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { toast } from '@/core/toast'
import SearchBar from '@/components/SearchBar'
import AssessmentList from '@/features/assessment/components/AssessmentList'
import { SEARCH_MAX, searchQuery } from '@/features/assessment/utils/browse'
import './AssessmentSearch.scss'

const SUGGESTIONS = ['抑郁', '焦虑', '性格', '睡眠', '压力']

export default function AssessmentSearch({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(searchQuery(initial))
  const [query, setQuery] = useState(searchQuery(initial))

  const submit = (text = value) => {
    const q = searchQuery(text)
    if (!q) {
      toast('请输入要搜索的内容')
      return
    }
    setValue(q)
    setQuery(q)
  }

  return (
    <View className='assessment-search' data-testid='assessment-search'>
      <SearchBar
        value={value}
        onChange={setValue}
        onSubmit={() => submit()}
        placeholder='搜索测评名称'
        maxLength={SEARCH_MAX}
        autoFocus={!initial}
        testId='assessment-search'
      />

      {query ? (
        <AssessmentList filter={{ q: query }} emptyText={`没有找到与“${query}”相关的测评，换个词试试`} testId='assessment-search-results' />
      ) : (
        <View className='assessment-search__hints'>
          <Text className='assessment-search__hints-title'>大家在搜</Text>
          <View className='assessment-search__chips'>
            {SUGGESTIONS.map((s) => (
              <Text key={s} className='assessment-search__chip' onClick={() => submit(s)} data-testid={`assessment-search-hint-${s}`}>
                {s}
              </Text>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
