// 选择圈子 (login): the circles I joined; tapping one makes it the session's circle choice
// (topicId / topicName) and goes back to 发布动态. 发现更多圈子 opens 发现圈子, and a circle
// joined there is listed here on return.
import { Text, View } from '@tarojs/components'
import { openRoute } from '@/components/navigation/navigate'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { setTopic } from '@/core/session/topic'
import { myCircles, type Circle } from '@/features/upgc/api/upgc'
import CircleRow from '@/features/upgc/components/CircleRow'
import { useTopic } from '@/features/upgc/hooks/useTopic'
import { backToPublish } from '@/features/upgc/utils/topic'
import './Topics.scss'

export default function ChooseTopic() {
  const { loggedIn } = useCurrentUser()
  const circles = useRequest(myCircles, [loggedIn], loggedIn)
  const topic = useTopic()
  // Back from 发现圈子: a circle joined there is one to choose now.
  useOnReturn(circles.reload)

  if (!loggedIn) return <LoginRequired message='登录后选择要发布到的圈子' />
  if (circles.loading && !circles.data) return <StateView status='loading' />
  if (circles.error && !circles.data) return <StateView status='error' message={circles.error} actionText='重新加载' onAction={circles.reload} />

  const choose = (c: Circle) => {
    setTopic(c.id, c.name)
    backToPublish()
  }
  const discover = () => void openRoute('upgc-noTopic')
  const list = circles.data ?? []

  return (
    <View className='topics' data-testid='choose-topic' data-count={list.length}>
      {list.length === 0 ? (
        <StateView status='empty' message='你还没有加入圈子，加入一个再来发布吧' actionText='去发现圈子' onAction={discover} />
      ) : (
        <>
          <Text className='topics__hint'>发布到我加入的圈子</Text>
          {list.map((c) => (
            <CircleRow key={c.id} circle={c} onClick={() => choose(c)} selected={c.id === topic.id} testId='topic-option'>
              <Text className='topics__check'>{c.id === topic.id ? '✓' : ''}</Text>
            </CircleRow>
          ))}
        </>
      )}
      <View className='topics__discover' onClick={discover} data-testid='topic-discover'>
        发现更多圈子 ›
      </View>
    </View>
  )
}
