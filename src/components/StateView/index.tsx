// Loading, empty and error states of a page section, in one consistent look.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface StateViewProps {
  status: 'loading' | 'empty' | 'error'
  /** What happened, in Chinese; a sensible default is shown per status. */
  message?: string
  /** Label of the action button (e.g. 重新加载); shown with onAction. */
  actionText?: string
  onAction?: () => void
  children?: ReactNode
  compact?: boolean
}

const DEFAULT_MESSAGE: Record<StateViewProps['status'], string> = {
  loading: '正在加载…',
  empty: '这里还没有内容',
  error: '加载失败，请稍后重试',
}

export default function StateView({ status, message, actionText, onAction, children, compact }: StateViewProps) {
  return (
    <View className={`state-view state-view--${status}${compact ? ' state-view--compact' : ''}`} data-testid={`state-${status}`}>
      {status === 'loading' ? <View className='state-view__spinner' /> : <View className='state-view__mark'>{status === 'error' ? '!' : '∅'}</View>}
      <Text className='state-view__message'>{message || DEFAULT_MESSAGE[status]}</Text>
      {children}
      {onAction && actionText ? (
        <View className='state-view__action' hoverClass='state-view__action--active' onClick={onAction} data-testid='state-action'>
          {actionText}
        </View>
      ) : null}
    </View>
  )
}
