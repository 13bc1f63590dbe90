// The search input shared by search and searchResult; the value lives in the session (spec 3.3).
import { Input, Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { searchValueAtom, sessionStore } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import './Search.scss'

export const MAX_QUERY = 30

export default function SearchBox({ onSubmit, autoFocus }: { onSubmit: (q: string) => void; autoFocus?: boolean }) {
  const [value, setValue] = useAtom(searchValueAtom, { store: sessionStore })
  const submit = () => {
    const q = value.trim()
    if (!q) {
      toast('请输入要搜索的内容')
      return
    }
    onSubmit(q.slice(0, MAX_QUERY))
  }
  return (
    <View className='course-search__bar'>
      <View className='course-search__field'>
        <Text className='course-search__icon'>⌕</Text>
        <Input
          className='course-search__input'
          value={value}
          focus={autoFocus}
          maxlength={MAX_QUERY}
          confirmType='search'
          placeholder='搜索课程、作者'
          onInput={(e) => setValue(e.detail.value)}
          onConfirm={submit}
          data-testid='search-input'
        />
        {value ? (
          <Text className='course-search__clear' onClick={() => setValue('')}>
            ×
          </Text>
        ) : null}
      </View>
      <Text className='course-search__submit' onClick={submit} data-testid='search-submit'>
        搜索
      </Text>
    </View>
  )
}
