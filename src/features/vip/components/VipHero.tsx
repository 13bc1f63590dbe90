// The head of the pay home: what the membership is, in one line.
import { Text, View } from '@tarojs/components'
import './VipHero.scss'

export default function VipHero() {
  return (
    <View className='vip-hero'>
      <Text className='vip-hero__title'>心栈会员</Text>
      <Text className='vip-hero__sub'>读书 · 学习 · 心理成长，一张会员卡全部解锁</Text>
    </View>
  )
}
