// What an unknown address shows: a plain sentence and the way home.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { goHome } from '@/components/navigation/navigate'
import './NotFound.scss'

export default function NotFound() {
  return (
    <View className='not-found' data-testid='not-found'>
      <Text className='not-found__code'>404</Text>
      <Text className='not-found__title'>页面不存在</Text>
      <Text className='not-found__desc'>你访问的页面可能已经下线，或者链接不完整。可以回到首页继续逛逛。</Text>
      <TapButton className='not-found__home' onClick={goHome} testId='not-found-home'>
        返回首页
      </TapButton>
    </View>
  )
}
