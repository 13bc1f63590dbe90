// An on/off switch drawn with plain views (same look on H5 and in the mini-program).
import { View } from '@tarojs/components'
import './index.scss'

export interface ToggleProps {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  testId?: string
  label?: string
}

export default function Toggle({ checked, onChange, disabled, testId, label }: ToggleProps) {
  return (
    <View
      className={`xz-toggle${checked ? ' xz-toggle--on' : ''}${disabled ? ' xz-toggle--disabled' : ''}`}
      role='switch'
      aria-checked={checked ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : 'false'}
      aria-label={label}
      onClick={() => !disabled && onChange(!checked)}
      data-testid={testId}
      data-checked={checked ? 'true' : 'false'}
    >
      <View className='xz-toggle__knob' />
    </View>
  )
}
