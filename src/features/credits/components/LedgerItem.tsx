// One change of my credits: why, when, how much, and the balance after it.
import { Text, View } from '@tarojs/components'
import { formatDateTime } from '@/core/format'
import type { LedgerEntry } from '@/features/credits/api/credits'
import './LedgerItem.scss'

export default function LedgerItem({ entry }: { entry: LedgerEntry }) {
  const gain = entry.delta > 0
  return (
    <View className='ledger-item' data-testid='ledger-item' data-reason={entry.reason}>
      <View className='ledger-item__text'>
        <Text className='ledger-item__reason'>{entry.reasonText}</Text>
        <Text className='ledger-item__time'>{formatDateTime(entry.createdAt)}</Text>
      </View>
      <View className='ledger-item__numbers'>
        <Text className={`ledger-item__delta${gain ? ' ledger-item__delta--gain' : ''}`} data-testid='ledger-delta'>
          {gain ? `+${entry.delta}` : entry.delta}
        </Text>
        <Text className='ledger-item__after'>余额 {entry.balanceAfter}</Text>
      </View>
    </View>
  )
}
