// The comment box fixed to the bottom of a page: an optional line above it saying what is being
// answered (with 取消), a growing text input cut at `maxLength` characters, and 发送. The owner
// keeps the text and sends it.
// Test ids: `${testId}-box` (with `dataset`), `${testId}-replying`, `${testId}-reply-cancel`,
// `${testId}-input`, `${testId}-send`.
import { Text, Textarea, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import TapButton from '@/components/TapButton'
import { dataAttributes, type Dataset } from '@/components/dataset'
import { cutToMaxLength } from '@/core/validate'
import './index.scss'

export interface CommentBoxProps {
  value: string
  onChange: (value: string) => void
  maxLength: number
  placeholder?: string
  onSend: () => void
  sending?: boolean
  /** Focus the input when the box shows (opened for one item). */
  focus?: boolean
  /** What is being answered, with 取消. */
  replying?: { text: ReactNode; onCancel: () => void }
  testId: string
  /** `data-*` attributes of the box, e.g. `{ 'reply-to': 12 }`. */
  dataset?: Dataset
}

export default function CommentBox(props: CommentBoxProps) {
  const { value, onChange, maxLength, placeholder, onSend, sending, focus, replying, testId, dataset } = props
  return (
    <View className='xz-comment-box' data-testid={`${testId}-box`} {...dataAttributes(dataset)}>
      {replying ? (
        <View className='xz-comment-box__replying' data-testid={`${testId}-replying`}>
          <Text>{replying.text}</Text>
          <Text className='xz-comment-box__cancel' onClick={replying.onCancel} data-testid={`${testId}-reply-cancel`}>
            取消
          </Text>
        </View>
      ) : null}
      <View className='xz-comment-box__row'>
        <Textarea
          className='xz-comment-box__input'
          value={value}
          placeholder={placeholder}
          maxlength={-1}
          autoHeight
          focus={focus}
          onInput={(e) => onChange(cutToMaxLength(e.detail.value, maxLength))}
          data-testid={`${testId}-input`}
        />
        <TapButton size='small' onClick={onSend} disabled={sending} testId={`${testId}-send`}>
          发送
        </TapButton>
      </View>
    </View>
  )
}
