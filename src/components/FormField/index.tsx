// A labelled text field with blur validation and max length by cutting (spec 5).
import { Input, Text, Textarea, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { cutToMaxLength, stripNonDigits } from '@/core/validate'
import './index.scss'

export interface FormFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Runs on blur; its message shows under the field. */
  onBlur?: () => void
  error?: string
  placeholder?: string
  maxLength?: number
  /** digit: keeps digits only (mobile, codes). */
  kind?: 'text' | 'digit' | 'textarea'
  /** Shows `n/max` under a textarea. */
  showCount?: boolean
  disabled?: boolean
  /** Right-hand element inside the row (e.g. the get-code button). */
  extra?: ReactNode
  testId?: string
}

export default function FormField(props: FormFieldProps) {
  const { label, value, onChange, onBlur, error, placeholder, maxLength, kind = 'text', showCount, disabled, extra, testId } = props

  const change = (raw: string) => {
    const clean = kind === 'digit' ? stripNonDigits(raw) : raw
    onChange(maxLength ? cutToMaxLength(clean, maxLength) : clean)
  }

  return (
    <View className={`form-field${error ? ' form-field--error' : ''}`}>
      <View className={`form-field__row${kind === 'textarea' ? ' form-field__row--area' : ''}`}>
        <Text className='form-field__label'>{label}</Text>
        {kind === 'textarea' ? (
          <Textarea
            className='form-field__textarea'
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            autoHeight
            onInput={(e) => change(e.detail.value)}
            onBlur={onBlur}
            data-testid={testId}
          />
        ) : (
          <Input
            className='form-field__input'
            value={value}
            type={kind === 'digit' ? 'number' : 'text'}
            placeholder={placeholder}
            disabled={disabled}
            onInput={(e) => change(e.detail.value)}
            onBlur={onBlur}
            data-testid={testId}
          />
        )}
        {extra}
      </View>
      {showCount && maxLength ? (
        <Text className='form-field__count'>
          {Array.from(value).length}/{maxLength}
        </Text>
      ) : null}
      {error ? (
        <Text className='form-field__error' data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
