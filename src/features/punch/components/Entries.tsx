// The ways on from a challenge's page (calendar, everyone's punches, the ranking, messages) in one
// white row; a red count on one with unread (`punch-unread`, `data-value`).
import { Text, View } from '@tarojs/components'
import './Entries.scss'

export interface Entry {
  key: string
  label: string
  onClick: () => void
  testId: string
  badge?: number
}

export default function Entries({ entries }: { entries: Entry[] }) {
  return (
    <View className='punch-entries' style={{ gridTemplateColumns: `repeat(${entries.length}, 1fr)` }}>
      {entries.map((e) => (
        <View key={e.key} className='punch-entries__entry' onClick={e.onClick} data-testid={e.testId}>
          <Text>{e.label}</Text>
          {e.badge ? (
            <Text className='punch-entries__badge' data-testid='punch-unread' data-value={e.badge}>
              {e.badge > 99 ? '99+' : e.badge}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
}
