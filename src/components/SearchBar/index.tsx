// The search field of the search pages: an input with a clear button, and a 搜索 button. The
// owner keeps the value and checks it on submit. Test ids: `${testId}-input`, `${testId}-submit`.
import { Input, Text, View } from '@tarojs/components'
import './index.scss'

export interface SearchBarProps {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  placeholder: string
  maxLength: number
  autoFocus?: boolean
  testId: string
}

export default function SearchBar({ value, onChange, onSubmit, placeholder, maxLength, autoFocus, testId }: SearchBarProps) {
  return (
    <View className='search-bar'>
      <View className='search-bar__field'>
        <Text className='search-bar__icon'>⌕</Text>
        <Input
          className='search-bar__input'
          value={value}
          focus={autoFocus}
          maxlength={maxLength}
          confirmType='search'
          placeholder={placeholder}
          onInput={(e) => onChange(e.detail.value)}
          onConfirm={onSubmit}
          data-testid={`${testId}-input`}
        />
        {value ? (
          <Text className='search-bar__clear' onClick={() => onChange('')}>
            ×
          </Text>
        ) : null}
      </View>
      <Text className='search-bar__submit' onClick={onSubmit} data-testid={`${testId}-submit`}>
        搜索
      </Text>
    </View>
  )
}
