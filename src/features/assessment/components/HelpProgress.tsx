// Friends' help towards unlocking a report: helped / needed as dots and a count.
import { Text, View } from '@tarojs/components'
import './HelpProgress.scss'

export default function HelpProgress({ helped, needed }: { helped: number; needed: number }) {
  const done = Math.min(helped, needed)
  return (
    <View className='help-progress' data-testid='help-progress' data-helped={done} data-needed={needed}>
      <View className='help-progress__dots'>
        {Array.from({ length: needed }, (_, i) => (
          <View key={i} className={`help-progress__dot${i < done ? ' help-progress__dot--on' : ''}`}>
            {i < done ? '✓' : ''}
          </View>
        ))}
      </View>
      <Text className='help-progress__text'>
        已有 {done}/{needed} 位好友助力{done >= needed ? '，报告已解锁' : `，还差 ${needed - done} 位`}
      </Text>
    </View>
  )
}
