// The programme's levels: from what settled sales each applies, its bonus on the direct rate, and
// its benefits; the caller's own level marked when known.
import { Text, View } from '@tarojs/components'
import { fenToYuan } from '@/core/format'
import type { Level } from '@/features/distribution/api/distribution'
import { rateText } from '@/features/distribution/utils/labels'
import './LevelList.scss'

export function thresholdText(level: Level): string {
  return level.thresholdFen > 0 ? `累计结算销售额满¥${fenToYuan(level.thresholdFen)}` : '成为推广达人即可获得'
}

export function bonusText(level: Level): string {
  return level.rateBonusBp > 0 ? `直推佣金比例+${rateText(level.rateBonusBp)}` : '按商品佣金比例'
}

export default function LevelList({ levels, currentId }: { levels: Level[]; currentId?: number | null }) {
  if (levels.length === 0) return <Text className='dist-levels__none'>暂未设置等级</Text>
  return (
    <View className='dist-levels'>
      {levels.map((level, i) => {
        const current = level.id === currentId
        return (
          <View
            key={level.id}
            className={`dist-levels__item${current ? ' dist-levels__item--current' : ''}`}
            data-testid='dist-level'
            data-level-id={level.id}
            data-current={current ? 'true' : 'false'}
          >
            <View className='dist-levels__head'>
              <Text className='dist-levels__rank'>Lv{i + 1}</Text>
              <Text className='dist-levels__name' data-testid='dist-level-name'>
                {level.name}
              </Text>
              {current ? <Text className='dist-levels__tag'>当前等级</Text> : null}
              <Text className='dist-levels__bonus' data-testid='dist-level-bonus'>
                {bonusText(level)}
              </Text>
            </View>
            <Text className='dist-levels__threshold'>{thresholdText(level)}</Text>
            {level.benefits.length ? (
              <View className='dist-levels__benefits'>
                {level.benefits.map((b) => (
                  <Text key={b} className='dist-levels__benefit'>
                    · {b}
                  </Text>
                ))}
              </View>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
