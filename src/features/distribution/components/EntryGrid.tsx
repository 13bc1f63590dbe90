// The promoter's tools and records as a grid of entries, four a row.
import { Text, View } from '@tarojs/components'
import type { DistPage } from '@/features/distribution/utils/nav'
import { openDist } from '@/features/distribution/utils/nav'
import './EntryGrid.scss'

export interface Entry {
  page: DistPage
  label: string
  /** One character on the entry's badge. */
  mark: string
  testId: string
}

export default function EntryGrid({ entries, title }: { entries: Entry[]; title: string }) {
  return (
    <View className='dist-entries'>
      <Text className='dist-entries__title'>{title}</Text>
      <View className='dist-entries__grid'>
        {entries.map((e) => (
          <View key={e.testId} className='dist-entries__item' onClick={() => openDist(e.page)} data-testid={e.testId}>
            <View className='dist-entries__mark'>{e.mark}</View>
            <Text className='dist-entries__label'>{e.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
