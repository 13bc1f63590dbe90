// Where an ended scene sends its visitors (spec 2.1 step 5): which activity, and the way home.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { goHome } from '@/components/navigation/navigate'
import { useSceneName } from '@/features/activity/hooks/useSceneName'
import './ActivityEnded.scss'

export interface ActivityEndedProps {
  sceneId?: number
}

export default function ActivityEnded({ sceneId }: ActivityEndedProps) {
  const name = useSceneName(sceneId)
  return (
    <View className='activity-ended' data-testid='activity-ended' data-scene-id={sceneId ? String(sceneId) : ''}>
      <View className='activity-ended__mark'>
        <Text>已结束</Text>
      </View>
      <Text className='activity-ended__title'>活动已结束</Text>
      {name ? (
        <Text className='activity-ended__name' data-testid='activity-ended-name'>
          「{name}」
        </Text>
      ) : null}
      <Text className='activity-ended__desc'>感谢你的关注，更多精彩活动正在筹备中，敬请期待。</Text>
      <TapButton className='activity-ended__home' onClick={goHome} testId='activity-ended-home'>
        返回首页
      </TapButton>
    </View>
  )
}
