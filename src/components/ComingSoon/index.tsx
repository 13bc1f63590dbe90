// What a page of an area that ships later shows: its title, a plain promise, a way home.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { goHome } from '@/components/navigation/navigate'
import './index.scss'

export interface ComingSoonProps {
  title: string
}

export default function ComingSoon({ title }: ComingSoonProps) {
  return (
    <View className='coming-soon' data-testid='coming-soon'>
      <View className='coming-soon__badge'>即将上线</View>
      <Text className='coming-soon__title'>「{title}」即将上线，敬请期待</Text>
      <Text className='coming-soon__desc'>我们正在用心打磨这部分内容，上线后你可以在这里直接使用。</Text>
      <TapButton className='coming-soon__button' onClick={goHome} testId='coming-soon-home'>
        返回首页
      </TapButton>
    </View>
  )
}
