// The page after an action (paid, withdrawn…): a mark, the outcome, what to know, and the next
// steps. `data-state` carries the outcome for tests. Children may use `result-frame__amount`,
// `result-frame__desc` and `result-frame__details`.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import TapButton from '@/components/TapButton'
import './index.scss'

export interface ResultAction {
  label: string
  onClick: () => void
  testId: string
  variant?: 'primary' | 'outline' | 'gold'
}

export type ResultMark = { text: string; tone: 'ok' | 'wait' | 'off' | 'fail' } | 'spinner'

export interface ResultFrameProps {
  testId: string
  state: string
  mark: ResultMark
  title: string
  children?: ReactNode
  /** The next steps, side by side (usually a secondary one first, outlined, then the main one). */
  actions?: ResultAction[]
}

export default function ResultFrame({ testId, state, mark, title, children, actions = [] }: ResultFrameProps) {
  return (
    <View className='result-frame' data-testid={testId} data-state={state}>
      {mark === 'spinner' ? (
        <View className='result-frame__spinner' />
      ) : (
        <View className={`result-frame__mark result-frame__mark--${mark.tone}`}>{mark.text}</View>
      )}
      <Text className='result-frame__title' data-testid={`${testId}-title`}>
        {title}
      </Text>
      {children}
      {actions.length ? (
        <View className='result-frame__actions'>
          {actions.map((a) => (
            <TapButton key={a.testId} variant={a.variant ?? 'primary'} onClick={a.onClick} testId={a.testId}>
              {a.label}
            </TapButton>
          ))}
        </View>
      ) : null}
    </View>
  )
}
