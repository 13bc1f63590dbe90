// A thin bar filled to `value` percent (0–100, clamped): progress of a plan, minutes listened.
import { View } from '@tarojs/components'
import './index.scss'

export interface ProgressBarProps {
  value: number
  /** On the bar, with `data-value` (the clamped percent). */
  testId?: string
  className?: string
}

export default function ProgressBar({ value, testId, className }: ProgressBarProps) {
  const width = Math.max(0, Math.min(100, value))
  return (
    <View className={`xz-progress${className ? ` ${className}` : ''}`} data-testid={testId} data-value={width}>
      <View className='xz-progress__fill' style={{ width: `${width}%` }} />
    </View>
  )
}
