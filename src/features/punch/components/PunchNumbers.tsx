// My numbers in a challenge as the server counts them: the streak, days punched, make-up cards
// left (of the limit when given). White on the green head, or in the brand colour on a card.
// Test ids: `${testId}-streak`, `${testId}-total`, `${testId}-makeup-left` (`data-value`).
import { Text, View } from '@tarojs/components'
import './PunchNumbers.scss'

export interface PunchNumbersProps {
  streak: number
  totalDays: number
  makeupLeft: number
  /** Shown as `left/limit`. */
  makeupLimit?: number
  tone: 'head' | 'card'
  testId: string
  className?: string
}

export default function PunchNumbers({ streak, totalDays, makeupLeft, makeupLimit, tone, testId, className }: PunchNumbersProps) {
  const numbers = [
    { key: 'streak', value: streak, shown: `${streak}`, label: '连续天数' },
    { key: 'total', value: totalDays, shown: `${totalDays}`, label: '累计打卡' },
    { key: 'makeup-left', value: makeupLeft, shown: makeupLimit === undefined ? `${makeupLeft}` : `${makeupLeft}/${makeupLimit}`, label: '补卡卡' },
  ]
  return (
    <View className={`punch-numbers punch-numbers--${tone}${className ? ` ${className}` : ''}`}>
      {numbers.map((n) => (
        <View key={n.key} className='punch-numbers__number'>
          <Text className='punch-numbers__value' data-testid={`${testId}-${n.key}`} data-value={n.value}>
            {n.shown}
          </Text>
          <Text className='punch-numbers__label'>{n.label}</Text>
        </View>
      ))}
    </View>
  )
}
