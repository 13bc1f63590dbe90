// A bar chart of plain Views (no chart library: every page has a 60 KB budget).
import { Text, View } from '@tarojs/components'
import { barHeights } from '@/components/BarChart/scale'
import './index.scss'

export interface Bar {
  key: string
  /** Under the bar; '' for none (crowded charts label every few bars). */
  label: string
  value: number
  /** Above the bar; '' for none. */
  valueLabel: string
  highlight?: boolean
}

export interface BarChartProps {
  bars: Bar[]
  /** Height of the bar area in px (fixed: no layout shift when data arrives). */
  height?: number
  theme?: 'light' | 'dark'
  testId?: string
}

export default function BarChart({ bars, height = 140, theme = 'light', testId }: BarChartProps) {
  const heights = barHeights(bars.map((b) => b.value))
  return (
    <View className={`bar-chart bar-chart--${theme}`} data-testid={testId} role='img'>
      <View className='bar-chart__plot' style={{ height: `${height}px` }}>
        {bars.map((bar, i) => (
          <View key={bar.key} className={`bar-chart__col${bar.highlight ? ' bar-chart__col--on' : ''}`} data-value={bar.value}>
            <View className='bar-chart__bar' style={{ height: `${heights[i]}%` }}>
              {bar.valueLabel ? <Text className='bar-chart__value'>{bar.valueLabel}</Text> : null}
            </View>
          </View>
        ))}
      </View>
      <View className='bar-chart__axis'>
        {bars.map((bar) => (
          <Text key={bar.key} className={`bar-chart__label${bar.highlight ? ' bar-chart__label--on' : ''}`}>
            {bar.label}
          </Text>
        ))}
      </View>
    </View>
  )
}
