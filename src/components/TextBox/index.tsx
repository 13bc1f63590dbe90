// A box for what a user writes (a post, a punch-in) with its counter under it (`n/max`); typing
// past `maxLength` characters is cut. The owner keeps the value.
// Test ids: `${testId}-text` (the Textarea), `${testId}-count` (`data-value`: characters).
import { Text, Textarea, View } from '@tarojs/components'
import { cutToMaxLength } from '@/core/validate'
import './index.scss'

export interface TextBoxProps {
  value: string
  onChange: (value: string) => void
  maxLength: number
  placeholder?: string
  testId: string
  className?: string
}

export default function TextBox({ value, onChange, maxLength, placeholder, testId, className }: TextBoxProps) {
  const count = Array.from(value).length
  return (
    <View className={`xz-text-box${className ? ` ${className}` : ''}`}>
      <Textarea
        className='xz-text-box__input'
        value={value}
        placeholder={placeholder}
        maxlength={-1}
        onInput={(e) => onChange(cutToMaxLength(e.detail.value, maxLength))}
        data-testid={`${testId}-text`}
      />
      <Text className='xz-text-box__count' data-testid={`${testId}-count`} data-value={count}>
        {count}/{maxLength}
      </Text>
    </View>
  )
}
