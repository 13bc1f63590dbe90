// A row of tabs with an underline (coupon states, order states); optional counts after labels.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SegmentTab<K extends string> {
  key: K
  label: string
  count?: number
}

export interface SegmentTabsProps<K extends string> {
  tabs: SegmentTab<K>[]
  active: K
  onChange: (key: K) => void
  /** `tab-<key>` on each tab, with data-active. */
  testIdPrefix?: string
  sticky?: boolean
}

export default function SegmentTabs<K extends string>({ tabs, active, onChange, testIdPrefix = 'tab', sticky }: SegmentTabsProps<K>) {
  return (
    <View className={`segment-tabs${sticky ? ' segment-tabs--sticky' : ''}`} role='tablist'>
      {tabs.map((tab) => {
        const on = tab.key === active
        return (
          <View
            key={tab.key}
            className={`segment-tabs__tab${on ? ' segment-tabs__tab--on' : ''}`}
            role='tab'
            aria-selected={on ? 'true' : 'false'}
            onClick={() => !on && onChange(tab.key)}
            data-testid={`${testIdPrefix}-${tab.key}`}
            data-active={on ? 'true' : 'false'}
          >
            <Text>{tab.label}</Text>
            {typeof tab.count === 'number' ? <Text className='segment-tabs__count'>({tab.count})</Text> : null}
          </View>
        )
      })}
    </View>
  )
}
