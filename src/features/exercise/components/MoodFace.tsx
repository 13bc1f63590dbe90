// A mood face drawn with plain views (no emoji font needed): the mouth curves from a frown (1)
// to a smile (5).
import { View } from '@tarojs/components'
import './MoodFace.scss'

export default function MoodFace({ mood, size = 'normal' }: { mood: number; size?: 'normal' | 'small' }) {
  const m = Math.min(5, Math.max(1, Math.round(mood)))
  return (
    <View className={`mood-face mood-face--${m} mood-face--${size}`}>
      <View className='mood-face__eye mood-face__eye--left' />
      <View className='mood-face__eye mood-face__eye--right' />
      <View className='mood-face__mouth' />
    </View>
  )
}
